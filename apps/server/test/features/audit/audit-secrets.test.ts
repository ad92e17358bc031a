import { describe, expect, it } from 'vitest';
import { Role, ServiceCategory } from '@portal/shared/constants';
import { auditEvents } from '@server-test/helpers/audit';
import { testEngine } from '@server-test/helpers/database';
import { dataUrl, png } from '@server-test/helpers/images';
import { startBackOffice } from '@server-test/helpers/portal';
import { newUser } from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, createUser, db, smtp, adminToken } = portal;

/** Runs an administrator's call that must succeed; answers its data. */
async function act(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) {
  const response = await call(method, url, { token: adminToken, body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.answer.data as Record<string, unknown> & { id: number };
}

describe(`audit trail on ${testEngine}: no secret in any event`, () => {
  it('keeps passwords, reset tokens, API keys, verification codes and SSO secrets out of events and the CSV', async () => {
    const secrets: string[] = [];

    // A password given at creation and another at an edit, and a reset link mailed.
    const user = await act('POST', '/users', newUser({ password: 'Known-first-pass-41' }));
    secrets.push('Known-first-pass-41');
    const edit = { ...newUser({ email: user.email }), id: user.id, reset_password: false };
    await act('PUT', `/users/${user.id}`, { ...edit, password: 'Known-second-pass-42' });
    secrets.push('Known-second-pass-42');
    await act('PUT', `/users/${user.id}`, { ...edit, password: '', reset_password: true });
    const resetMail = await smtp.waitFor(user.email as string);
    secrets.push(/recover-password\/([\w-]{43})/.exec(resetMail.text)![1]!);

    // A pending verification code, shown to administrators, on an account they then edit.
    const pending = await createUser({
      role_id: Role.RegisteredUser,
      email_verified_at: null,
      verification_code: '318274',
    });
    secrets.push('318274');
    await act('PUT', `/users/${pending.id}`, {
      ...newUser({ email: pending.email, role: Role.RegisteredUser }),
      id: pending.id,
      name: 'Pending Renamed',
      password: '',
      reset_password: false,
    });

    // Someone's API key, in clear, renamed and deleted by the administrator.
    const owner = await createUser({ name: 'Kofi Keys' });
    const ownerToken = await portal.signIn(owner);
    const created = await call('POST', '/apis', {
      token: ownerToken,
      body: { name: 'Reader', expiry_date: '2099-01-01' },
    });
    const key = created.answer.data as { id: number; key: string };
    secrets.push(key.key);
    await act('PUT', `/apis/${key.id}`, { id: key.id, name: 'Renamed', expiry_date: '2099-01-01' });

    // A service with single sign-on: the secret of its creation, then a new one.
    const service = await act('POST', '/services', {
      name: 'Linked service',
      link: 'https://linked.example/',
      has_sso: true,
      description: 'Linked',
      logo: dataUrl('image/png', png()),
      category: ServiceCategory.PartnerService,
    });
    secrets.push(service.sso_secret as string);
    const rotated = await act('POST', `/services/${service.id}/sso-secret`);
    secrets.push(rotated.secret as string);

    // What the database keeps of them: hashes and sealed copies.
    const stored = await db
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', 'in', [user.id, pending.id])
      .execute();
    secrets.push(...stored.map((row) => row.password_hash));
    const sealed = await db
      .selectFrom('api_keys')
      .select(['key_hash', 'key_encrypted'])
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    secrets.push(sealed.key_hash, sealed.key_encrypted);
    const hashed = await db
      .selectFrom('services')
      .select(['sso_secret_hash', 'logo'])
      .where('id', '=', service.id)
      .executeTakeFirstOrThrow();
    secrets.push(hashed.sso_secret_hash!, hashed.logo);
    await act('DELETE', `/apis/${key.id}`);
    await act('DELETE', `/users/${user.id}`);

    const events = await auditEvents(portal, adminToken);
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'user.created',
        'user.updated',
        'user.deleted',
        'api_key.updated',
        'api_key.deleted',
        'service.created',
        'service.sso_secret_issued',
      ]),
    );
    // The facts that a password was set and a reset link sent, without either.
    expect(
      events.find((event) => event.record_id === user.id && event.changes.password_set),
    ).toBeDefined();
    const rows = JSON.stringify(await db.selectFrom('audit_events').selectAll().execute());
    const csv = (
      await portal.app.inject({
        method: 'GET',
        url: '/api/audit-events/export',
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).body;
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(JSON.stringify(events)).not.toContain(secret);
      expect(rows).not.toContain(secret);
      expect(csv).not.toContain(secret);
    }
  });
});
