import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { site } from '@portal/shared/site';
import { auditEvents } from '@server-test/helpers/audit';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import { enrolAuthenticator, passwordStep } from '@server-test/helpers/second-factors';

const portal = await startBackOffice();
const { call, createUser, signIn, clock, smtp, admin } = portal;

const IDENTITY_CHECK = 'Came to the front desk with her national ID card, number checked.';

describe(`an administrator's reset of second factors on ${testEngine}`, () => {
  it('removes every factor of an owner who lost them, signs them out, and keeps how identity was checked', async () => {
    const adminToken = await signIn(admin);
    const owner = await createUser({ name: 'Lola Lost' });
    const ownerToken = await signIn(owner);
    await enrolAuthenticator(portal, ownerToken);
    await call('POST', '/mfa/recovery-codes', { token: ownerToken });
    // The mail that the app was set up comes first; codes made the first time send none.
    await smtp.waitFor(owner.email);
    const mails = 1;

    const blank = await call('DELETE', `/users/${owner.id}/mfa`, {
      token: adminToken,
      body: { identity_check: ' ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.answer.errors.identity_check).toEqual(['This field is required.']);

    const reset = await call('DELETE', `/users/${owner.id}/mfa`, {
      token: adminToken,
      body: { identity_check: IDENTITY_CHECK },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call('GET', '/profile', { token: ownerToken })).statusCode).toBe(401);
    expect(await signIn(owner)).toEqual(expect.any(String));
    const mail = await smtp.waitFor(owner.email, { after: mails });
    expect(mail.subject).toBe(`Your two-step sign-in was reset: ${site.name}`);

    const [event] = await auditEvents(portal, adminToken, {
      action: 'user.second_factors_reset',
    });
    expect(event).toMatchObject({
      record_id: owner.id,
      actor: { id: admin.id },
      changes: { identity_check: { before: null, after: IDENTITY_CHECK } },
    });

    const nothing = await call('DELETE', `/users/${owner.id}/mfa`, {
      token: adminToken,
      body: { identity_check: IDENTITY_CHECK },
    });
    expect(nothing.statusCode).toBe(409);
  });

  it('asks for a recent proof of who is asking, and is refused on oneself and without users.manage', async () => {
    const adminToken = await signIn(admin);
    const owner = await createUser();
    const ownerToken = await signIn(owner);
    await enrolAuthenticator(portal, ownerToken);
    clock.advance(6 * MINUTE);
    const body = { identity_check: IDENTITY_CHECK };

    const stale = await call('DELETE', `/users/${owner.id}/mfa`, { token: adminToken, body });
    expect(stale.statusCode).toBe(403);
    expect(stale.answer.code).toBe('reauthentication_required');
    await passwordStep(portal, owner);

    const investor = await signIn(await createUser({ role_id: Role.Investor }));
    expect(
      (await call('DELETE', `/users/${owner.id}/mfa`, { token: investor, body })).statusCode,
    ).toBe(403);
    const fresh = await signIn(admin);
    expect(
      (await call('DELETE', `/users/${admin.id}/mfa`, { token: fresh, body })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/users/999999/mfa', { token: fresh, body })).statusCode).toBe(
      404,
    );
  });
});

describe(`granting permissions on ${testEngine}`, () => {
  it('asks for a recent proof of who is asking; withdrawing and renaming do not', async () => {
    const adminToken = await signIn(admin);
    const created = await call('POST', '/roles', {
      token: adminToken,
      body: { name: `Clerks ${Date.now()}`, permissions: ['users.view'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.answer.data as { id: number; name: string };
    const user = await createUser();
    clock.advance(6 * MINUTE);
    const token = await signIn(admin);
    clock.advance(6 * MINUTE);

    const grant = await call('PUT', `/roles/${role.id}`, {
      token,
      body: { id: role.id, name: role.name, permissions: ['users.view', 'users.manage'] },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.answer.code).toBe('reauthentication_required');
    const withdraw = await call('PUT', `/roles/${role.id}`, {
      token,
      body: { id: role.id, name: `${role.name} renamed`, permissions: [] },
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);

    const shown = await call('GET', `/users/${user.id}`, { token });
    const giveRole = await call('PUT', `/users/${user.id}`, {
      token,
      body: { ...editable(shown.answer.data), role: Role.Administrator },
    });
    expect(giveRole.statusCode).toBe(403);
    expect(giveRole.answer.code).toBe('reauthentication_required');

    await call('POST', '/reauthenticate', { token, body: { password: admin.password } });
    const granted = await call('PUT', `/users/${user.id}`, {
      token,
      body: { ...editable(shown.answer.data), role: Role.Administrator },
    });
    expect(granted.statusCode, granted.body).toBe(200);
  });
});

/** The fields of the user edit form, from a user as the back office answers it. */
function editable(user: Record<string, unknown>) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    account_type: user.account_type_id,
    member_of_a_committee: user.member_of_a_committee ?? 'No',
  };
}
