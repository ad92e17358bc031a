import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import { Role } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { DAY } from '@server-test/helpers/clock';
import { pageLink, startBackOffice } from '@server-test/helpers/portal';
import { createCommittee } from '@server-test/helpers/user-fixtures';
import {
  completeDraftFields,
  putInStage,
  roleWith,
  seat,
  startApplication,
} from '@server-test/helpers/applications';

const portal = await startBackOffice();
const { call, createUser, db, adminToken, clock } = portal;
const at = () => clock.now().toISOString();

const ivy = await createUser({ name: 'Ivy Investor', role_id: Role.Investor });
let ivyToken = await portal.signIn(ivy);
const otto = await createUser({ name: 'Otto Other', role_id: Role.Investor });
const ottoToken = await portal.signIn(otto);
const reader = await createUser({
  name: 'Rita Reader',
  role_id: await roleWith(db, 'Application readers', ['applications.view_all']),
});
let readerToken = await portal.signIn(reader);
const member = await createUser({ name: 'Mo Member', role_id: Role.CommitteeMember });
const memberToken = await portal.signIn(member);

const landCommittee = await createCommittee(db, 'Land committee');
const otherCommittee = await createCommittee(db, 'Other committee');
await seat(db, landCommittee, member.id);

const start = (token: string, fields: Record<string, unknown>) =>
  startApplication(portal, token, completeDraftFields(fields));
// Oldest first: the lists show the newest first.
const draft = await start(ivyToken, { organisation_name: 'Savannah Data Centres Ltd' });
const lakeside = await start(ottoToken, {
  organisation_name: 'Lakeside Agro Co-operative',
  project_title: 'Cold storage hub',
});
const hillside = await start(ottoToken, {
  organisation_name: 'Hillside Schools Trust',
  project_title: 'Secondary school',
});
const submitted = await start(ivyToken, {
  organisation_name: 'Kilima Foods',
  project_title: 'Fruit processing plant',
});
await putInStage(db, lakeside.id, 'under_evaluation', at(), { committee_id: landCommittee });
await putInStage(db, hillside.id, 'under_evaluation', at(), { committee_id: otherCommittee });
await putInStage(db, submitted.id, 'submitted', at());

async function listed(token: string, query = '') {
  const response = await call('GET', `/applications${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.data.map((row: { id: number }) => row.id) as number[];
}

describe(`the applications list on ${testEngine}: who sees what`, () => {
  it('shows an applicant their own, newest first, with their clocks', async () => {
    expect(await listed(ivyToken)).toEqual([submitted.id, draft.id]);
    expect(await listed(ottoToken)).toEqual([hillside.id, lakeside.id]);
    const page = await call('GET', '/applications', { token: ivyToken });
    expect(page.answer.data[0]).toEqual({
      id: submitted.id,
      reference: submitted.reference,
      stage: 'submitted',
      organisation_name: 'Kilima Foods',
      project_title: 'Fruit processing plant',
      applicant: { id: ivy.id, name: 'Ivy Investor' },
      committee: null,
      stage_entered_at: at(),
      days_in_stage: 0,
      target_days: 30,
      overdue: false,
      updated_at: expect.any(String),
      scored_by_viewer: false,
    });
  });

  it("shows every application but others' drafts to a holder of a staff permission", async () => {
    const submittedOnes = [submitted.id, hillside.id, lakeside.id];
    expect(await listed(readerToken)).toEqual(submittedOnes);
    expect(await listed(adminToken)).toEqual(submittedOnes);
    expect(await listed(readerToken, '?stage=draft')).toEqual([]);
  });

  it('shows a committee member those assigned to their committee, and To evaluate those it evaluates', async () => {
    expect(await listed(memberToken)).toEqual([lakeside.id]);
    expect(await listed(memberToken, '?to_evaluate=true')).toEqual([lakeside.id]);
    // A staff reader sits on no committee: nothing for them to evaluate.
    expect(await listed(readerToken, '?to_evaluate=true')).toEqual([]);
    expect(
      (await call('GET', `/applications/${lakeside.id}`, { token: memberToken })).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/applications/${hillside.id}`, { token: memberToken })).statusCode,
    ).toBe(404);
  });
});

describe(`the applications list on ${testEngine}: search and filters`, () => {
  it('searches reference, organisation and project, ignoring case', async () => {
    expect(await listed(readerToken, '?search_term=LAKESIDE')).toEqual([lakeside.id]);
    expect(await listed(readerToken, '?search_term=school')).toEqual([hillside.id]);
    expect(await listed(readerToken, `?search_term=${submitted.reference.toLowerCase()}`)).toEqual([
      submitted.id,
    ]);
    // The search stays within what the caller may see.
    expect(await listed(ivyToken, '?search_term=lakeside')).toEqual([]);
  });

  it('filters by stage and committee, and its page links keep the filters', async () => {
    expect(await listed(readerToken, '?stage=under_evaluation')).toEqual([
      hillside.id,
      lakeside.id,
    ]);
    expect(await listed(readerToken, `?committee_id=${landCommittee}`)).toEqual([lakeside.id]);
    const page = await call(
      'GET',
      `/applications?stage=under_evaluation&search_term=e&per_page=1`,
      { token: readerToken },
    );
    expect(page.answer.total).toBe(2);
    const next = pageLink(page.answer, 'Next »');
    expect(next.searchParams.get('stage')).toBe('under_evaluation');
    expect(next.searchParams.get('search_term')).toBe('e');
    const second = await call('GET', `${next.pathname.replace(/^\/api/, '')}${next.search}`, {
      token: readerToken,
    });
    expect(second.answer.data.map((row: { id: number }) => row.id)).toEqual([lakeside.id]);
  });

  it('refuses a filter it does not know with 422 on the filter', async () => {
    for (const [query, field] of [
      ['?stage=finished', 'stage'],
      ['?committee_id=land', 'committee_id'],
      ['?overdue=maybe', 'overdue'],
    ]) {
      const refused = await call('GET', `/applications${query}`, { token: readerToken });
      expect(refused.statusCode, query).toBe(422);
      expect(refused.answer.errors[field!]).toEqual([applicationMessages.choice]);
    }
  });
});

describe(`the applications list on ${testEngine}: overdue`, () => {
  it('flags and puts first what has been longer in its stage than its target', async () => {
    // Saturday 21 November plus 31 days: 31 calendar days, 22 working days.
    clock.advance(31 * DAY);
    // Sessions end while the clock runs a month on.
    readerToken = await portal.signIn(reader);
    expect(await listed(readerToken, '?overdue=true')).toEqual([submitted.id]);
    expect(await listed(readerToken)).toEqual([submitted.id, hillside.id, lakeside.id]);
    const rows = (await call('GET', '/applications', { token: readerToken })).answer.data;
    expect(rows[0]).toMatchObject({ days_in_stage: 31, target_days: 30, overdue: true });
    expect(rows[1]).toMatchObject({ days_in_stage: 22, target_days: 30, overdue: false });
    expect(await listed(readerToken, '?overdue=false')).toEqual([hillside.id, lakeside.id]);
    // A draft has no target: it is never overdue.
    ivyToken = await portal.signIn(ivy);
    const own = (await call('GET', '/applications', { token: ivyToken })).answer.data;
    expect(own[1]).toMatchObject({ stage: 'draft', target_days: null, overdue: false });
  });

  it('counts working days for evaluation: overdue from the 31st weekday, not before', async () => {
    // Sunday 3 January, one minute before midnight: 30 weekdays since Saturday 21 November.
    clock.advance(Date.parse('2027-01-03T23:59:00Z') - clock.now().getTime());
    readerToken = await portal.signIn(reader);
    expect(await listed(readerToken, '?overdue=true')).toEqual([submitted.id]);
    clock.advance(60_000);
    expect(await listed(readerToken, '?overdue=true')).toEqual([
      submitted.id,
      hillside.id,
      lakeside.id,
    ]);
    const evaluated = await call('GET', `/applications/${lakeside.id}`, { token: readerToken });
    expect(evaluated.answer.data).toMatchObject({
      days_in_stage: 31,
      target_days: 30,
      overdue: true,
    });
  });
});
