import { describe, expect, it } from 'vitest';
import type { ApplicationStage } from '@portal/shared/land-journey';
import { Role } from '@portal/shared/constants';
import { DAY } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { insertApplication, putInStage, startApplication } from '@server-test/helpers/applications';
import { holderOf, insertInvoice } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';

// The queue pages in two bands, overdue and in time, with kept totals, and the invoices list pages
// without its join, searching through trigram indexes (record 0034): the same rows, order and
// totals as a list ordered and counted whole.
const portal = await startBackOffice();
const { call, createUser, db, adminToken, clock } = portal;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY).toISOString();

const ivy = await createUser({ name: 'Ivy Investor', role_id: Role.Investor });
const ivyToken = await portal.signIn(ivy);
const finance = await holderOf(portal, ['payments.record'], 'Fatuma Finance');

// 45 applications: stages in turn, every third entered long ago (overdue where the stage has a
// target), so that the overdue band and the rest interleave by id.
const STAGES: ApplicationStage[] = [
  'submitted',
  'under_evaluation',
  'approved',
  'rejected',
  'draft',
];
const made: { id: number; stage: ApplicationStage; overdue: boolean; organisation: string }[] = [];
for (let n = 1; n <= 45; n++) {
  const stage = STAGES[n % STAGES.length]!;
  const old = n % 3 === 0;
  const organisation = n === 17 ? 'Fifty 50% Holdings' : `Lakeside Agro ${n}`;
  const id = await insertApplication(db, ivy.id, {
    stage,
    stage_entered_at: daysAgo(old ? 90 : 1),
    organisation_name: organisation,
    project_title: n % 2 ? 'Cold storage hub' : 'Secondary school',
  });
  // Rejected has no target: never overdue.
  made.push({ id, stage, overdue: old && stage !== 'rejected' && stage !== 'draft', organisation });
}
// The queue as it should read: others' drafts left out, overdue first, then newest.
const queue = () =>
  made
    .filter((row) => row.stage !== 'draft')
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || b.id - a.id);

async function pages(token: string, query: string, perPage: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const answer = await call('GET', `/applications?per_page=${perPage}&page=${page}${query}`, {
      token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    totals.add(answer.answer.total as number);
    ids.push(...answer.answer.data.map((row: { id: number }) => row.id));
    if (page >= (answer.answer.last_page as number)) return { ids, totals: [...totals] };
  }
}

describe(`the applications queue at volume on ${testEngine}`, () => {
  it('pages through overdue first, then newest, every page with the same exact total', async () => {
    const expected = queue().map((row) => row.id);
    expect(await pages(adminToken, '', 4)).toEqual({ ids: expected, totals: [expected.length] });
    const overdue = queue().filter((row) => row.overdue);
    expect(await pages(adminToken, '&overdue=true', 4)).toEqual({
      ids: overdue.map((row) => row.id),
      totals: [overdue.length],
    });
    const inTime = queue().filter((row) => !row.overdue);
    expect(await pages(adminToken, '&overdue=false', 7)).toEqual({
      ids: inTime.map((row) => row.id),
      totals: [inTime.length],
    });
  });

  it("pages a search and one stage's overdue the same way, past the end too", async () => {
    const agro = queue().filter((row) => row.organisation.startsWith('Lakeside Agro'));
    expect(await pages(adminToken, '&search_term=agro', 4)).toEqual({
      ids: agro.map((row) => row.id),
      totals: [agro.length],
    });
    const lateAgro = agro.filter((row) => row.overdue);
    expect(await pages(adminToken, '&search_term=agro&overdue=true', 3)).toEqual({
      ids: lateAgro.map((row) => row.id),
      totals: [lateAgro.length],
    });
    const lateApproved = queue().filter((row) => row.overdue && row.stage === 'approved');
    expect(await pages(adminToken, '&stage=approved&overdue=true', 2)).toEqual({
      ids: lateApproved.map((row) => row.id),
      totals: [lateApproved.length],
    });
    const pastTheEnd = await call('GET', '/applications?search_term=agro&page=99', {
      token: adminToken,
    });
    expect(pastTheEnd.answer.data).toEqual([]);
    expect(pastTheEnd.answer.total).toBe(agro.length);
  });

  it('keeps its totals exact as applications come, move and go', async () => {
    const total = async (query = '') =>
      (await call('GET', `/applications${query}`, { token: adminToken })).answer.total as number;
    const before = await total();
    const underEvaluation = await total('?stage=under_evaluation');
    // The staff's own draft is theirs to see; someone else's is not.
    const own = await startApplication(portal, adminToken);
    // Ivy's drafts at volume fill her quota: another applicant starts this one.
    const newcomer = await createUser({ name: 'Nia Newcomer', role_id: Role.Investor });
    const othersDraft = await startApplication(portal, await portal.signIn(newcomer));
    expect(await total()).toBe(before + 1);
    expect(await total('?stage=draft')).toBe(1);
    await putInStage(db, othersDraft.id, 'under_evaluation', daysAgo(0));
    expect(await total()).toBe(before + 2);
    expect(await total('?stage=under_evaluation')).toBe(underEvaluation + 1);
    await db.deleteFrom('application_stage_changes').where('application_id', '=', own.id).execute();
    await db.deleteFrom('applications').where('id', 'in', [own.id, othersDraft.id]).execute();
    expect(await total()).toBe(before);
    expect(await total('?stage=under_evaluation')).toBe(underEvaluation);
  });

  it('answers a page past the end with no rows and the exact total', async () => {
    const answer = await call('GET', '/applications?page=99', { token: adminToken });
    expect(answer.answer.data).toEqual([]);
    expect(answer.answer.total).toBe(queue().length);
  });

  it('searches organisation, project and reference ignoring case, % taken literally', async () => {
    const search = async (term: string) => {
      const answer = await call(
        'GET',
        `/applications?per_page=100&search_term=${encodeURIComponent(term)}`,
        { token: adminToken },
      );
      return {
        ids: answer.answer.data.map((row: { id: number }) => row.id),
        total: answer.answer.total,
      };
    };
    const agro = queue().filter((row) => row.organisation.startsWith('Lakeside Agro'));
    expect((await search('LAKESIDE agro')).total).toBe(agro.length);
    expect((await search('agro 4')).ids).toEqual(
      queue()
        .filter((row) => /^Lakeside Agro 4/.test(row.organisation))
        .map((row) => row.id),
    );
    expect((await search('50%')).ids).toEqual(
      queue()
        .filter((row) => row.organisation.includes('50%'))
        .map((row) => row.id),
    );
    expect((await search('storage hub')).total).toBe(
      queue().filter((row) => made.indexOf(row) % 2 === 0).length,
    );
  });
});

describe(`the invoices list at volume on ${testEngine}`, () => {
  const invoices: { id: number; number: string; reference: string; open: boolean }[] = [];
  it('pages every invoice newest first with the exact total, as it grows', async () => {
    for (const { id: application } of made.slice(0, 24)) {
      const id = await insertInvoice(db, application, 'registration_fee', 1_500_000);
      const { number } = await db
        .selectFrom('invoices')
        .select('number')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const { reference } = await db
        .selectFrom('applications')
        .select('reference')
        .where('id', '=', application)
        .executeTakeFirstOrThrow();
      invoices.push({ id, number, reference, open: id % 2 === 0 });
    }
    await db
      .updateTable('invoices')
      .set({ status: 'paid', paid: 1_500_000 })
      .where(
        'id',
        'in',
        invoices.filter((invoice) => !invoice.open).map((invoice) => invoice.id),
      )
      .execute();
    const newestFirst = invoices.map((invoice) => invoice.id).reverse();
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await call('GET', `/invoices?per_page=10&page=${page}`, {
        token: finance.token,
      });
      expect(answer.answer.total).toBe(invoices.length);
      seen.push(...answer.answer.data.map((invoice: { id: number }) => invoice.id));
    }
    expect(seen).toEqual(newestFirst);
    const open = await call('GET', '/invoices?status=open&per_page=100', { token: finance.token });
    expect(open.answer.data.map((invoice: { id: number }) => invoice.id)).toEqual(
      invoices
        .filter((invoice) => invoice.open)
        .map((invoice) => invoice.id)
        .reverse(),
    );
    expect(open.answer.total).toBe(invoices.filter((invoice) => invoice.open).length);
  });

  it('finds an invoice by its number or its application reference, in either case', async () => {
    const [first, second] = invoices;
    for (const term of [first!.number.toLowerCase(), second!.reference.toLowerCase()]) {
      const answer = await call('GET', `/invoices?search_term=${encodeURIComponent(term)}`, {
        token: finance.token,
      });
      const expected = invoices.filter(
        (invoice) =>
          invoice.number.toLowerCase().includes(term) ||
          invoice.reference.toLowerCase().includes(term),
      );
      expect(answer.answer.data.map((invoice: { id: number }) => invoice.id)).toEqual(
        expected.map((invoice) => invoice.id).reverse(),
      );
      expect(answer.answer.total).toBe(expected.length);
    }
  });

  it("shows an applicant only their own applications' invoices, counted", async () => {
    const mine = await call('GET', '/invoices?per_page=100', { token: ivyToken });
    expect(mine.answer.total).toBe(invoices.length);
    const otto = await createUser({ name: 'Otto Other', role_id: Role.Investor });
    const none = await call('GET', '/invoices', { token: await portal.signIn(otto) });
    expect(none.answer).toMatchObject({ total: 0, data: [] });
  });
});
