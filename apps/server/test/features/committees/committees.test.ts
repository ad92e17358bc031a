import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { MINUTE } from '@server-test/helpers/clock';
import { countRows, testEngine } from '@server-test/helpers/database';
import { pageLink, startBackOffice } from '@server-test/helpers/portal';
import {
  Chairperson,
  Member,
  Secretary,
  committeeFlagOf,
} from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, clock, createUser, db, adminToken } = portal;
const investorToken = await portal.signIn(await createUser({ role_id: Role.Investor }));

type Committee = { id: number; name: string; alias: string | null };

async function createCommittee(name: string, alias?: string): Promise<Committee> {
  const created = await call('POST', '/committees', { token: adminToken, body: { name, alias } });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data;
}

/** Seats a user on a committee as the users feature will: the membership row and the flag. */
async function seat(committee: Committee, userId: number, committeeRoleId: number) {
  await db
    .insertInto('committee_members')
    .values({ committee_id: committee.id, user_id: userId, committee_role_id: committeeRoleId })
    .execute();
  await db
    .updateTable('users')
    .set({ member_of_a_committee: 1 })
    .where('id', '=', userId)
    .execute();
}

/** A new user named `name`, seated on the committee. */
async function newMember(committee: Committee, name: string, committeeRoleId: number) {
  const user = await createUser({ name });
  await seat(committee, user.id, committeeRoleId);
  return user;
}

/** What a refused call must leave as it was. */
const snapshot = async () => ({
  committees: await db.selectFrom('committees').selectAll().orderBy('id').execute(),
  members: await db.selectFrom('committee_members').selectAll().orderBy('id').execute(),
  flags: await db
    .selectFrom('users')
    .select(['id', 'member_of_a_committee'])
    .orderBy('id')
    .execute(),
});

const board = await createCommittee('Access Board', 'AB');
await seat(board, (await createUser()).id, Member);

describe(`committees on ${testEngine}: who may call`, () => {
  const calls: [string, string, object?][] = [
    ['GET', '/committees'],
    ['POST', '/search-committees', { search_term: 'a' }],
    ['POST', '/committees', { name: 'Audit', alias: 'AUD' }],
    ['PUT', `/committees/${board.id}`, { id: board.id, name: 'Renamed', alias: null }],
    ['DELETE', `/committees/${board.id}`],
  ];

  it.each(calls)(
    '%s %s answers 401 signed out and 403 to a non-administrator, changing nothing',
    async (method, url, body) => {
      const before = await snapshot();
      expect((await call(method, url, { body })).statusCode).toBe(401);
      expect((await call(method, url, { body, token: investorToken })).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('GET /committees/{id} answers 401 signed out and 403 to a user not on it', async () => {
    expect((await call('GET', `/committees/${board.id}`)).statusCode).toBe(401);
    const refused = await call('GET', `/committees/${board.id}`, { token: investorToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.answer.message).toBe(
      'Only administrators and members of this committee may see it.',
    );
  });

  it('lets a member read their committee, and not another one', async () => {
    const member = await createUser({ name: 'Mo Member', role_id: Role.CommitteeMember });
    const other = await createCommittee('Other Board');
    await seat(board, member.id, Secretary);
    const token = await portal.signIn(member);

    const own = await call('GET', `/committees/${board.id}`, { token });
    expect(own.statusCode).toBe(200);
    expect(own.answer.data.name).toBe('Access Board');
    expect(own.answer.data.members).toContainEqual(
      expect.objectContaining({ user_id: member.id, name: 'Mo Member', role: 'Secretary' }),
    );
    expect((await call('GET', `/committees/${other.id}`, { token })).statusCode).toBe(403);
    // Only the member's management rights stay refused.
    expect((await call('GET', '/committees', { token })).statusCode).toBe(403);
  });

  it('answers a missing committee 404 to an administrator, 403 to anyone else', async () => {
    const missing = await call('GET', '/committees/999999', { token: adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.answer.message).toBe('Committee not found.');
    expect((await call('GET', '/committees/999999', { token: investorToken })).statusCode).toBe(
      403,
    );
  });
});

describe(`committees on ${testEngine}: create and read`, () => {
  it('creates a committee, recording the administrator and the clock', async () => {
    clock.advance(MINUTE);
    const created = await call('POST', '/committees', {
      token: adminToken,
      body: { name: '  Finance Committee ', alias: ' FC ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.answer).toMatchObject({
      status: 'success',
      message: 'Committee created successfully.',
    });
    expect(created.answer.data).toMatchObject({
      name: 'Finance Committee',
      alias: 'FC',
      created_by: 'Ada Admin',
      updated_by: 'Ada Admin',
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
      members: [],
    });
    const read = await call('GET', `/committees/${created.answer.data.id}`, { token: adminToken });
    expect(read.answer.data).toEqual(created.answer.data);
  });

  it('keeps no alias as null, whether left out or blank', async () => {
    expect((await createCommittee('No Alias Left Out')).alias).toBeNull();
    expect((await createCommittee('No Alias Blank', '  ')).alias).toBeNull();
  });

  it('ignores who made it according to the payload', async () => {
    const created = await call('POST', '/committees', {
      token: adminToken,
      body: { name: 'Payload Auditors', created_by: 999, updated_by: 999 },
    });
    expect(created.answer.data).toMatchObject({ created_by: 'Ada Admin', updated_by: 'Ada Admin' });
  });

  it('refuses a missing or overlong name with field messages, and changes nothing', async () => {
    const before = await countRows(db, 'committees');
    const blank = await call('POST', '/committees', { token: adminToken, body: { name: '   ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.answer.errors).toEqual({ name: ['This field is required.'] });
    const absent = await call('POST', '/committees', { token: adminToken, body: { alias: 'X' } });
    expect(absent.answer.errors).toEqual({ name: ['This field is required.'] });
    const long = await call('POST', '/committees', {
      token: adminToken,
      body: { name: 'n'.repeat(101), alias: 'a'.repeat(101) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.answer.errors).toEqual({
      name: ['This field must be at most 100 characters long.'],
      alias: ['This field must be at most 100 characters long.'],
    });
    expect(await countRows(db, 'committees')).toBe(before);
  });

  it('refuses a duplicate name whatever its case with 409', async () => {
    await createCommittee('Land Committee');
    const before = await countRows(db, 'committees');
    const duplicate = await call('POST', '/committees', {
      token: adminToken,
      body: { name: 'LAND committee' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.answer.message).toBe('A committee named "LAND committee" already exists.');
    expect(await countRows(db, 'committees')).toBe(before);
  });

  it('lists the members by name with their user and committee-role names', async () => {
    const committee = await createCommittee('Tender Board', 'TB');
    const zed = await newMember(committee, 'Zed Zulu', Member);
    const amy = await newMember(committee, 'Amy Adams', Chairperson);
    const kim = await newMember(committee, 'Kim Kariuki', Secretary);

    const read = await call('GET', `/committees/${committee.id}`, { token: adminToken });
    expect(read.statusCode).toBe(200);
    expect(read.answer.data.members).toEqual([
      { user_id: amy.id, name: 'Amy Adams', role: 'Chairperson', updated_at: expect.any(String) },
      { user_id: kim.id, name: 'Kim Kariuki', role: 'Secretary', updated_at: expect.any(String) },
      { user_id: zed.id, name: 'Zed Zulu', role: 'Member', updated_at: expect.any(String) },
    ]);
  });
});

describe(`committees on ${testEngine}: update`, () => {
  it('renames a committee and changes its alias, recording who and when', async () => {
    const committee = await createCommittee('Works Committee', 'WC');
    const created = (await call('GET', `/committees/${committee.id}`, { token: adminToken })).answer
      .data;
    const editor = await createUser({ name: 'Eve Editor', role_id: Role.Administrator });
    clock.advance(MINUTE);
    const updated = await call('PUT', `/committees/${committee.id}`, {
      token: await portal.signIn(editor),
      body: { id: committee.id, name: 'Public Works Committee', alias: 'PWC' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.answer.message).toBe('Committee updated successfully.');
    expect(updated.answer.data).toMatchObject({
      name: 'Public Works Committee',
      alias: 'PWC',
      created_by: 'Ada Admin',
      created_at: created.created_at,
      updated_by: 'Eve Editor',
      updated_at: clock.now().toISOString(),
    });
  });

  it('clears the alias when it is sent blank, and takes its own name in another case', async () => {
    const committee = await createCommittee('Ethics Committee', 'EC');
    const updated = await call('PUT', `/committees/${committee.id}`, {
      token: adminToken,
      body: { id: committee.id, name: 'ETHICS Committee', alias: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.answer.data).toMatchObject({ name: 'ETHICS Committee', alias: null });
  });

  it("refuses another committee's name, a mismatched id or a blank name; changes nothing", async () => {
    await createCommittee('Planning Committee');
    const committee = await createCommittee('Zoning Committee', 'ZC');
    const before = await snapshot();
    const put = (body: object) =>
      call('PUT', `/committees/${committee.id}`, { token: adminToken, body });

    const taken = await put({ id: committee.id, name: 'planning committee' });
    expect(taken.statusCode).toBe(409);
    expect(taken.answer.message).toBe('A committee named "planning committee" already exists.');

    const mismatched = await put({ id: committee.id + 1, name: 'Zoning Board' });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.answer.errors).toEqual({
      id: ['The id does not match the committee being edited.'],
    });

    const blank = await put({ id: committee.id, name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.answer.errors).toEqual({ name: ['This field is required.'] });

    const noId = await put({ name: 'Zoning Board' });
    expect(noId.answer.errors).toEqual({ id: ['This field is required.'] });

    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a committee that does not exist', async () => {
    const missing = await call('PUT', '/committees/999999', {
      token: adminToken,
      body: { id: 999999, name: 'Ghost Committee' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.answer.message).toBe('Committee not found.');
  });
});

describe(`committees on ${testEngine}: delete`, () => {
  it('deletes a committee with its memberships; only its members left on none lose the flag', async () => {
    const doomed = await createCommittee('Interim Committee');
    const kept = await createCommittee('Standing Committee');
    const onlyHere = await newMember(doomed, 'Only Here', Chairperson);
    const alsoElsewhere = await newMember(doomed, 'Also Elsewhere', Member);
    await seat(kept, alsoElsewhere.id, Secretary);
    const elsewhereOnly = await newMember(kept, 'Elsewhere Only', Member);
    const membersBefore = await countRows(db, 'committee_members');

    const deleted = await call('DELETE', `/committees/${doomed.id}`, { token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.answer).toEqual({
      status: 'success',
      message: 'Committee deleted successfully.',
    });

    expect(await countRows(db, 'committee_members')).toBe(membersBefore - 2);
    expect(await committeeFlagOf(db, onlyHere.id)).toBe(0);
    expect(await committeeFlagOf(db, alsoElsewhere.id)).toBe(1);
    expect(await committeeFlagOf(db, elsewhereOnly.id)).toBe(1);
    const standing = await call('GET', `/committees/${kept.id}`, { token: adminToken });
    expect(standing.answer.data.members).toHaveLength(2);
    expect((await call('GET', `/committees/${doomed.id}`, { token: adminToken })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for a committee that does not exist, changing nothing', async () => {
    const before = await snapshot();
    const missing = await call('DELETE', '/committees/999999', { token: adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.answer.message).toBe('Committee not found.');
    expect(await snapshot()).toEqual(before);
  });
});

describe(`committees on ${testEngine}: list and search`, () => {
  it('lists newest first, ten a page, with links that page through', async () => {
    for (let i = 1; i <= 12; i++) await createCommittee(`Paging committee ${i}`);
    const first = await call('GET', '/committees', { token: adminToken });
    expect(first.statusCode).toBe(200);
    expect(first.answer.data).toHaveLength(10);
    expect(first.answer.data[0]).toMatchObject({ name: 'Paging committee 12', alias: null });
    const ids = first.answer.data.map((committee: Committee) => committee.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const next = new URL(first.answer.links.at(-1).url);
    expect(next.origin).toBe(portal.app.deps.config.appUrl);
    const second = await call('GET', `/committees${next.search}`, { token: adminToken });
    expect(second.answer.current_page).toBe(2);
    expect(second.answer.data[0].id).toBeLessThan(ids.at(-1));
  });

  it('searches names and aliases ignoring case, and its page links keep the term', async () => {
    for (let i = 1; i <= 10; i++) await createCommittee(`Harbour Committee ${i}`);
    await createCommittee('Port Authority Liaison', 'HARBOUR-LINK');
    await createCommittee('Unrelated Committee', 'UC');
    const found = await call('POST', '/search-committees?per_page=5', {
      token: adminToken,
      body: { search_term: 'harBOUR' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.answer.message).toBe('11 committees found.');
    expect(found.answer.total).toBe(11);
    expect(found.answer.data[0].name).toBe('Port Authority Liaison');

    const page3 = pageLink(found.answer, '3');
    expect(page3.searchParams.get('search_term')).toBe('harBOUR');
    const third = await call('GET', `/committees${page3.search}`, { token: adminToken });
    expect(third.answer.data.map((committee: Committee) => committee.name)).toEqual([
      'Harbour Committee 1',
    ]);
  });
});
