import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import { newUser, usersState } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, createUser, db, adminToken } = portal;
const investor = await createUser({ name: 'Ivan Investor', role_id: Role.Investor });
const investorToken = await portal.signIn(investor);
const target = await createUser({ name: 'Tara Target', verification_code: '123456' });

describe(`users on ${testEngine}: who may call`, () => {
  const edit = { ...newUser({ email: target.email }), id: target.id };
  const calls: [string, string, object?][] = [
    ['GET', '/users'],
    ['POST', '/search-users', { search_term: 'a' }],
    ['GET', '/unpaginated-items-users'],
    ['POST', '/users', newUser()],
    ['PUT', `/users/${target.id}`, edit],
    ['DELETE', `/users/${target.id}`],
    [
      'POST',
      `/update-account-status/${target.id}`,
      { id: target.id, status: AccountStatus.Blocked },
    ],
  ];

  it.each(calls)(
    '%s %s answers 401 signed out and 403 to a non-administrator, and changes nothing',
    async (method, url, body) => {
      const before = await usersState(db);
      expect((await call(method, url, { body })).statusCode).toBe(401);
      const refused = await call(method, url, { body, token: investorToken });
      expect(refused.statusCode).toBe(403);
      expect(await usersState(db)).toEqual(before);
    },
  );

  it.each([
    ['GET', '/users/999999'],
    ['PUT', '/users/999999', { ...newUser(), id: 999999 }],
    ['DELETE', '/users/999999'],
    ['POST', '/update-account-status/999999', { id: 999999, status: AccountStatus.Blocked }],
  ] as [string, string, object?][])(
    '%s %s answers 404 for a user that does not exist',
    async (method, url, body) => {
      const before = await usersState(db);
      const missing = await call(method, url, { body, token: adminToken });
      expect(missing.statusCode).toBe(404);
      expect(missing.answer.message).toBe('User not found.');
      expect(await usersState(db)).toEqual(before);
    },
  );

  it('refuses an id beyond the range of ids with 422, not a database error', async () => {
    const tooLarge = await call('GET', '/users/99999999999', { token: adminToken });
    expect(tooLarge.statusCode).toBe(422);
    expect(Object.keys(tooLarge.answer.errors)).toEqual(['id']);
    const choice = await call('POST', '/users', {
      token: adminToken,
      body: newUser({ role: 99999999999 }),
    });
    expect(choice.statusCode).toBe(422);
    expect(choice.answer.errors).toEqual({ role: ['This field is required.'] });
  });
});

describe(`GET /api/users/{id} on ${testEngine}`, () => {
  it('answers 401 signed out', async () => {
    expect((await call('GET', `/users/${target.id}`)).statusCode).toBe(401);
  });

  it('shows an administrator any user, with their pending verification code', async () => {
    const read = await call('GET', `/users/${target.id}`, { token: adminToken });
    expect(read.statusCode).toBe(200);
    expect(read.answer.data).toMatchObject({
      id: target.id,
      name: 'Tara Target',
      email: target.email,
      verification_code: '123456',
      user_role: 'Investor',
      role: Role.Investor,
      account_status: 'Active',
      status: AccountStatus.Active,
      member_of_a_committee: 'No',
      user_committees: [],
    });
  });

  it('shows users themselves, without their verification code, and no one else', async () => {
    await db
      .updateTable('users')
      .set({ verification_code: '654321' })
      .where('id', '=', investor.id)
      .execute();
    const own = await call('GET', `/users/${investor.id}`, { token: investorToken });
    expect(own.statusCode).toBe(200);
    expect(own.answer.data).toMatchObject({ id: investor.id, verification_code: null });

    const other = await call('GET', `/users/${target.id}`, { token: investorToken });
    expect(other.statusCode).toBe(403);
    expect(other.answer.message).toBe('You can only view your own account.');
    // Whether a user exists is no business of a non-administrator either.
    expect((await call('GET', '/users/999999', { token: investorToken })).statusCode).toBe(403);
  });

  it('refuses an unverified role-2 user, even about themself', async () => {
    const pending = await createUser({ role_id: Role.RegisteredUser, email_verified_at: null });
    const refused = await call('GET', `/users/${pending.id}`, {
      token: await portal.signIn(pending),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.answer.code).toBe('email_not_verified');
  });
});
