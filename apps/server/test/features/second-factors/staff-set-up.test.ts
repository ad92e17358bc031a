import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import { softwareAuthenticator } from '@server-test/helpers/software-authenticator';

const portal = await startBackOffice();
const { call, createUser, signIn, adminToken, db } = portal;

/** Signs in with the password alone, as a client would, and answers what login answers. */
async function passwordOnly(user: { email: string; password: string }) {
  const answer = await call('POST', '/login', {
    body: { email: user.email, password: user.password },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.answer.data;
}

const refusedFirst = async (token: string, path: string) => {
  const answer = await call('GET', path, { token });
  expect(answer.statusCode, `${path}: ${answer.body}`).toBe(403);
  expect(answer.answer.code).toBe('second_factor_required');
  expect(answer.answer.message).toMatch(/set up two-step sign-in before anything else/);
};

describe(`staff must set up a second factor on ${testEngine}`, () => {
  it('before anything else; the set-up itself and the profile stay open, and then all is', async () => {
    const staff = await createUser({ name: 'Sam Staff', role_id: Role.Administrator });
    const { user, token } = await passwordOnly(staff);
    expect(user.must_set_up_second_factor).toBe(true);

    await refusedFirst(token, '/users');
    await refusedFirst(token, '/dashboard');
    await refusedFirst(token, '/sessions');
    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    expect((await call('GET', '/mfa', { token })).answer.data.passkeys).toBe(0);
    // Nothing a refused call would have done was done.
    const created = await call('POST', '/roles', {
      token,
      body: { name: 'Sneaked in', permissions: ['users.view'] },
    });
    expect(created.statusCode).toBe(403);
    expect(
      await db.selectFrom('roles').select('id').where('name', '=', 'Sneaked in').execute(),
    ).toEqual([]);

    const device = softwareAuthenticator(portal.config.appUrl);
    const options = await call('POST', '/mfa/passkeys/options', { token });
    const added = await call('POST', '/mfa/passkeys', {
      token,
      body: { name: 'Desk key', webauthn_response: device.create(options.answer.data.options) },
    });
    expect(added.statusCode, added.body).toBe(201);
    // The same session goes on at once.
    expect((await call('GET', '/users', { token })).statusCode).toBe(200);
    expect((await passwordOnly(staff)).mfa_required).toBe(true);

    // Removing the last factor puts the account back where it started.
    const removed = await call('DELETE', `/mfa/passkeys/${added.answer.data.passkeys[0].id}`, {
      token,
    });
    expect(removed.statusCode).toBe(200);
    await refusedFirst(token, '/users');
  });

  it('is asked of no account without a permission, and of one as soon as its role grants any', async () => {
    const investor = await createUser({ role_id: Role.Investor });
    const signedIn = await passwordOnly(investor);
    expect(signedIn.user.must_set_up_second_factor).toBe(false);
    expect((await call('GET', '/dashboard', { token: signedIn.token })).statusCode).toBe(200);

    // A role with no permission yet; its holder works as any account does.
    const role = await call('POST', '/roles', {
      token: adminToken,
      body: { name: 'Clerk', permissions: [] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const clerk = await createUser({ role_id: role.answer.data.id as number });
    const { token } = await passwordOnly(clerk);
    expect((await call('GET', '/dashboard', { token })).statusCode).toBe(200);

    // Granting the role a permission asks its holder, in the session they have, for a factor.
    const granted = await call('PUT', `/roles/${role.answer.data.id}`, {
      token: adminToken,
      body: { id: role.answer.data.id, name: 'Clerk', permissions: ['users.view'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    await refusedFirst(token, '/dashboard');
    expect((await passwordOnly(clerk)).user.must_set_up_second_factor).toBe(true);

    // The test helper signs staff in as staff do, with a passkey after the password.
    const viaHelper = await signIn(clerk);
    expect((await call('GET', '/users', { token: viaHelper })).statusCode).toBe(200);
  });
});
