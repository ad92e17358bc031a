import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startPortal, uniqueEmail } from '@server-test/helpers/portal';

const portal = await startPortal();
const { call, createUser, db, smtp } = portal;

const LINK = /https:\/\/portal\.example\/auth\/recover-password\/([A-Za-z0-9_-]{43})/;

/** Asks for a reset link and answers the token in the mail, waiting for mail number `count`. */
async function mailedToken(email: string, count = 1): Promise<string> {
  expect((await call('POST', '/reset-password', { body: { email } })).statusCode).toBe(200);
  const mail = await smtp.waitFor(email, { after: count - 1 });
  return LINK.exec(mail.text)![1]!;
}

const newPassword = (token: string, password = 'brand-new-pass') => ({
  password,
  password_confirmation: password,
  remember_token: token,
});
const canLogin = async (email: string, password: string) =>
  (await call('POST', '/login', { body: { email, password } })).statusCode === 200;

describe(`POST /api/reset-password and /api/update-password on ${testEngine}`, () => {
  it('mails a link whose token sets a new password once, and signs every session out', async () => {
    const user = await createUser();
    const session = await portal.signIn(user);
    const token = await mailedToken(user.email);

    const updated = await call('POST', '/update-password', { body: newPassword(token) });
    expect(updated.statusCode).toBe(200);
    expect(updated.answer.message).toMatch(/password has been reset/);
    expect(await canLogin(user.email, 'brand-new-pass')).toBe(true);
    expect(await canLogin(user.email, user.password)).toBe(false);
    expect((await call('GET', '/profile', { token: session })).statusCode).toBe(401);

    const reused = await call('POST', '/update-password', {
      body: newPassword(token, 'third-pass-1'),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.answer.message).toMatch(/invalid or has expired/);
    expect(await canLogin(user.email, 'brand-new-pass')).toBe(true);
  });

  it('keeps only a hash of the token', async () => {
    const user = await createUser();
    const token = await mailedToken(user.email);
    const rows = await db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const user = await createUser();
    const unknown = uniqueEmail('nobody');
    const known = await call('POST', '/reset-password', { body: { email: user.email } });
    const ghost = await call('POST', '/reset-password', { body: { email: unknown } });
    expect(ghost.statusCode).toBe(known.statusCode);
    expect(ghost.answer).toEqual(known.answer);
    await smtp.waitFor(user.email);
    expect(smtp.mailsTo(unknown)).toEqual([]);
  });

  it('expires the link after 60 minutes', async () => {
    const user = await createUser();
    const token = await mailedToken(user.email);
    portal.clock.advance(60 * MINUTE + 1);
    expect((await call('POST', '/update-password', { body: newPassword(token) })).statusCode).toBe(
      400,
    );
    expect(await canLogin(user.email, user.password)).toBe(true);
  });

  it('voids the older link when a newer one is sent', async () => {
    const user = await createUser();
    const older = await mailedToken(user.email);
    portal.clock.advance(MINUTE);
    const newer = await mailedToken(user.email, 2);
    expect(newer).not.toBe(older);
    expect((await call('POST', '/update-password', { body: newPassword(older) })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/update-password', { body: newPassword(newer) })).statusCode).toBe(
      200,
    );
  });

  it('answers 422 with the shared validation messages and changes nothing', async () => {
    const user = await createUser();
    const token = await mailedToken(user.email);
    const short = await call('POST', '/update-password', {
      body: { password: 'abc', password_confirmation: 'abd', remember_token: token },
    });
    expect(short.statusCode).toBe(422);
    expect(short.answer.errors).toEqual({
      password: ['This field must be at least 6 characters long.'],
      password_confirmation: ['Passwords do not match.'],
    });
    const bad = await call('POST', '/reset-password', { body: { email: 'not-an-email' } });
    expect(bad.answer.errors).toEqual({ email: ['Enter a valid email address.'] });
    // The token survived the refused attempt.
    expect((await call('POST', '/update-password', { body: newPassword(token) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a made-up token', async () => {
    const made = await call('POST', '/update-password', { body: newPassword('x'.repeat(43)) });
    expect(made.statusCode).toBe(400);
    expect(made.answer.code).toBe('invalid_reset_token');
  });
});

const change = (current: string, password: string) => ({
  current_password: current,
  password,
  password_confirmation: password,
});

describe(`POST /api/change-password on ${testEngine}`, () => {
  it('wants the current password: a wrong or missing one changes nothing (422 on that field)', async () => {
    const user = await createUser();
    const token = await portal.signIn(user);
    const wrong = await call('POST', '/change-password', {
      token,
      body: change('not-my-password', 'changed-pass-1'),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.answer.errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    const { current_password: _, ...withoutCurrent } = change(user.password, 'changed-pass-1');
    const missing = await call('POST', '/change-password', { token, body: withoutCurrent });
    expect(missing.statusCode).toBe(422);
    expect(missing.answer.errors).toEqual({ current_password: ['This field is required.'] });

    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    expect(await canLogin(user.email, user.password)).toBe(true);
    expect(await canLogin(user.email, 'changed-pass-1')).toBe(false);
  });

  it('counts wrong current passwords towards the sign-in limit, and refuses a locked account as login does', async () => {
    const user = await createUser();
    const token = await portal.signIn(user);
    for (let n = 0; n < 4; n += 1) {
      const wrong = await call('POST', '/change-password', {
        token,
        body: change(`guess-${n}-password`, 'changed-pass-1'),
      });
      expect(wrong.statusCode).toBe(422);
    }
    expect(await canLogin(user.email, 'fifth-guess-1')).toBe(false);

    const changing = await call('POST', '/change-password', {
      token,
      body: change(user.password, 'changed-pass-1'),
    });
    const login = await call('POST', '/login', {
      body: { email: user.email, password: user.password },
    });
    expect(changing.statusCode).toBe(429);
    expect(changing.answer).toEqual(login.answer);
    expect(changing.headers['retry-after']).toBe(login.headers['retry-after']);
    portal.clock.advance(MINUTE);
    expect(await canLogin(user.email, user.password)).toBe(true);
  });

  it('changes the password and signs out every session, this one included', async () => {
    const user = await createUser();
    const token = await portal.signIn(user);
    const other = await portal.signIn(user, true);

    const changed = await call('POST', '/change-password', {
      token,
      body: change(user.password, 'changed-pass-1'),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.answer.message).toMatch(/password has been changed/);
    expect((await call('GET', '/profile', { token })).statusCode).toBe(401);
    expect((await call('GET', '/profile', { token: other })).statusCode).toBe(401);
    expect(await canLogin(user.email, 'changed-pass-1')).toBe(true);
    expect(await canLogin(user.email, user.password)).toBe(false);
  });

  it('answers 422 on mismatch and keeps the old password and session', async () => {
    const user = await createUser();
    const token = await portal.signIn(user);
    const refused = await call('POST', '/change-password', {
      token,
      body: { ...change(user.password, 'changed-pass-1'), password_confirmation: 'changed-pass-2' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({ password_confirmation: ['Passwords do not match.'] });
    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
    expect(await canLogin(user.email, user.password)).toBe(true);
  });

  it('refuses the signed-out (401) and the unverified (403)', async () => {
    const unverified = await createUser({ role_id: Role.RegisteredUser, email_verified_at: null });
    const body = change(unverified.password, 'changed-pass-1');
    expect((await call('POST', '/change-password', { body })).statusCode).toBe(401);

    const token = await portal.signIn(unverified);
    const refused = await call('POST', '/change-password', { token, body });
    expect(refused.statusCode).toBe(403);
    expect(await canLogin(unverified.email, unverified.password)).toBe(true);
  });
});
