import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { PERMISSION_KEYS, PERMISSIONS, type Permission } from '@portal/shared/permissions';
import { countRows, testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import { newUser } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, createUser, signIn, db, adminToken, admin } = portal;

let named = 0;
async function createRole(permissions: readonly string[], token = adminToken) {
  return call('POST', '/roles', { token, body: { name: `Role ${++named}`, permissions } });
}

async function roleGranting(permissions: readonly Permission[]): Promise<number> {
  const created = await createRole(permissions);
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data.id as number;
}

/** A signed-in user whose new role grants `permissions`, with that role's id. */
async function holderOf(permissions: readonly Permission[]) {
  const roleId = await roleGranting(permissions);
  const user = await createUser({ role_id: roleId });
  return { ...user, roleId, token: await signIn(user) };
}

const grantsOf = async (id: number) =>
  (await call('GET', `/roles/${id}`, { token: adminToken })).answer.data.permissions as string[];

describe(`the permission catalogue on ${testEngine}`, () => {
  it('lists every permission with what it allows and its group, to any signed-in account', async () => {
    const investor = await signIn(await createUser());
    const answer = await call('GET', '/permissions', { token: investor });
    expect(answer.statusCode).toBe(200);
    expect(answer.answer.data).toEqual(
      PERMISSIONS.map(({ key, description, group }) => ({ key, description, group })),
    );
    expect(answer.answer.data.map((p: { key: string }) => p.key)).toEqual(
      expect.arrayContaining(['users.view', 'roles.manage', 'audit.view', 'mail.view']),
    );
    expect((await call('GET', '/permissions')).statusCode).toBe(401);
  });
});

describe(`what a role grants on ${testEngine}`, () => {
  it('keeps the permissions a role is created with, each once, and answers them', async () => {
    const created = await createRole(['mail.view', 'users.view', 'mail.view']);
    expect(created.statusCode).toBe(201);
    expect(created.answer.data.permissions).toEqual(['users.view', 'mail.view']);
    expect(await grantsOf(created.answer.data.id)).toEqual(['users.view', 'mail.view']);
  });

  it('refuses an unknown permission on its field, and creates nothing', async () => {
    const before = await countRows(db, 'roles');
    const refused = await createRole(['users.view', 'users.everything']);
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({
      'permissions.1': ['Unknown permission "users.everything".'],
    });
    expect(await countRows(db, 'roles')).toBe(before);
  });

  it('keeps what a role grants when a rename leaves permissions out, and replaces it when sent', async () => {
    const id = await roleGranting(['users.view', 'mail.view']);
    const renamed = await call('PUT', `/roles/${id}`, {
      token: adminToken,
      body: { id, name: 'Renamed role' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await grantsOf(id)).toEqual(['users.view', 'mail.view']);
    await call('PUT', `/roles/${id}`, {
      token: adminToken,
      body: { id, name: 'Renamed role', permissions: ['audit.view'] },
    });
    expect(await grantsOf(id)).toEqual(['audit.view']);
    await call('PUT', `/roles/${id}`, {
      token: adminToken,
      body: { id, name: 'Renamed role', permissions: [] },
    });
    expect(await grantsOf(id)).toEqual([]);
  });

  it('gives the Administrator every permission, and refuses to take one away', async () => {
    expect(await grantsOf(Role.Administrator)).toEqual(PERMISSION_KEYS);
    const refused = await call('PUT', `/roles/${Role.Administrator}`, {
      token: adminToken,
      body: { id: Role.Administrator, name: 'Administrator', permissions: ['users.view'] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.answer.message).toBe(
      'The Administrator role holds every permission: none can be taken from it.',
    );
    expect(await grantsOf(Role.Administrator)).toEqual(PERMISSION_KEYS);
    // The administrator's own calls still pass.
    expect((await call('GET', '/users', { token: adminToken })).statusCode).toBe(200);
  });

  it('grants nothing to Registered User, the role of every new sign-up', async () => {
    const refused = await call('PUT', `/roles/${Role.RegisteredUser}`, {
      token: adminToken,
      body: { id: Role.RegisteredUser, name: 'Registered User', permissions: ['users.view'] },
    });
    expect(refused.statusCode).toBe(409);
    expect(await grantsOf(Role.RegisteredUser)).toEqual([]);
  });

  it("applies a change to the role's users on their next call, without signing them out", async () => {
    const clerk = await holderOf(['users.view']);
    const { roleId } = clerk;
    expect((await call('GET', '/users', { token: clerk.token })).statusCode).toBe(200);
    await call('PUT', `/roles/${roleId}`, {
      token: adminToken,
      body: { id: roleId, name: 'Clerks', permissions: ['mail.view'] },
    });
    expect((await call('GET', '/users', { token: clerk.token })).statusCode).toBe(403);
    expect((await call('GET', '/mail-outbox', { token: clerk.token })).statusCode).toBe(200);
    const profile = await call('GET', '/profile', { token: clerk.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.answer.data.permissions).toEqual(['mail.view']);
  });
});

describe(`nobody grants what they do not hold, on ${testEngine}`, () => {
  it('refuses a role manager a permission they lack, on the field, and changes nothing', async () => {
    const manager = await holderOf(['roles.manage', 'mail.view']);
    const before = await countRows(db, 'roles');
    const refused = await createRole(['mail.view', 'users.manage'], manager.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({
      permissions: ['You cannot grant or withdraw a permission you do not hold: users.manage.'],
    });
    expect(await countRows(db, 'roles')).toBe(before);

    const allowed = await createRole(['mail.view'], manager.token);
    expect(allowed.statusCode).toBe(201);
  });

  it('refuses to add or withdraw, on an existing role, what the manager lacks', async () => {
    const manager = await holderOf(['roles.manage', 'mail.view']);
    const id = await roleGranting(['audit.view']);
    for (const permissions of [['audit.view', 'users.view'], []]) {
      const refused = await call('PUT', `/roles/${id}`, {
        token: manager.token,
        body: { id, name: 'Auditors', permissions },
      });
      expect(refused.statusCode).toBe(422);
    }
    expect(await grantsOf(id)).toEqual(['audit.view']);
    // Adding what they hold, keeping what they lack as it is, passes.
    const added = await call('PUT', `/roles/${id}`, {
      token: manager.token,
      body: { id, name: 'Auditors', permissions: ['audit.view', 'mail.view'] },
    });
    expect(added.statusCode).toBe(200);
    expect(await grantsOf(id)).toEqual(['audit.view', 'mail.view']);
  });

  it('keeps roles.manage with its last active holder', async () => {
    const manager = await holderOf(['roles.manage']);
    const { roleId } = manager;
    const drop = () =>
      call('PUT', `/roles/${roleId}`, {
        token: manager.token,
        body: { id: roleId, name: 'Role managers', permissions: [] },
      });
    // Everyone else who could manage roles steps away for a moment: the manager is the last.
    const others = await db
      .selectFrom('users')
      .select('id')
      .where('status', '=', AccountStatus.Active)
      .where('id', '!=', manager.id)
      .execute();
    const othersIds = others.map((other) => other.id);
    await db
      .updateTable('users')
      .set({ status: AccountStatus.Blocked })
      .where('id', 'in', othersIds)
      .execute();
    const refused = await drop();
    // Back before anyone calls again: a blocked account's call would end its session.
    await db
      .updateTable('users')
      .set({ status: AccountStatus.Active })
      .where('id', 'in', othersIds)
      .execute();
    expect(refused.statusCode).toBe(409);
    expect(refused.answer.message).toBe(
      'You are the last active holder of roles.manage: give it to someone else before you drop it.',
    );
    expect(await grantsOf(roleId)).toEqual(['roles.manage']);
    // With the administrator back, somebody else can still manage roles.
    expect((await drop()).statusCode).toBe(200);
    expect(await grantsOf(roleId)).toEqual([]);
  });
});

describe(`users are given only roles within the actor's own grants, on ${testEngine}`, () => {
  it('refuses a user manager the Administrator role on its field, and creates nobody', async () => {
    const manager = await holderOf(['users.manage', 'users.view']);
    const before = await countRows(db, 'users');
    const refused = await call('POST', '/users', {
      token: manager.token,
      body: newUser({ role: Role.Administrator }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors?.role?.[0]).toMatch(
      /^You cannot give this role: it holds permissions you do not \(.*roles\.manage.*\)\.$/,
    );
    expect(await countRows(db, 'users')).toBe(before);
    const allowed = await call('POST', '/users', {
      token: manager.token,
      body: newUser({ role: Role.Investor }),
    });
    expect(allowed.statusCode).toBe(201);
  });

  it('refuses to edit, block or delete an account that holds more than the actor', async () => {
    const manager = await holderOf(['users.manage', 'users.view', 'users.status']);
    const edited = await call('PUT', `/users/${admin.id}`, {
      token: manager.token,
      body: newUser({ id: admin.id, role: Role.Administrator, email: admin.email }),
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.answer.message).toMatch(/^You cannot change this account/);
    const blocked = await call('POST', `/update-account-status/${admin.id}`, {
      token: manager.token,
      body: { id: admin.id, status: AccountStatus.Blocked },
    });
    expect(blocked.statusCode).toBe(409);
    const deleted = await call('DELETE', `/users/${admin.id}`, { token: manager.token });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.answer.message).toMatch(/^You cannot delete this account/);
    const stored = await db
      .selectFrom('users')
      .select(['status', 'name'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: AccountStatus.Active, name: 'Ada Admin' });
  });
});

describe(`the current user carries their permissions, on ${testEngine}`, () => {
  it('answers them on sign-in: all for the administrator, none for an investor', async () => {
    // One who has not signed in yet: the password alone still answers them, with the set-up
    // of a second factor that they ask for first.
    const newcomer = await createUser({ role_id: Role.Administrator });
    const adminLogin = await call('POST', '/login', {
      body: { email: newcomer.email, password: newcomer.password, remember_me: false },
    });
    expect(adminLogin.statusCode, adminLogin.body).toBe(200);
    expect(adminLogin.answer.data.user.permissions).toEqual(PERMISSION_KEYS);
    expect(adminLogin.answer.data.user.must_set_up_second_factor).toBe(true);
    const investor = await createUser();
    const login = await call('POST', '/login', {
      body: { email: investor.email, password: investor.password, remember_me: false },
    });
    expect(login.answer.data.user.permissions).toEqual([]);
  });
});
