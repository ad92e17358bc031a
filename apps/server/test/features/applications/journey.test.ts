import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES } from '@portal/shared/land-journey';
import { CommitteeRole, Role } from '@portal/shared/constants';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { completeDraftFields, roleWith, seat } from '@server-test/helpers/applications';
import { xsrf } from '@server-test/helpers/app';
import { testEngine } from '@server-test/helpers/database';
import { multipartForm, pdf } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';
import { createCommittee, roleOf } from '@server-test/helpers/user-fixtures';

/**
 * The whole land journey through the API, as the people of the authority and the applicant take
 * it: from a draft to a handed-over site, every step by the person whose role allows it.
 */
const portal = await startBackOffice();
const { app, call, createUser, signIn, db } = portal;

const person = async (name: string, role_id: number) => {
  const user = await createUser({ name, role_id });
  return { ...user, token: await signIn(user) };
};
const applicant = await person('Ivy Applicant', Role.RegisteredUser);
const finance = await person('Fin Finance', await roleWith(db, 'Finance', ['payments.record']));
const officer = await person(
  'Lee Land',
  await roleWith(db, 'Land officer', [
    'applications.view_all',
    'applications.assign',
    'applications.process',
  ]),
);
const chair = await person('Cora Chair', Role.CommitteeMember);
const member = await person('Mo Member', Role.CommitteeMember);
const committee = await createCommittee(db, 'Land allocation committee');
await seat(db, committee, chair.id, CommitteeRole.Chairperson);
await seat(db, committee, member.id, CommitteeRole.Member);
const { id: parcel } = await db
  .insertInto('parcels')
  .values({
    number: 'TC-J1-0001',
    acre: '2.50',
    min_floors: 1,
    max_floors: 8,
    land_use: 'Commercial',
    zone: 'Science and Technology Park',
  })
  .returning('id')
  .executeTakeFirstOrThrow();

async function step(id: number, path: string, token: string, body?: object) {
  const answer = await call('POST', `/applications/${id}/${path}`, { token, body });
  expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
  return answer.answer.data as { stage: string };
}

async function upload(id: number, kind: string) {
  const form = multipartForm({ kind }, [{ name: `${kind}.pdf`, bytes: pdf() }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/applications/${id}/documents`,
    headers: { ...xsrf, authorization: `Bearer ${applicant.token}`, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function pay(purpose: 'registration_fee' | 'stand_premium', id: number) {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('application_id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow();
  // Two instalments: the first leaves the application where it is.
  const half = Math.floor(invoice.amount / 2);
  for (const [amount, reference] of [
    [half, `${purpose}-1`],
    [invoice.amount - half, `${purpose}-2`],
  ] as const) {
    const paid = await call('POST', `/invoices/${invoice.id}/payments`, {
      token: finance.token,
      body: { amount, method: 'bank_transfer', reference, paid_on: '2026-11-21' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
  }
  return invoice;
}

const stageOf = async (id: number) =>
  (
    await db
      .selectFrom('applications')
      .select('stage')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stage;

describe(`the land journey on ${testEngine}`, () => {
  it('takes an application from a draft to a handed-over site, seen in the public parcel API', async () => {
    const started = await call('POST', '/applications', {
      token: applicant.token,
      body: completeDraftFields({ project_title: 'Savannah Tier III data centre' }),
    });
    expect(started.statusCode, started.body).toBe(201);
    const { id, reference } = started.answer.data as { id: number; reference: string };
    expect(reference).toMatch(/^EOI-\d{4}-\d{6}$/);
    await upload(id, 'business_plan');
    await upload(id, 'certificate_of_incorporation');

    expect((await step(id, 'submit', applicant.token)).stage).toBe('submitted');
    const fee = await pay('registration_fee', id);
    expect(fee.amount).toBe(1_500_000);
    expect(fee.currency).toBe('KES');
    expect(await stageOf(id)).toBe('under_evaluation');

    await step(id, 'assign', officer.token, { committee_id: committee });
    for (const [who, points] of [
      [chair, 18],
      [member, 22],
    ] as const) {
      const card = await call('POST', `/applications/${id}/scores`, {
        token: who.token,
        body: {
          scores: {
            master_plan_fit: points,
            financial_capacity: 20,
            experience: 15,
            economic_impact: 12,
            timeline: 10,
          },
          comment: 'Sound plan.',
        },
      });
      expect(card.statusCode, card.body).toBe(200);
    }
    expect((await step(id, 'approve', chair.token)).stage).toBe('approved');
    expect(
      (
        await step(id, 'accept-intent', applicant.token, {
          signatory_name: 'Ivy Wanjiru',
          signatory_title: 'Managing Director',
        })
      ).stage,
    ).toBe('intent_accepted');
    expect(
      (
        await step(id, 'offer', officer.token, {
          parcel_id: parcel,
          stand_premium: 12_500_000_00,
          term_years: 60,
          annual_ground_rent: 250_000_00,
        })
      ).stage,
    ).toBe('offer_issued');
    const premium = await pay('stand_premium', id);
    expect(premium.amount).toBe(12_500_000_00);
    expect(await stageOf(id)).toBe('premium_paid');
    await step(id, 'register-lease', officer.token, {
      lease_number: 'LR-2026-0042',
      start_date: '2026-12-01',
    });
    expect(
      (await step(id, 'hand-over', officer.token, { handover_date: '2026-12-15', note: null }))
        .stage,
    ).toBe('handed_over');

    // The applicant's view: every stage in order, three letters, both invoices paid.
    const seen = await call('GET', `/applications/${id}`, { token: applicant.token });
    const application = seen.answer.data;
    expect(application.history.map((change: { to: string }) => change.to)).toEqual(
      APPLICATION_STAGES.filter(
        (stage) => !['correction_requested', 'rejected', 'withdrawn'].includes(stage),
      ),
    );
    expect(application.letters.map((letter: { kind: string }) => letter.kind)).toEqual([
      'notification',
      'intent',
      'offer',
    ]);
    expect(application.invoices.map((invoice: { status: string }) => invoice.status)).toEqual([
      'paid',
      'paid',
    ]);
    expect(application.actions).toEqual([]);
    // The committee's scorecards are the authority's: staff see them, the applicant does not.
    expect(application.scores.cards).toEqual([]);
    const staffView = (await call('GET', `/applications/${id}`, { token: officer.token })).answer
      .data;
    expect(staffView.scores.cards).toHaveLength(2);
    expect(staffView.scores.average).toBe(77);

    // Each letter's public check names the PDF the applicant downloads.
    for (const letter of application.letters as { id: number; code: string }[]) {
      const file = await app.inject({
        method: 'GET',
        url: `/api/letters/${letter.id}`,
        headers: { authorization: `Bearer ${applicant.token}` },
      });
      const check = await call('GET', `/public/letters/${letter.code}`);
      expect(check.answer.data.sha256).toBe(
        createHash('sha256').update(file.rawPayload).digest('hex'),
      );
    }

    // Approval made the self-registered applicant an Investor.
    expect(await roleOf(db, applicant.id)).toBe(Role.Investor);

    // The applicant was mailed at each of the eight changes of stage, each invoice and letter.
    const subjects = (
      await db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('recipient', '=', applicant.email)
        .execute()
    ).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith(`${reference}:`))).toHaveLength(11);
    expect(subjects.filter((subject) => subject.startsWith('Invoice '))).toHaveLength(2);

    // The parcel is allocated, with its term, in the public parcel API.
    const key = await call('POST', '/apis', {
      token: applicant.token,
      body: { name: 'Journey check', expiry_date: '2099-12-31' },
    });
    expect(key.statusCode, key.body).toBe(201);
    const allocations = await app.inject({
      method: 'GET',
      url: `${PARCEL_API.allocations}?apiKey=${key.answer.data.key}&pageSize=100`,
    });
    expect(allocations.json().parcels).toContainEqual(
      expect.objectContaining({
        number: 'TC-J1-0001',
        allocated_to: 'Savannah Data Centres Ltd',
        allocated_at: '2026-12-01',
        lease_term_years: 60,
      }),
    );
  });
});
