import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES, type ApplicationStage } from '@portal/shared/land-journey';
import { CommitteeRole } from '@portal/shared/constants';
import { insertApplication, seat } from '@server-test/helpers/applications';
import { testEngine } from '@server-test/helpers/database';
import { insertScorecard } from '@server-test/helpers/decisions';
import { holderOf, insertInvoice } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';
import { createCommittee } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, createUser, signIn, db, clock } = portal;

const ivy = await createUser({ name: 'Ivy Investor' });
const ivyToken = await signIn(ivy);
const otto = await createUser({ name: 'Otto Other' });
const committee = await createCommittee(db, 'Work committee');
const mo = await createUser({ name: 'Mo Member' });
await seat(db, committee, mo.id, CommitteeRole.Member);
const moToken = await signIn(mo);

const today = clock.now().toISOString();
const application = (applicantId: number, stage: ApplicationStage, more = {}) =>
  insertApplication(db, applicantId, { stage, stage_entered_at: today, ...more });

await application(ivy.id, 'draft');
await application(otto.id, 'draft');
const fee = await application(ivy.id, 'submitted');
await application(otto.id, 'submitted');
// Months in evaluation: past its 30 working days.
await application(otto.id, 'under_evaluation', { stage_entered_at: '2026-01-05T09:00:00.000Z' });
const scored = await application(ivy.id, 'under_evaluation', { committee_id: committee });
await application(otto.id, 'under_evaluation', { committee_id: committee });
await insertScorecard(db, scored, mo.id);
await application(otto.id, 'approved');
await insertInvoice(db, fee, 'registration_fee', 1_500_000);
const paid = await insertInvoice(db, scored, 'registration_fee', 1_500_000);
await db
  .updateTable('invoices')
  .set({ status: 'paid', paid: 1_500_000 })
  .where('id', '=', paid)
  .execute();

const countsOf = (data: { stages: { stage: ApplicationStage; count: number }[] }) =>
  Object.fromEntries(data.stages.filter(({ count }) => count > 0).map((s) => [s.stage, s.count]));

describe(`the staff's work at a glance on ${testEngine}`, () => {
  it("counts what a land officer's queue lists, stage by stage, and the overdue", async () => {
    const officer = await holderOf(portal, ['applications.view_all'], 'Lee Land');
    const work = await call('GET', '/applications/work', { token: officer.token });
    expect(work.statusCode, work.body).toBe(200);
    const { data } = work.answer;
    // Every stage, in the journey's order, so a client need not know the list.
    expect(data.stages.map((s: { stage: string }) => s.stage)).toEqual([...APPLICATION_STAGES]);
    // Others' drafts are theirs alone.
    expect(countsOf(data)).toEqual({ submitted: 2, under_evaluation: 3, approved: 1 });
    expect(data).toMatchObject({ overdue: 1, to_score: 0, open_invoices: null });
    // Each count is the length of the list a card leads to.
    for (const [stage, count] of Object.entries(countsOf(data))) {
      const listed = await call('GET', `/applications?stage=${stage}`, { token: officer.token });
      expect(listed.answer.total, stage).toBe(count);
    }
    const overdue = await call('GET', '/applications?overdue=true', { token: officer.token });
    expect(overdue.answer.total).toBe(1);
  });

  it('counts open invoices for finance only', async () => {
    const finance = await holderOf(portal, ['payments.record'], 'Fay Finance');
    const work = await call('GET', '/applications/work', { token: finance.token });
    expect(work.answer.data.open_invoices).toBe(1);
    const open = await call('GET', '/invoices?status=open', { token: finance.token });
    expect(open.answer.total).toBe(1);
  });

  it('counts for a committee member what is assigned to them, and what waits on their scorecard', async () => {
    const work = await call('GET', '/applications/work', { token: moToken });
    expect(countsOf(work.answer.data)).toEqual({ under_evaluation: 2 });
    expect(work.answer.data.to_score).toBe(1);
  });

  it("counts an applicant's own applications only, their draft included", async () => {
    const work = await call('GET', '/applications/work', { token: ivyToken });
    expect(countsOf(work.answer.data)).toEqual({ draft: 1, submitted: 1, under_evaluation: 1 });
    expect(work.answer.data).toMatchObject({ overdue: 0, to_score: 0, open_invoices: null });
  });

  it('refuses anyone signed out', async () => {
    expect((await call('GET', '/applications/work', {})).statusCode).toBe(401);
  });
});
