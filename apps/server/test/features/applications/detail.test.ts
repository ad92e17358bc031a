import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { pdf } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';
import { Chairperson, createCommittee } from '@server-test/helpers/user-fixtures';
import {
  attachDocument,
  putInStage,
  readyDraft,
  roleWith,
  seat,
  submitApplication,
} from '@server-test/helpers/applications';

const portal = await startBackOffice();
const { call, createUser, db, clock } = portal;
const ivy = await createUser({ name: 'Ivy Investor', role_id: Role.Investor });
const ivyToken = await portal.signIn(ivy);
const reader = await createUser({
  name: 'Rita Reader',
  role_id: await roleWith(db, 'Application readers', ['applications.view_all']),
});
const clerk = await createUser({
  name: 'Fay Finance',
  role_id: await roleWith(db, 'Finance', ['payments.record']),
});
const chair = await createUser({ name: 'Cleo Chair', role_id: Role.CommitteeMember });
const mo = await createUser({ name: 'Mo Member', role_id: Role.CommitteeMember });
const max = await createUser({ name: 'Max Member', role_id: Role.CommitteeMember });
const committee = await createCommittee(db, 'Land committee');
await seat(db, committee, chair.id, Chairperson);
await seat(db, committee, mo.id);
await seat(db, committee, max.id);
const tokens = {
  applicant: ivyToken,
  reader: await portal.signIn(reader),
  clerk: await portal.signIn(clerk),
  chair: await portal.signIn(chair),
  mo: await portal.signIn(mo),
};

const application = await readyDraft(portal, ivyToken);
await submitApplication(portal, ivyToken, application.id);
await putInStage(db, application.id, 'under_evaluation', clock.now().toISOString(), {
  committee_id: committee,
});
const [fee] = await db
  .selectFrom('invoices')
  .select('id')
  .where('application_id', '=', application.id)
  .execute();
await db
  .insertInto('payments')
  .values({
    invoice_id: fee!.id,
    amount: 1_500_000,
    method: 'mobile_money',
    reference: 'MPESA-QX12',
    paid_on: '2026-11-21',
    recorded_by: clerk.id,
  })
  .execute();
await db
  .updateTable('invoices')
  .set({ paid: 1_500_000, status: 'paid' })
  .where('id', '=', fee!.id)
  .execute();
const card = (memberId: number, points: number[], comment: string | null) => {
  const [master_plan_fit, financial_capacity, experience, economic_impact, timeline] = points;
  const scores = { master_plan_fit, financial_capacity, experience, economic_impact, timeline };
  return {
    application_id: application.id,
    member_id: memberId,
    committee_id: committee,
    scores: JSON.stringify(scores),
    total: points.reduce((sum, point) => sum + point, 0),
    comment,
  };
};
await db
  .insertInto('application_scorecards')
  .values([
    card(mo.id, [20, 20, 15, 10, 10], 'Strong plan.'),
    card(max.id, [15, 10, 10, 10, 10], null),
  ])
  .execute();

const read = async (token: string) => {
  const response = await call('GET', `/applications/${application.id}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.data;
};
const cardsOf = (answer: { scores: { cards: { member: { name: string } }[] } }) =>
  answer.scores.cards.map((shown) => shown.member.name);

describe(`one application on ${testEngine}`, () => {
  it('answers its documents as metadata, its invoices with payments, and its history oldest first', async () => {
    const answer = await read(tokens.applicant);
    expect(answer.documents).toEqual([
      {
        id: expect.any(Number),
        kind: 'business_plan',
        file_name: 'business_plan.pdf',
        content_type: 'application/pdf',
        size: pdf().length,
        uploaded_at: expect.any(String),
      },
      expect.objectContaining({ kind: 'certificate_of_incorporation' }),
    ]);
    expect(JSON.stringify(answer)).not.toContain(pdf().toString('base64').slice(0, 20));
    expect(answer.invoices).toMatchObject([
      {
        purpose: 'registration_fee',
        paid: 1_500_000,
        balance: 0,
        status: 'paid',
        payments: [
          {
            amount: 1_500_000,
            method: 'mobile_money',
            reference: 'MPESA-QX12',
            paid_on: '2026-11-21',
            recorded_by: 'Fay Finance',
          },
        ],
      },
    ]);
    expect(
      answer.history.map((change: { from: string; to: string }) => [change.from, change.to]),
    ).toEqual([
      [null, 'draft'],
      ['draft', 'submitted'],
    ]);
    expect(answer.committee).toEqual({ id: committee, name: 'Land committee' });
  });

  it('shows a member only their own scorecard until the decision', async () => {
    const answer = await read(tokens.mo);
    expect(answer.scores).toEqual({
      cards: [
        {
          member: { id: mo.id, name: 'Mo Member' },
          scores: {
            master_plan_fit: 20,
            financial_capacity: 20,
            experience: 15,
            economic_impact: 10,
            timeline: 10,
          },
          total: 75,
          comment: 'Strong plan.',
          updated_at: expect.any(String),
        },
      ],
      members: 3,
      average: 75,
    });
    expect(answer.actions).toEqual(['score']);
  });

  it('shows the chairperson and staff every card and the average; the applicant none', async () => {
    const chaired = await read(tokens.chair);
    expect(cardsOf(chaired)).toEqual(['Mo Member', 'Max Member']);
    expect(chaired.scores.average).toBe(65);
    expect(chaired.actions).toEqual(['score', 'request_correction', 'approve', 'reject']);
    const staff = await read(tokens.reader);
    expect(cardsOf(staff)).toEqual(['Mo Member', 'Max Member']);
    expect(staff.actions).toEqual([]);
    const own = await read(tokens.applicant);
    expect(own.scores).toEqual({ cards: [], members: 3, average: null });
    expect(own.actions).toEqual(['withdraw']);
  });

  it('shows a member every card once decided', async () => {
    await putInStage(db, application.id, 'approved', clock.now().toISOString());
    expect(cardsOf(await read(tokens.mo))).toEqual(['Mo Member', 'Max Member']);
    await putInStage(db, application.id, 'under_evaluation', clock.now().toISOString());
  });

  it('is a 404 to someone who holds only an unrelated permission', async () => {
    const response = await call('GET', `/applications/${application.id}`, { token: tokens.clerk });
    expect(response.statusCode).toBe(404);
    expect((await call('GET', '/applications/999999', { token: tokens.reader })).statusCode).toBe(
      404,
    );
  });

  it('lists an extra document the applicant added', async () => {
    await attachDocument(db, application.id, 'tax_compliance');
    const answer = await read(tokens.reader);
    expect(answer.documents.map((document: { kind: string }) => document.kind)).toEqual([
      'business_plan',
      'certificate_of_incorporation',
      'tax_compliance',
    ]);
  });
});
