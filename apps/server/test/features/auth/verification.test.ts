import { describe, expect, it } from 'vitest';
import { CurrentUserSchema } from '@portal/shared/current-user';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startPortal, uniqueEmail } from '@server-test/helpers/portal';

const portal = await startPortal();
const { call, db, smtp } = portal;

/** Registers through the API, signs in, and answers the token and the mailed code. */
async function registeredUser() {
  const email = uniqueEmail('verify');
  const password = 'secret-pass-1';
  const registered = await call('POST', '/register', {
    body: {
      account_type: 1,
      name: 'Zawadi Mwangi',
      email,
      country_code: '+254',
      phone: '712345678',
      password,
      password_confirmation: password,
      accept_terms: true,
    },
  });
  expect(registered.statusCode).toBe(201);
  const token = await portal.signIn({ email, password });
  return { email, token, code: await mailedCode(email) };
}

/** The code of the newest mail to `email`, once it has received `count` mails. */
async function mailedCode(email: string, count = 1): Promise<string> {
  const mail = await smtp.waitFor(email, { after: count - 1 });
  return /code is (\d{6})/.exec(mail.text)![1]!;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
const verifiedAt = async (email: string) =>
  (
    await db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).email_verified_at;

describe(`POST /api/verify-email on ${testEngine}`, () => {
  it('verifies with the mailed code and answers the user, after which account calls open', async () => {
    const { email, token, code } = await registeredUser();
    const verified = await call('POST', '/verify-email', { token, body: { code } });

    expect(verified.statusCode).toBe(200);
    expect(verified.answer.message).toBe('Your email address has been verified.');
    // "status, message, user", and under data like every other answer.
    const user = CurrentUserSchema.parse(verified.answer.user);
    expect(verified.answer.data.user).toEqual(verified.answer.user);
    expect(user.email_verified_at).toBe(portal.clock.now().toISOString());
    expect(user.token).toBe(token);
    expect(await verifiedAt(email)).not.toBeNull();
    expect((await call('GET', '/profile', { token })).statusCode).toBe(200);
  });

  it('refuses a wrong code with a field message, and leaves the account unverified', async () => {
    const { email, token, code } = await registeredUser();
    const wrong = await call('POST', '/verify-email', { token, body: { code: otherCode(code) } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.answer.errors).toEqual({ code: ['This code is incorrect.'] });
    expect(await verifiedAt(email)).toBeNull();
  });

  it('kills the code after 5 wrong tries: the right one no longer works', async () => {
    const { email, token, code } = await registeredUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await call('POST', '/verify-email', { token, body: { code: otherCode(code) } });
    }
    const right = await call('POST', '/verify-email', { token, body: { code } });
    expect(right.statusCode).toBe(422);
    expect(right.answer.errors.code[0]).toMatch(/Request a new code/);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('lets concurrent guesses spend no more than 5 tries between them', async () => {
    const { email, token, code } = await registeredUser();
    const guesses = Array.from({ length: 20 }, (_, n) => String(n).padStart(6, '9'));
    await Promise.all(
      guesses
        .filter((guess) => guess !== code)
        .map((guess) => call('POST', '/verify-email', { token, body: { code: guess } })),
    );
    const row = await db
      .selectFrom('users')
      .select('verification_attempts')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.verification_attempts).toBe(5);
    expect((await call('POST', '/verify-email', { token, body: { code } })).statusCode).toBe(422);
  });

  it('expires the code after 10 minutes', async () => {
    const { email, token, code } = await registeredUser();
    portal.clock.advance(10 * MINUTE + 1);
    const late = await call('POST', '/verify-email', { token, body: { code } });
    expect(late.statusCode).toBe(422);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('uses a code once: a second verification changes nothing', async () => {
    const { email, token, code } = await registeredUser();
    await call('POST', '/verify-email', { token, body: { code } });
    const first = await verifiedAt(email);
    portal.clock.advance(MINUTE);
    const again = await call('POST', '/verify-email', { token, body: { code } });
    expect(again.answer.message).toBe('Your email address is already verified.');
    expect(again.answer.user.email_verified_at).toBe(first);
    expect(await verifiedAt(email)).toBe(first);
    const row = await db
      .selectFrom('users')
      .select('verification_code')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.verification_code).toBeNull();
  });

  it('answers 422 for a code that is not 6 digits, and 401 signed out', async () => {
    const { token } = await registeredUser();
    const letters = await call('POST', '/verify-email', { token, body: { code: '12ab56' } });
    expect(letters.statusCode).toBe(422);
    expect(letters.answer.errors).toEqual({ code: ['Enter the 6-digit code from the email.'] });
    const empty = await call('POST', '/verify-email', { token, body: { code: '' } });
    expect(empty.answer.errors).toEqual({ code: ['This field is required.'] });
    expect((await call('POST', '/verify-email', { body: { code: '123456' } })).statusCode).toBe(
      401,
    );
  });
});

describe(`GET /api/resend-verification-code on ${testEngine}`, () => {
  it('mails a new code that replaces the old one', async () => {
    const { email, token, code } = await registeredUser();
    const resent = await call('GET', '/resend-verification-code', { token });
    expect(resent.statusCode).toBe(200);
    expect(resent.answer.message).toBe(`We have sent a new verification code to ${email}.`);
    const fresh = await mailedCode(email, 2);

    if (fresh !== code) {
      expect((await call('POST', '/verify-email', { token, body: { code } })).statusCode).toBe(422);
    }
    expect((await call('POST', '/verify-email', { token, body: { code: fresh } })).statusCode).toBe(
      200,
    );
  });

  it('gives a fresh code 5 new tries and 10 new minutes', async () => {
    const { email, token, code } = await registeredUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await call('POST', '/verify-email', { token, body: { code: otherCode(code) } });
    }
    portal.clock.advance(11 * MINUTE);
    await call('GET', '/resend-verification-code', { token });
    const fresh = await mailedCode(email, 2);
    portal.clock.advance(9 * MINUTE);
    expect((await call('POST', '/verify-email', { token, body: { code: fresh } })).statusCode).toBe(
      200,
    );
  });

  it('sends at most 3 codes per 5 minutes per address, the registration mail included', async () => {
    const { token } = await registeredUser();
    expect((await call('GET', '/resend-verification-code', { token })).statusCode).toBe(200);
    expect((await call('GET', '/resend-verification-code', { token })).statusCode).toBe(200);
    const fourth = await call('GET', '/resend-verification-code', { token });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    portal.clock.advance(5 * MINUTE);
    expect((await call('GET', '/resend-verification-code', { token })).statusCode).toBe(200);
  });

  it('refuses a verified user (409) and a signed-out one (401)', async () => {
    const verified = await portal.createUser();
    const token = await portal.signIn(verified);
    const resend = await call('GET', '/resend-verification-code', { token });
    expect(resend.statusCode).toBe(409);
    expect(resend.answer.message).toBe('Your email address is already verified.');
    expect((await call('GET', '/resend-verification-code')).statusCode).toBe(401);
  });
});
