import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { countRows, testEngine } from '@server-test/helpers/database';
import { pageLink, startBackOffice, uniqueEmail } from '@server-test/helpers/portal';
import { Chairperson, createCommittee, Member, newUser } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, createUser, db, adminToken } = portal;
const housing = await createCommittee(db, 'Housing');
const roads = await createCommittee(db, 'Roads');

const get = (url: string) => call('GET', url, { token: adminToken });
const search = (search_term: string) =>
  call('POST', '/search-users', { token: adminToken, body: { search_term } });
const foundIds = async (term: string) =>
  (await search(term)).answer.data.map((user: { id: number }) => user.id);
/** A page link of an answer, as the path and query that `call` takes. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(portal.app.deps.config.appUrl);
  return `${parsed.pathname.replace('/api', '')}${parsed.search}`;
};

describe(`GET /api/users on ${testEngine}`, () => {
  it('totals every user, one more after a user is added and one fewer after a deletion', async () => {
    const total = await countRows(db, 'users');
    expect((await get('/users')).answer.total).toBe(total);
    const created = await call('POST', '/users', { token: adminToken, body: newUser() });
    expect(created.statusCode).toBe(201);
    expect((await get('/users')).answer.total).toBe(total + 1);
    const removed = await call('DELETE', `/users/${created.answer.data.id}`, { token: adminToken });
    expect(removed.statusCode).toBe(200);
    expect((await get('/users')).answer.total).toBe(total);
  });

  it('lists newest first, ten a page, each user with their committees', async () => {
    for (let i = 1; i <= 11; i++) {
      const user = await createUser({
        name: `Paging user ${String(i).padStart(2, '0')}`,
        member_of_a_committee: 1,
      });
      const seats = [{ committee_id: roads, committee_role_id: Member }];
      if (i % 2) seats.push({ committee_id: housing, committee_role_id: Chairperson });
      await db
        .insertInto('committee_members')
        .values(seats.map((seat) => ({ ...seat, user_id: user.id })))
        .execute();
    }
    const first = await get('/users');
    expect(first.statusCode).toBe(200);
    expect(first.answer.data).toHaveLength(10);
    expect(first.answer.data[0]).toMatchObject({
      name: 'Paging user 11',
      member_of_a_committee: 'Yes',
      user_committees: [
        { committee_id: housing, name: 'Housing', role_id: Chairperson, role: 'Chairperson' },
        { committee_id: roads, name: 'Roads', role_id: Member, role: 'Member' },
      ],
    });
    expect(first.answer.data[1].user_committees).toEqual([
      { committee_id: roads, name: 'Roads', role_id: Member, role: 'Member' },
    ]);
    const ids = first.answer.data.map((user: { id: number }) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const next = first.answer.links.at(-1);
    expect(next.label).toBe('Next »');
    const second = await get(pathOf(next.url));
    expect(second.answer.current_page).toBe(2);
    expect(second.answer.data.map((user: { name: string }) => user.name)).toEqual([
      'Paging user 01',
      'Ada Admin',
    ]);
    expect(second.answer.data[1]).toMatchObject({
      member_of_a_committee: 'No',
      user_committees: [],
    });
  });
});

describe(`POST /api/search-users on ${testEngine}`, () => {
  it('finds users by name, email or phone, ignoring case', async () => {
    const byName = await createUser({ name: 'Wanjiru Kamau' });
    const byEmail = await createUser({ email: uniqueEmail('kamau.works') });
    const byPhone = await createUser({ phone: '712 000 999' });
    await createUser({ name: 'Someone Else' });

    expect(await foundIds('KAMAU')).toEqual([byEmail.id, byName.id]);
    expect(await foundIds('000 99')).toEqual([byPhone.id]);
    const found = await search('kamau');
    expect(found.answer.message).toBe('2 users found.');
  });

  it('takes short terms and the characters of LIKE and full-text syntax literally', async () => {
    const percent = await createUser({ name: 'Agent 50% Ltd' });
    await createUser({ name: 'Agent 500 Ltd' });
    const quoted = await createUser({ name: 'The "Quoted" Co' });
    expect(await foundIds('50%')).toEqual([percent.id]);
    expect(await foundIds('%')).toEqual([percent.id]);
    expect(await foundIds('"quoted"')).toEqual([quoted.id]);
    expect(await foundIds('"q')).toEqual([quoted.id]);
  });

  it('keeps the term in its page links', async () => {
    for (let i = 1; i <= 11; i++) await createUser({ name: `Otieno ${i}` });
    const found = await search('oTIENO');
    expect(found.answer.total).toBe(11);
    const page2 = pageLink(found.answer, '2');
    expect(page2.searchParams.get('search_term')).toBe('oTIENO');
    const second = await get(pathOf(page2.href));
    expect(second.answer.data).toHaveLength(1);
    expect(second.answer.data[0].name).toMatch(/^Otieno/);
  });
});

describe(`GET /api/unpaginated-items-users on ${testEngine}`, () => {
  it('answers the select lists of the user forms', async () => {
    const lists = await get('/unpaginated-items-users');
    expect(lists.statusCode).toBe(200);
    const { committees, committee_roles, roles, account_types, account_statuses } =
      lists.answer.data;
    expect(committees).toEqual([
      { id: housing, name: 'Housing' },
      { id: roads, name: 'Roads' },
    ]);
    expect(committee_roles.map((role: { name: string }) => role.name)).toEqual([
      'Chairperson',
      'Secretary',
      'Member',
    ]);
    expect(roles[0]).toEqual({ id: Role.Administrator, name: 'Administrator' });
    expect(roles).toHaveLength(6);
    expect(account_types).toHaveLength(4);
    expect(account_statuses).toEqual([
      { id: 1, name: 'Active', alias: 'active' },
      { id: 2, name: 'Blocked', alias: 'blocked' },
    ]);
  });
});
