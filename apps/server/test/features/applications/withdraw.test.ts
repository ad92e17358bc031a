import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import { Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { testEngine } from '@server-test/helpers/database';
import { outboxRows } from '@server-test/helpers/outbox';
import { startBackOffice } from '@server-test/helpers/portal';
import {
  journeyState,
  putInStage,
  readyDraft,
  submitApplication,
} from '@server-test/helpers/applications';

const portal = await startBackOffice();
const { call, createUser, db, adminToken, clock } = portal;
const ivy = await createUser({ name: 'Ivy Investor', role_id: Role.Investor });
const ivyToken = await portal.signIn(ivy);

const parcels = await db
  .selectFrom('parcels')
  .select(['id', 'number'])
  .where('status', '=', 'Available')
  .where('id', 'not in', db.selectFrom('parcel_allocations').select('parcel_id'))
  .orderBy('id')
  .limit(2)
  .execute();

const parcelStatus = async (id: number) =>
  (await db.selectFrom('parcels').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

/**
 * A submitted application taken on to an offer of `parcelId`, as the offer step leaves it: the
 * parcel Reserved and a stand-premium invoice open; its registration fee paid.
 */
async function offered(parcelId: number) {
  const application = await readyDraft(portal, ivyToken);
  await submitApplication(portal, ivyToken, application.id);
  await db
    .updateTable('invoices')
    .set({ paid: 1_500_000, status: 'paid' })
    .where('application_id', '=', application.id)
    .execute();
  await db.updateTable('parcels').set({ status: 'Reserved' }).where('id', '=', parcelId).execute();
  await putInStage(db, application.id, 'offer_issued', clock.now().toISOString(), {
    offer_parcel_id: parcelId,
    stand_premium: 90_000_000,
    annual_ground_rent: 1_200_000,
    offer_currency: 'KES',
    term_years: 60,
  });
  await db
    .insertInto('invoices')
    .values({
      number: `INV-TEST-${application.id}`,
      application_id: application.id,
      purpose: 'stand_premium',
      description: 'Stand premium',
      amount: 90_000_000,
      currency: 'KES',
      due_date: '2026-12-21',
    })
    .execute();
  return application;
}

const invoiceStatuses = async (applicationId: number) =>
  (
    await db
      .selectFrom('invoices')
      .select(['purpose', 'status'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute()
  ).map(({ purpose, status }) => `${purpose}: ${status}`);

describe(`withdrawing an application on ${testEngine}`, () => {
  it('releases the reserved parcel, voids what is unpaid, keeps what was paid, and mails the reason', async () => {
    const [parcel] = parcels;
    const application = await offered(parcel!.id);
    const shown = await call('GET', `/applications/${application.id}`, { token: ivyToken });
    expect(shown.answer.data.offer).toEqual({
      parcel: { id: parcel!.id, number: parcel!.number },
      stand_premium: 90_000_000,
      annual_ground_rent: 1_200_000,
      currency: 'KES',
      term_years: 60,
    });
    const since = (await outboxRows(db)).at(-1)!.id;

    const withdrawn = await call('POST', `/applications/${application.id}/withdraw`, {
      token: ivyToken,
      body: { reason: 'We found land elsewhere.' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.answer.data.stage).toBe('withdrawn');
    expect(withdrawn.answer.data.actions).toEqual([]);
    expect(withdrawn.answer.data.history.at(-1)).toMatchObject({
      from: 'offer_issued',
      to: 'withdrawn',
      actor: 'Ivy Investor',
      note: 'We found land elsewhere.',
    });
    expect(await parcelStatus(parcel!.id)).toBe('Available');
    expect(await invoiceStatuses(application.id)).toEqual([
      'registration_fee: paid',
      'stand_premium: void',
    ]);
    const mail = (await outboxRows(db)).filter((row) => row.id > since);
    expect(mail.map((row) => [row.recipient, row.subject])).toEqual([
      [ivy.email, expect.stringContaining(`${application.reference}: Withdrawn`)],
    ]);
  });

  it('leaves a parcel that has been allocated since as it is', async () => {
    const parcel = parcels[1]!;
    const application = await offered(parcel.id);
    await db
      .insertInto('parcel_allocations')
      .values({
        parcel_id: parcel.id,
        user_id: null,
        allocated_to: 'Someone Else Ltd',
        allocated_at: '2026-11-20',
        lease_term_years: 21,
        created_by: null,
        updated_by: null,
      })
      .execute();
    const withdrawn = await call('POST', `/applications/${application.id}/withdraw`, {
      token: ivyToken,
      body: { reason: 'Changed our plans.' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await parcelStatus(parcel.id)).toBe('Reserved');
    expect(await invoiceStatuses(application.id)).toEqual([
      'registration_fee: paid',
      'stand_premium: void',
    ]);
  });

  it('voids the open registration fee of a submitted application', async () => {
    const application = await readyDraft(portal, ivyToken);
    await submitApplication(portal, ivyToken, application.id);
    const withdrawn = await call('POST', `/applications/${application.id}/withdraw`, {
      token: ivyToken,
      body: { reason: 'Too early for us.' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.answer.data.invoices).toMatchObject([
      { purpose: 'registration_fee', status: 'void', balance: 1_500_000 },
    ]);
  });

  it('refuses without a reason, once the lease is registered, and from staff; changing nothing', async () => {
    const application = await readyDraft(portal, ivyToken);
    const before = await journeyState(db);
    const unexplained = await call('POST', `/applications/${application.id}/withdraw`, {
      token: ivyToken,
      body: { reason: '  ' },
    });
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.answer.errors.reason).toEqual([messages.required]);
    expect(await journeyState(db)).toEqual(before);

    await putInStage(db, application.id, 'submitted', clock.now().toISOString());
    const submitted = await journeyState(db);
    const byStaff = await call('POST', `/applications/${application.id}/withdraw`, {
      token: adminToken,
      body: { reason: 'Tidying up.' },
    });
    expect(byStaff.statusCode).toBe(403);
    expect(await journeyState(db)).toEqual(submitted);

    await putInStage(db, application.id, 'lease_registered', clock.now().toISOString());
    const registered = await journeyState(db);
    const late = await call('POST', `/applications/${application.id}/withdraw`, {
      token: ivyToken,
      body: { reason: 'Too late.' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.answer.message).toBe(applicationMessages.wrongStage('lease_registered'));
    expect(await journeyState(db)).toEqual(registered);
  });
});
