import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import { insertApplication, journeyState } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { decisionCast } from '@server-test/helpers/decisions';
import { newParcel } from '@server-test/helpers/parcel-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, db, adminToken } = portal;
const cast = await decisionCast(portal);

let parcelSerial = 0;
async function createParcel(status = 'Available') {
  const number = `TC-L${process.pid % 1000}-${String(++parcelSerial).padStart(4, '0')}`;
  const created = await call('POST', '/parcels', {
    token: adminToken,
    body: { ...newParcel(number), status },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; number: string };
}

const lettersOf = (id: number) =>
  db.selectFrom('letters').select('kind').where('application_id', '=', id).execute();
const intent = { signatory_name: 'Amina Wanjiru', signatory_title: 'Managing Director' };
const offer = (parcel_id: number) => ({
  parcel_id,
  stand_premium: 12_500_000_00,
  term_years: 60,
  annual_ground_rent: 350_000_00,
});

describe(`accept-intent on ${testEngine}`, () => {
  it("is the applicant's alone, and issues the Letter of Intent with its signatory", async () => {
    const id = await insertApplication(db, cast.applicant.id, { stage: 'approved' });
    const accept = (token: string, body: object = intent) =>
      call('POST', `/applications/${id}/accept-intent`, { token, body });
    const before = await journeyState(db);
    expect((await accept(cast.decider.token)).statusCode).toBe(403);
    expect((await accept(cast.stranger.token)).statusCode).toBe(404);
    const blank = await accept(cast.applicant.token, { ...intent, signatory_name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.answer.errors).toHaveProperty('signatory_name');
    expect(await journeyState(db)).toEqual(before);

    const accepted = await accept(cast.applicant.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const row = await db
      .selectFrom('applications')
      .select(['stage', 'signatory_name', 'signatory_title'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stage: 'intent_accepted', ...intent });
    expect(await lettersOf(id)).toEqual([{ kind: 'intent' }]);

    const again = await accept(cast.applicant.token);
    expect(again.statusCode).toBe(409);
    expect(again.answer.message).toBe(applicationMessages.wrongStage('intent_accepted'));
  });
});

describe(`offer on ${testEngine}`, () => {
  it('reserves the parcel, invoices the stand premium in minor units and issues the Letter of Offer', async () => {
    const id = await insertApplication(db, cast.applicant.id, {
      stage: 'intent_accepted',
      ...intent,
    });
    const parcel = await createParcel();
    const offered = await call('POST', `/applications/${id}/offer`, {
      token: cast.officer.token,
      body: offer(parcel.id),
    });
    expect(offered.statusCode, offered.body).toBe(200);

    const row = await db
      .selectFrom('applications')
      .select([
        'stage',
        'offer_parcel_id',
        'stand_premium',
        'term_years',
        'annual_ground_rent',
        'offer_currency',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      stage: 'offer_issued',
      offer_parcel_id: parcel.id,
      stand_premium: 12_500_000_00,
      term_years: 60,
      annual_ground_rent: 350_000_00,
      offer_currency: 'KES',
    });
    const stored = await db
      .selectFrom('parcels')
      .select('status')
      .where('id', '=', parcel.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('Reserved');
    const audit = await db
      .selectFrom('audit_events')
      .select('action')
      .where('action', '=', 'parcel.updated')
      .where('record_id', '=', parcel.id)
      .execute();
    expect(audit).toHaveLength(1);
    const invoices = await db
      .selectFrom('invoices')
      .select(['purpose', 'amount', 'currency', 'status'])
      .where('application_id', '=', id)
      .execute();
    expect(invoices).toEqual([
      { purpose: 'stand_premium', amount: 12_500_000_00, currency: 'KES', status: 'open' },
    ]);
    // The officer issued it with the offer: their act on the audit trail.
    const issued = await db
      .selectFrom('audit_events')
      .innerJoin('invoices', 'invoices.id', 'audit_events.record_id')
      .select(['audit_events.actor_id', 'audit_events.by_system'])
      .where('audit_events.action', '=', 'invoice.issued')
      .where('invoices.application_id', '=', id)
      .execute();
    expect(issued).toEqual([{ actor_id: cast.officer.id, by_system: 0 }]);
    expect(await lettersOf(id)).toEqual([{ kind: 'offer' }]);
    const mail = await db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', cast.applicant.email)
      .execute();
    const subjects = mail.map((row) => row.subject).join('\n');
    expect(subjects).toMatch(/Letter of Offer/);
    expect(subjects).toMatch(/Invoice INV-\d{4}-\d{6}/);
  });

  it('reserves a parcel once when it is offered on two applications at the same moment', async () => {
    const first = await insertApplication(db, cast.applicant.id, {
      stage: 'intent_accepted',
      ...intent,
    });
    const second = await insertApplication(db, cast.applicant.id, {
      stage: 'intent_accepted',
      ...intent,
    });
    const parcel = await createParcel();
    const answers = await Promise.all(
      [first, second].map((id) =>
        call('POST', `/applications/${id}/offer`, {
          token: cast.officer.token,
          body: offer(parcel.id),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const offered = await db
      .selectFrom('applications')
      .select('id')
      .where('offer_parcel_id', '=', parcel.id)
      .execute();
    expect(offered).toHaveLength(1);
    const invoices = await db
      .selectFrom('invoices')
      .select('id')
      .where('application_id', 'in', [first, second])
      .execute();
    expect(invoices).toHaveLength(1);
  });

  it('refuses a reserved parcel (409), an unknown one (422) and anyone without applications.process, changing nothing', async () => {
    const id = await insertApplication(db, cast.applicant.id, {
      stage: 'intent_accepted',
      ...intent,
    });
    const reserved = await createParcel('Reserved');
    const free = await createParcel();
    const before = await journeyState(db);
    const offerAs = (token: string, parcelId: number) =>
      call('POST', `/applications/${id}/offer`, { token, body: offer(parcelId) });

    const taken = await offerAs(cast.officer.token, reserved.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.answer.message).toBe(applicationMessages.parcelNotAvailable);
    const unknown = await offerAs(cast.officer.token, 999_999);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.answer.errors).toHaveProperty('parcel_id');
    expect((await offerAs(cast.decider.token, free.id)).statusCode).toBe(403);
    expect((await offerAs(cast.applicant.token, free.id)).statusCode).toBe(403);

    expect(await journeyState(db)).toEqual(before);
    expect(await lettersOf(id)).toEqual([]);
  });

  it('refuses an offer before the intent is accepted: 409 naming the stage', async () => {
    const id = await insertApplication(db, cast.applicant.id, { stage: 'approved' });
    const parcel = await createParcel();
    const before = await journeyState(db);
    const early = await call('POST', `/applications/${id}/offer`, {
      token: cast.officer.token,
      body: offer(parcel.id),
    });
    expect(early.statusCode).toBe(409);
    expect(early.answer.message).toBe(applicationMessages.wrongStage('approved'));
    expect(await journeyState(db)).toEqual(before);
  });
});
