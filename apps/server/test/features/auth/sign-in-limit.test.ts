import { describe, expect, it } from 'vitest';
import { site } from '@portal/shared/site';
import { buildApp } from '@server/app';
import { xsrf } from '@server-test/helpers/app';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startPortal, uniqueEmail, uniqueIp } from '@server-test/helpers/portal';

const portal = await startPortal();
const { call, createUser, clock, smtp } = portal;

const login = (email: string, password: string, ip = uniqueIp()) =>
  call('POST', '/login', { body: { email, password }, ip });

/** Five wrong passwords from five addresses: the account's threshold, no address's. */
async function failFiveTimes(email: string) {
  for (let n = 0; n < 5; n += 1) {
    expect((await login(email, 'wrong-password')).statusCode).toBe(401);
  }
}

describe(`the per-account sign-in limit on ${testEngine}`, () => {
  it('stops 20 addresses x 5 wrong passwords after 5, refuses the right one alike, then lets it in', async () => {
    const user = await createUser({ name: 'Lena Locked' });
    const statuses: number[] = [];
    for (let address = 0; address < 20; address += 1) {
      const ip = uniqueIp();
      for (let n = 0; n < 5; n += 1) {
        statuses.push((await login(user.email, 'wrong-password', ip)).statusCode);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    // The right password is refused exactly as a wrong one: nothing is learnt from it.
    clock.advance(20_000);
    const wrong = await login(user.email, 'wrong-password');
    const right = await login(user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.answer).toEqual(wrong.answer);
    expect(right.answer).toMatchObject({ status: 'error', code: 'sign_in_locked' });
    expect(right.answer.message).toMatch(/Try again in 1 minute\./);
    expect(right.headers['retry-after']).toBe('40');
    expect(wrong.headers['retry-after']).toBe('40');

    // The wait ends by itself; success starts the count afresh.
    clock.advance(40_000);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let n = 0; n < 4; n += 1) {
      expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    // One mail for the whole episode; a reset link sent afterwards marks the end of the inbox.
    await call('POST', '/reset-password', { body: { email: user.email } });
    await smtp.waitFor(user.email, { after: 1 });
    const mails = smtp.mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Failed sign-in attempts on your ${site.name} account`,
      expect.stringMatching(/^Reset your/),
    ]);
    const [notice] = mails;
    expect(notice!.text).toContain('Hello Lena Locked,');
    expect(notice!.text).toContain('The wait ends by itself');
    expect(notice!.text).toContain('https://portal.example/auth/forgot-password');
  });

  it('makes each further failure wait longer: 1, 2, 4, 8, then 15 minutes at most', async () => {
    const user = await createUser();
    await failFiveTimes(user.email);
    const waits: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const refused = await login(user.email, 'wrong-password');
      expect(refused.statusCode).toBe(429);
      const seconds = String(refused.headers['retry-after']);
      waits.push(seconds);
      clock.advance(Number(seconds) * 1000);
      expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);
    // Still one mail for the episode.
    await call('POST', '/reset-password', { body: { email: user.email } });
    await smtp.waitFor(user.email, { after: 1 });
    expect(smtp.mailsTo(user.email)).toHaveLength(2);
  });

  it('forgets failures older than the 15-minute window, and a lock 12 hours after the last failure', async () => {
    const user = await createUser();
    for (let n = 0; n < 4; n += 1) await login(user.email, 'wrong-password');
    clock.advance(16 * MINUTE);
    for (let n = 0; n < 4; n += 1) {
      expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    await failFiveTimes(user.email);
    clock.advance(MINUTE);
    expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    clock.advance(12 * 60 * MINUTE);
    // A new run: four failures are allowed again before the fifth locks.
    for (let n = 0; n < 4; n += 1) {
      expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('treats an unknown email exactly like a known one, and mails nobody', async () => {
    const known = await createUser();
    const unknown = uniqueEmail('ghost');
    await failFiveTimes(known.email);
    await failFiveTimes(unknown);
    const a = await login(known.email, 'wrong-password');
    const b = await login(unknown, 'wrong-password');
    expect(b.statusCode).toBe(429);
    expect(b.answer).toEqual(a.answer);
    expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
    expect(smtp.mailsTo(unknown)).toEqual([]);
  });

  it('ends the wait when the owner sets a new password through a mailed link', async () => {
    const user = await createUser();
    await failFiveTimes(user.email);
    await call('POST', '/reset-password', { body: { email: user.email } });
    await smtp.waitFor(user.email, { after: 1 });
    const link = /recover-password\/([A-Za-z0-9_-]{43})/;
    const mail = smtp.mailsTo(user.email).find((candidate) => link.test(candidate.text));
    const token = link.exec(mail!.text)![1]!;
    const password = 'owner-chose-this-9';
    const reset = await call('POST', '/update-password', {
      body: { password, password_confirmation: password, remember_token: token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('shares one count between two instances on one database, even for attempts at once', async () => {
    const user = await createUser();
    const second = await buildApp({
      config: portal.config,
      database: portal.database,
      clock,
      version: 'test',
    });
    try {
      const attempt = (instance: number) =>
        (instance % 2 === 0 ? portal.app : second).inject({
          method: 'POST',
          url: '/api/login',
          headers: xsrf,
          payload: { email: user.email, password: 'wrong-password' },
          remoteAddress: uniqueIp(),
        });
      const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => attempt(n)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(11);
    } finally {
      await second.close();
    }
  });
});
