import { describe, expect, it } from 'vitest';
import { site } from '@portal/shared/site';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startPortal } from '@server-test/helpers/portal';
import { passwordStep } from '@server-test/helpers/second-factors';
import { softwareAuthenticator } from '@server-test/helpers/software-authenticator';

const portal = await startPortal();
const { call, createUser, signIn, clock, smtp, db } = portal;
const ORIGIN = 'https://portal.example';

/** Adds a passkey made by `device` to the account `token` signs in; answers the call's answer. */
async function addPasskey(
  token: string,
  device: ReturnType<typeof softwareAuthenticator>,
  name = 'Work laptop',
) {
  const started = await call('POST', '/mfa/passkeys/options', { token });
  expect(started.statusCode, started.body).toBe(200);
  return call('POST', '/mfa/passkeys', {
    token,
    body: { name, webauthn_response: device.create(started.answer.data.options) },
  });
}

const passkeyCount = async (userId: number) =>
  Number(
    (
      await db
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`passkeys on ${testEngine}`, () => {
  it('are added and named, then sign in as the second step and without a password', async () => {
    const user = await createUser({ name: 'Pat Passkey' });
    const token = await signIn(user);
    const laptop = softwareAuthenticator(ORIGIN);

    const started = await call('POST', '/mfa/passkeys/options', { token });
    const { options } = started.answer.data;
    expect(options.rp).toEqual({ id: 'portal.example', name: site.name });
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection.residentKey).toBe('required');
    const added = await call('POST', '/mfa/passkeys', {
      token,
      body: { name: 'Work laptop', webauthn_response: laptop.create(options) },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.answer.data.passkeys).toEqual([
      {
        id: expect.any(Number),
        name: 'Work laptop',
        created_at: clock.now().toISOString(),
        last_used_at: null,
        synced: false,
      },
    ]);
    expect((await smtp.waitFor(user.email)).subject).toBe(`A passkey was added: ${site.name}`);
    expect((await call('GET', '/mfa', { token })).answer.data.passkeys).toBe(1);

    // A second device, then a better name for the first.
    const phone = softwareAuthenticator(ORIGIN);
    expect((await addPasskey(token, phone, 'Phone')).statusCode).toBe(201);
    const laptopId = added.answer.data.passkeys[0].id as number;
    const renamed = await call('PUT', `/mfa/passkeys/${laptopId}`, {
      token,
      body: { name: 'Office laptop' },
    });
    expect(renamed.answer.data.passkeys.map((p: { name: string }) => p.name)).toEqual([
      'Office laptop',
      'Phone',
    ]);

    // The password now asks for a second step, which a passkey answers.
    const challenge = await passwordStep(portal, user);
    const first = await call('POST', '/login', {
      body: { email: user.email, password: user.password },
    });
    expect(first.answer.data.methods).toEqual(['passkey']);
    const second = await call('POST', '/login/passkey/options', { body: { challenge } });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.answer.data.options.allowCredentials).toHaveLength(2);
    clock.advance(MINUTE);
    const signedIn = await call('POST', '/login/second-factor', {
      body: { challenge, webauthn_response: phone.get(second.answer.data.options) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.answer.data.user.email).toBe(user.email);
    const methods = () =>
      db
        .selectFrom('sessions')
        .select('auth_methods')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    expect((await methods()).auth_methods).toBe('pwd passkey');
    const listed = await call('GET', '/mfa/passkeys', { token: signedIn.answer.data.token });
    expect(listed.answer.data.passkeys[1].last_used_at).toBe(clock.now().toISOString());

    // Without a password: the browser offers any passkey it holds, which names the account.
    const alone = await call('POST', '/login/passkey/options', { body: {} });
    expect(alone.answer.data.options.allowCredentials).toEqual([]);
    expect(alone.answer.data.options.userVerification).toBe('required');
    const passwordFree = await call('POST', '/login/passkey', {
      body: { webauthn_response: laptop.get(alone.answer.data.options), remember_me: true },
    });
    expect(passwordFree.statusCode, passwordFree.body).toBe(200);
    expect(passwordFree.answer.data.user.id).toBe(user.id);
    expect((await methods()).auth_methods).toBe('passkey');
  });

  it('refuses a signature that is replayed, cloned, unverified, or for another account', async () => {
    const owner = await createUser();
    const device = softwareAuthenticator(ORIGIN);
    expect((await addPasskey(await signIn(owner), device)).statusCode).toBe(201);
    const sessions = async () =>
      Number(
        (
          await db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const options = async () =>
      (await call('POST', '/login/passkey/options', { body: {} })).answer.data.options;
    const before = await sessions();

    // The same signature twice: its challenge is spent by the first.
    const signature = device.get(await options());
    expect(
      (await call('POST', '/login/passkey', { body: { webauthn_response: signature } })).statusCode,
    ).toBe(200);
    const replayed = await call('POST', '/login/passkey', {
      body: { webauthn_response: signature },
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.answer.message).toMatch(/passkey was not accepted/);

    // A copy of the key whose counter lags behind the original's.
    const [id] = [...device.held.keys()];
    device.held.get(id!)!.count = 0;
    const cloned = await call('POST', '/login/passkey', {
      body: { webauthn_response: device.get(await options()) },
    });
    expect(cloned.statusCode).toBe(401);
    device.held.get(id!)!.count = 5;

    // Without the device's lock, a passkey alone is one factor: refused without a password.
    const unverified = await call('POST', '/login/passkey', {
      body: { webauthn_response: device.get(await options(), { userVerified: false }) },
    });
    expect(unverified.statusCode).toBe(401);

    // A challenge past its five minutes.
    const stale = await options();
    clock.advance(6 * MINUTE);
    expect(
      (await call('POST', '/login/passkey', { body: { webauthn_response: device.get(stale) } }))
        .statusCode,
    ).toBe(401);

    // Another account's sign-in challenge: the owner's passkey does not finish it.
    const other = await createUser();
    const otherDevice = softwareAuthenticator(ORIGIN);
    expect((await addPasskey(await signIn(other), otherDevice)).statusCode).toBe(201);
    const challenge = await passwordStep(portal, other);
    const forOther = await call('POST', '/login/passkey/options', { body: { challenge } });
    const wrongKey = await call('POST', '/login/second-factor', {
      body: {
        challenge,
        webauthn_response: device.get({ challenge: forOther.answer.data.options.challenge }),
      },
    });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.answer.code).toBe('second_factor_refused');

    // Bad input: a 422 that changes nothing.
    const malformed = await call('POST', '/login/passkey', {
      body: { webauthn_response: { id: 'not base64url!', type: 'public-key' } },
    });
    expect(malformed.statusCode).toBe(422);
    expect(await sessions()).toBe(before + 1 + 1);
  });

  it('are refused from another site, and once removed sign in no more', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const phishing = softwareAuthenticator('https://portal-login.example');
    const refused = await addPasskey(token, phishing);
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors.webauthn_response[0]).toMatch(/could not be added/);
    expect(await passkeyCount(user.id)).toBe(0);

    const device = softwareAuthenticator(ORIGIN);
    const added = await addPasskey(token, device);
    const id = added.answer.data.passkeys[0].id as number;
    // Another account cannot rename or remove it.
    const stranger = await signIn(await createUser());
    expect(
      (await call('PUT', `/mfa/passkeys/${id}`, { token: stranger, body: { name: 'Mine' } }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/mfa/passkeys/${id}`, { token: stranger })).statusCode).toBe(404);
    expect(await passkeyCount(user.id)).toBe(1);

    // Removing it needs a recent proof of who is asking, as adding it does.
    clock.advance(6 * MINUTE);
    const late = await call('DELETE', `/mfa/passkeys/${id}`, { token });
    expect(late.statusCode).toBe(403);
    expect(late.answer.code).toBe('reauthentication_required');
    expect((await call('POST', '/mfa/passkeys/options', { token })).statusCode).toBe(403);
    await call('POST', '/reauthenticate', { token, body: { password: user.password } });
    const removed = await call('DELETE', `/mfa/passkeys/${id}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.answer.data.passkeys).toEqual([]);

    const options = (await call('POST', '/login/passkey/options', { body: {} })).answer.data
      .options;
    expect(
      (await call('POST', '/login/passkey', { body: { webauthn_response: device.get(options) } }))
        .statusCode,
    ).toBe(401);
    // The password alone signs in again.
    expect(await signIn(user)).toEqual(expect.any(String));
  });
});
