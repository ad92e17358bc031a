import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import {
  createApiKey,
  createCommittee,
  Member,
  newUser,
  usersState,
} from '@server-test/helpers/user-fixtures';

// Its administrator is the only one until the tests below make another.
const portal = await startBackOffice();
const { call, createUser, db, admin, adminToken } = portal;
const committee = await createCommittee(db, 'Land board');

const remove = (id: number, token = adminToken) => call('DELETE', `/users/${id}`, { token });
const setStatus = (id: number, status: unknown, token = adminToken, body: object = {}) =>
  call('POST', `/update-account-status/${id}`, { token, body: { id, status, ...body } });

/** Sends a call that must be refused with 409 `message`, and checks that nothing changed. */
async function conflicts(send: () => ReturnType<typeof call>, message: string) {
  const before = await usersState(db);
  const refused = await send();
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.answer.message).toBe(message);
  expect(await usersState(db)).toEqual(before);
}

describe(`users on ${testEngine}: the last administrator stays`, () => {
  it('refuses to delete, block or demote the only active administrator', async () => {
    await conflicts(
      () => remove(admin.id),
      'The last administrator cannot be deleted: make another user an administrator first.',
    );
    await conflicts(
      () => setStatus(admin.id, AccountStatus.Blocked),
      'The last active administrator cannot be blocked: make another user an administrator first.',
    );
    await conflicts(
      () =>
        call('PUT', `/users/${admin.id}`, {
          token: adminToken,
          body: { ...newUser({ email: admin.email, role: Role.Investor }), id: admin.id },
        }),
      'The last active administrator must keep the Administrator role: make another user an administrator first.',
    );
  });

  it('counts only active administrators: a blocked one does not keep the back office open', async () => {
    await createUser({ role_id: Role.Administrator, status: AccountStatus.Blocked });
    await conflicts(
      () => setStatus(admin.id, AccountStatus.Blocked),
      'The last active administrator cannot be blocked: make another user an administrator first.',
    );
  });
});

describe(`DELETE /api/users/{id} on ${testEngine}`, () => {
  it('deletes the user with their sessions, reset links, API keys and committee seats', async () => {
    const user = await createUser({ role_id: Role.Developer, member_of_a_committee: 1 });
    const token = await portal.signIn(user);
    await createApiKey(db, user.id);
    await db
      .insertInto('committee_members')
      .values({ committee_id: committee, user_id: user.id, committee_role_id: Member })
      .execute();
    expect(
      (await call('POST', '/reset-password', { body: { email: user.email } })).statusCode,
    ).toBe(200);
    // A record the user wrote keeps existing, without its author.
    const { id: roleId } = await db
      .insertInto('roles')
      .values({ name: 'Written by the deleted user', created_by: user.id, updated_by: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();

    const deleted = await remove(user.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.answer).toEqual({ status: 'success', message: 'User deleted successfully.' });

    expect((await call('GET', '/profile', { token })).statusCode).toBe(401);
    expect((await call('GET', `/users/${user.id}`, { token: adminToken })).statusCode).toBe(404);
    for (const table of ['sessions', 'password_resets', 'api_keys', 'committee_members'] as const) {
      const left = await db.selectFrom(table).select('id').where('user_id', '=', user.id).execute();
      expect(left, table).toEqual([]);
    }
    const role = await db
      .selectFrom('roles')
      .select(['created_by', 'updated_by'])
      .where('id', '=', roleId)
      .executeTakeFirstOrThrow();
    expect(role).toEqual({ created_by: null, updated_by: null });
    expect((await remove(user.id)).statusCode).toBe(404);
  });
});

describe(`POST /api/update-account-status/{id} on ${testEngine}`, () => {
  it('blocks a user, signing them out, and activates them again', async () => {
    const user = await createUser({ name: 'Bo Blocked' });
    const token = await portal.signIn(user);

    const blocked = await setStatus(user.id, AccountStatus.Blocked, adminToken, {
      name: 'Not Written',
      email: 'not-written@example.com',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.answer.message).toBe('Account status updated successfully.');
    expect(blocked.answer.data).toMatchObject({
      id: user.id,
      name: 'Bo Blocked',
      email: user.email,
      status: AccountStatus.Blocked,
      account_status: 'Blocked',
      updated_by: 'Ada Admin',
    });
    expect((await call('GET', '/profile', { token })).statusCode).toBe(401);
    const login = await call('POST', '/login', { body: user });
    expect(login.statusCode).toBe(403);

    const active = await setStatus(user.id, AccountStatus.Active);
    expect(active.answer.data).toMatchObject({ status: 1, account_status: 'Active' });
    expect((await call('POST', '/login', { body: user })).statusCode).toBe(200);
  });

  it('refuses a status that is not listed, a missing one, or a body id for another user', async () => {
    const user = await createUser();
    const before = await usersState(db);
    const unlisted = await setStatus(user.id, 3);
    expect(unlisted.statusCode).toBe(422);
    expect(unlisted.answer.errors).toEqual({
      status: ['Choose one of the listed account statuses.'],
    });
    const missing = await setStatus(user.id, null);
    expect(missing.answer.errors).toEqual({ status: ['This field is required.'] });
    const mismatched = await call('POST', `/update-account-status/${user.id}`, {
      token: adminToken,
      body: { id: admin.id, status: AccountStatus.Blocked },
    });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.answer.errors.id).toBeDefined();
    expect(await usersState(db)).toEqual(before);
  });
});

describe(`users on ${testEngine}: administrators among themselves`, () => {
  it('refuses deleting or blocking yourself while another administrator remains', async () => {
    await createUser({ role_id: Role.Administrator });
    await conflicts(() => remove(admin.id), 'You cannot delete your own account.');
    await conflicts(
      () => setStatus(admin.id, AccountStatus.Blocked),
      'You cannot block your own account.',
    );
  });

  it('lets an administrator block and delete another administrator', async () => {
    const other = await createUser({ role_id: Role.Administrator });
    const token = await portal.signIn(other);
    expect((await setStatus(other.id, AccountStatus.Blocked)).statusCode).toBe(200);
    expect((await call('GET', '/users', { token })).statusCode).toBe(401);
    expect((await remove(other.id)).statusCode).toBe(200);
  });

  it('lets the administrators demote themselves while another remains', async () => {
    const demoted = await call('PUT', `/users/${admin.id}`, {
      token: adminToken,
      body: { ...newUser({ email: admin.email, role: Role.Investor }), id: admin.id },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await call('GET', '/users', { token: adminToken })).statusCode).toBe(403);
  });
});
