import { describe, expect, it } from 'vitest';
import { site } from '@portal/shared/site';
import { testEngine } from '@server-test/helpers/database';
import { MINUTE } from '@server-test/helpers/clock';
import { startPortal } from '@server-test/helpers/portal';
import { enrolAuthenticator, passwordStep } from '@server-test/helpers/second-factors';

const portal = await startPortal();
const { call, createUser, signIn, clock, smtp, db } = portal;

const withRecoveryCode = async (user: { email: string; password: string }, code: string) =>
  call('POST', '/login/second-factor', {
    body: { challenge: await passwordStep(portal, user), recovery_code: code },
  });

describe(`recovery codes on ${testEngine}`, () => {
  it('are made only for an account with a second factor, ten at a time, and stored hashed', async () => {
    const user = await createUser();
    const token = await signIn(user);
    const early = await call('POST', '/mfa/recovery-codes', { token });
    expect(early.statusCode).toBe(409);

    await enrolAuthenticator(portal, token);
    const made = await call('POST', '/mfa/recovery-codes', { token });
    expect(made.statusCode).toBe(200);
    const codes = made.answer.data.codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);

    const stored = await db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where(
        'user_id',
        '=',
        (
          await db
            .selectFrom('users')
            .select('id')
            .where('email', '=', user.email)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^\$argon2id\$/);
      expect(codes.some((code) => code_hash.includes(code))).toBe(false);
    }
    const shown = await call('GET', '/mfa', { token });
    expect(shown.answer.data.recovery_codes).toEqual({
      left: 10,
      created_at: clock.now().toISOString(),
    });
  });

  it('each sign the owner in once, however typed, and the owner is told', async () => {
    const user = await createUser({ name: 'Cora Codes' });
    const token = await signIn(user);
    await enrolAuthenticator(portal, token);
    const codes = (await call('POST', '/mfa/recovery-codes', { token })).answer.data
      .codes as string[];
    // The mail that the app was set up comes first; codes made the first time send none.
    await smtp.waitFor(user.email);
    const mailsBefore = 1;

    // Lower case, no hyphens, spaces around: still the code.
    const typed = ` ${codes[3]!.toLowerCase().replaceAll('-', '')} `;
    const first = await withRecoveryCode(user, typed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.answer.data.token).toEqual(expect.any(String));
    const mail = await smtp.waitFor(user.email, { after: mailsBefore });
    expect(mail.subject).toBe(`A recovery code was used: ${site.name}`);

    const again = await withRecoveryCode(user, codes[3]!);
    expect(again.statusCode).toBe(401);
    expect(again.answer.message).toMatch(/recovery code is not right, or it has been used/);

    const left = await call('GET', '/mfa', { token: first.answer.data.token as string });
    expect(left.answer.data.recovery_codes.left).toBe(9);
    const login = await call('POST', '/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.answer.data.methods).toEqual(['totp', 'recovery_code']);
  });

  it('made again void the old ones, and need a recent proof of who is asking', async () => {
    const user = await createUser();
    const token = await signIn(user);
    await enrolAuthenticator(portal, token);
    const old = (await call('POST', '/mfa/recovery-codes', { token })).answer.data
      .codes as string[];
    clock.advance(6 * MINUTE);
    const stale = await call('POST', '/mfa/recovery-codes', { token });
    expect(stale.statusCode).toBe(403);
    expect(stale.answer.code).toBe('reauthentication_required');

    await call('POST', '/reauthenticate', { token, body: { password: user.password } });
    const fresh = (await call('POST', '/mfa/recovery-codes', { token })).answer.data
      .codes as string[];
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await withRecoveryCode(user, old[0]!)).statusCode).toBe(401);
    expect((await withRecoveryCode(user, fresh[0]!)).statusCode).toBe(200);
    // Set up, new codes, a code used: delivered in any order.
    await smtp.waitFor(user.email, { after: 2 });
    expect(smtp.mailsTo(user.email).map((mail) => mail.subject)).toContain(
      `New recovery codes: ${site.name}`,
    );
  });

  it('go with the last second factor: removing the app leaves no code that opens anything', async () => {
    const user = await createUser();
    const token = await signIn(user);
    await enrolAuthenticator(portal, token);
    await call('POST', '/mfa/recovery-codes', { token });
    const removed = await call('DELETE', '/mfa/totp', { token });
    expect(removed.answer.data.recovery_codes).toBeNull();
    expect(await signIn(user)).toEqual(expect.any(String));
  });
});
