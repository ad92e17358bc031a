import { describe, expect, it } from 'vitest';
import { site } from '@portal/shared/site';
import { testEngine } from '@server-test/helpers/database';
import { MINUTE } from '@server-test/helpers/clock';
import {
  anotherInstance,
  onEachInstance,
  startPortal,
  uniqueIp,
} from '@server-test/helpers/portal';
import { codeAt, enrolAuthenticator, passwordStep } from '@server-test/helpers/second-factors';
import { xsrf } from '@server-test/helpers/app';

const portal = await startPortal();
const { call, createUser, signIn, clock, smtp, db } = portal;

const secondStep = (challenge: string, body: Record<string, string>) =>
  call('POST', '/login/second-factor', { body: { challenge, ...body } });

describe(`an authenticator app on ${testEngine}`, () => {
  it('is set up with a code it shows, after which signing in takes the code too', async () => {
    const user = await createUser({ name: 'Tom Totp' });
    const token = await signIn(user);

    const started = await call('POST', '/mfa/totp', { token });
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_uri } = started.answer.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${site.name}:${user.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe(site.name);

    // Pending until confirmed: a wrong code changes nothing, and sign-in still takes the password.
    const wrong = await call('POST', '/mfa/totp/confirm', { token, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.answer.errors.code[0]).toMatch(/not right/);
    expect((await call('GET', '/mfa', { token })).answer.data.totp).toBeNull();
    expect(await signIn(user)).toEqual(expect.any(String));

    const confirmed = await call('POST', '/mfa/totp/confirm', {
      token,
      body: { code: codeAt(secret, clock) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.answer.data.totp).toEqual({ confirmed_at: clock.now().toISOString() });
    expect((await smtp.waitFor(user.email)).subject).toBe(`Two-step sign-in is on: ${site.name}`);

    // A second set-up is refused while this one stands.
    expect((await call('POST', '/mfa/totp', { token })).statusCode).toBe(409);

    // The password alone now opens no session: it answers a challenge.
    const first = await call('POST', '/login', {
      body: { email: user.email, password: user.password },
    });
    expect(first.statusCode).toBe(200);
    expect(first.answer.data).toEqual({
      mfa_required: true,
      challenge: expect.any(String),
      methods: ['totp'],
    });
    expect(first.answer.data.token).toBeUndefined();

    clock.advance(30_000);
    const second = await secondStep(first.answer.data.challenge, { code: codeAt(secret, clock) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.answer.data.user.email).toBe(user.email);
    const session = second.answer.data.token as string;
    expect((await call('GET', '/profile', { token: session })).statusCode).toBe(200);
    const stored = await db
      .selectFrom('sessions')
      .select('auth_methods')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.auth_methods).toBe('pwd otp');

    // The challenge is spent: it opens no second session.
    clock.advance(30_000);
    const again = await secondStep(first.answer.data.challenge, { code: codeAt(secret, clock) });
    expect(again.statusCode).toBe(401);
    expect(again.answer.message).toMatch(/sign-in has expired/);
  });

  it('accepts a code once, and no code older than the last accepted', async () => {
    const user = await createUser();
    const secret = await enrolAuthenticator(portal, await signIn(user));
    clock.advance(60_000);
    const code = codeAt(secret, clock);
    expect((await secondStep(await passwordStep(portal, user), { code })).statusCode).toBe(200);

    const replayed = await secondStep(await passwordStep(portal, user), { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.answer).toMatchObject({ code: 'second_factor_refused' });
    // The step before is still within the skew, but older than the one accepted.
    const older = await secondStep(await passwordStep(portal, user), {
      code: codeAt(secret, clock, -1),
    });
    expect(older.statusCode).toBe(401);
  });

  it('takes a code one step early or late, for a phone whose clock drifts, but not two', async () => {
    const user = await createUser();
    const secret = await enrolAuthenticator(portal, await signIn(user));
    clock.advance(5 * MINUTE);
    const late = await secondStep(await passwordStep(portal, user), {
      code: codeAt(secret, clock, -1),
    });
    expect(late.statusCode).toBe(200);
    const early = await secondStep(await passwordStep(portal, user), {
      code: codeAt(secret, clock, 1),
    });
    expect(early.statusCode).toBe(200);
    clock.advance(5 * MINUTE);
    for (const steps of [-2, 2]) {
      const far = await secondStep(await passwordStep(portal, user), {
        code: codeAt(secret, clock, steps),
      });
      expect(far.statusCode).toBe(401);
    }
  });

  it('lets one code through once when two instances receive it at the same moment', async () => {
    const user = await createUser();
    const secret = await enrolAuthenticator(portal, await signIn(user));
    const other = await anotherInstance(portal);
    clock.advance(MINUTE);
    const challenges = [await passwordStep(portal, user), await passwordStep(portal, user)];
    const code = codeAt(secret, clock);
    const statuses = await onEachInstance(
      [portal.app, other].map((app, index) => ({ app, challenge: challenges[index]! })),
      async ({ app, challenge }) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/login/second-factor',
            headers: xsrf,
            payload: { challenge, code },
            remoteAddress: uniqueIp(),
          })
        ).statusCode,
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('counts wrong codes against the account, and a right password does not clear them', async () => {
    const user = await createUser();
    const secret = await enrolAuthenticator(portal, await signIn(user));
    clock.advance(MINUTE);
    for (let n = 0; n < 5; n += 1) {
      const challenge = await passwordStep(portal, user);
      expect((await secondStep(challenge, { code: '123456' })).statusCode).toBe(401);
    }
    // Locked: even the password step waits now, and so would a right code.
    const locked = await call('POST', '/login', {
      body: { email: user.email, password: user.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.answer).toMatchObject({ code: 'sign_in_locked' });
    clock.advance(2 * MINUTE);
    const challenge = await passwordStep(portal, user);
    expect((await secondStep(challenge, { code: codeAt(secret, clock) })).statusCode).toBe(200);
  });

  it('lets a challenge lapse after five minutes, and refuses a body that sends both codes', async () => {
    const user = await createUser();
    const secret = await enrolAuthenticator(portal, await signIn(user));
    const challenge = await passwordStep(portal, user);
    const both = await secondStep(challenge, {
      code: codeAt(secret, clock),
      recovery_code: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(both.statusCode).toBe(422);
    clock.advance(5 * MINUTE + 1000);
    const lapsed = await secondStep(challenge, { code: codeAt(secret, clock) });
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.answer.message).toMatch(/sign-in has expired/);
    const unknown = await secondStep('no-such-challenge', { code: codeAt(secret, clock) });
    expect(unknown.statusCode).toBe(401);
  });

  it('is removed only after a recent proof of who is asking, and sign-in takes the password alone again', async () => {
    const user = await createUser({ name: 'Rita Remove' });
    const token = await signIn(user);
    const secret = await enrolAuthenticator(portal, token);
    await smtp.waitFor(user.email);

    clock.advance(6 * MINUTE);
    const stale = await call('DELETE', '/mfa/totp', { token });
    expect(stale.statusCode).toBe(403);
    expect(stale.answer).toMatchObject({ code: 'reauthentication_required' });
    expect((await call('GET', '/mfa', { token })).answer.data.totp).not.toBeNull();

    const wrong = await call('POST', '/reauthenticate', { token, body: { password: 'not-it-1' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.answer.errors.password).toEqual(['The current password is incorrect.']);
    const proven = await call('POST', '/reauthenticate', {
      token,
      body: { code: codeAt(secret, clock) },
    });
    expect(proven.statusCode, proven.body).toBe(200);

    const removed = await call('DELETE', '/mfa/totp', { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.answer.data).toEqual({ totp: null, passkeys: 0, recovery_codes: null });
    await smtp.waitFor(user.email, { after: 1 });
    expect(smtp.mailsTo(user.email).at(-1)?.subject).toBe(
      `Your authenticator app was removed: ${site.name}`,
    );
    expect(await signIn(user)).toEqual(expect.any(String));
    expect((await call('DELETE', '/mfa/totp', { token })).statusCode).toBe(404);
  });

  it('keeps remember me across the second step: the session outlives the idle limit', async () => {
    const user = await createUser();
    const secret = await enrolAuthenticator(portal, await signIn(user));
    clock.advance(MINUTE);
    const remembered = await secondStep(await passwordStep(portal, user, true), {
      code: codeAt(secret, clock),
    });
    clock.advance(MINUTE);
    const forgotten = await secondStep(await passwordStep(portal, user), {
      code: codeAt(secret, clock),
    });
    clock.advance(31 * MINUTE);
    const profile = (token: string) => call('GET', '/profile', { token });
    expect((await profile(remembered.answer.data.token)).statusCode).toBe(200);
    expect((await profile(forgotten.answer.data.token)).statusCode).toBe(401);
  });

  it('survives a password reset: a new password does not remove the second factor', async () => {
    const user = await createUser();
    const token = await signIn(user);
    await enrolAuthenticator(portal, token);
    const changed = await call('POST', '/change-password', {
      token,
      body: {
        current_password: user.password,
        password: 'a-new-pass-22',
        password_confirmation: 'a-new-pass-22',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await passwordStep(portal, { email: user.email, password: 'a-new-pass-22' });
  });
});
