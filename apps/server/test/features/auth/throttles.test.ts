import { describe, expect, it } from 'vitest';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { startPortal, uniqueEmail, uniqueIp } from '@server-test/helpers/portal';
import { redisTestsRun, testRedisUrl } from '@server-test/helpers/redis';

// The default AUTH_RATE_LIMIT of 10 calls a minute per address.
const portal = await startPortal({ authRateLimit: 10 });
const { call, createUser } = portal;

describe(`authentication throttles on ${testEngine}`, () => {
  it('allows 5 logins a minute per email and address, then 429 with Retry-After', async () => {
    const user = await createUser();
    const ip = uniqueIp();
    const wrong = { email: user.email, password: 'wrong-password' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await call('POST', '/login', { body: wrong, ip })).statusCode).toBe(401);
    }
    const sixth = await call('POST', '/login', { body: user, ip });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(sixth.answer).toMatchObject({ status: 'error', code: 'too_many_requests' });

    // Another address meets the account's own limit (five failures, record 0021) instead.
    const elsewhere = await call('POST', '/login', { body: user });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.answer.code).toBe('sign_in_locked');
    // A minute later both have passed, and the address may try again.
    portal.clock.advance(MINUTE);
    expect((await call('POST', '/login', { body: user, ip })).statusCode).toBe(200);
  });

  it('counts an unknown email like a known one', async () => {
    const ip = uniqueIp();
    const body = { email: uniqueEmail('ghost'), password: 'whatever1' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await call('POST', '/login', { body, ip })).statusCode).toBe(401);
    }
    expect((await call('POST', '/login', { body, ip })).statusCode).toBe(429);
  });

  it('allows 10 authentication calls a minute per address, across the calls', async () => {
    const ip = uniqueIp();
    const calls = [
      () => call('POST', '/login', { body: { email: uniqueEmail(), password: 'x' }, ip }),
      () => call('POST', '/reset-password', { body: { email: uniqueEmail() }, ip }),
      () => call('POST', '/register', { body: {}, ip }),
      () => call('POST', '/update-password', { body: {}, ip }),
      () => call('POST', '/verify-email', { body: {}, ip }),
    ];
    for (let n = 0; n < 10; n += 1) {
      expect((await calls[n % calls.length]!()).statusCode).not.toBe(429);
    }
    for (const next of calls) expect((await next()).statusCode).toBe(429);
    // Other callers are not affected.
    expect(
      (await call('POST', '/reset-password', { body: { email: uniqueEmail() } })).statusCode,
    ).toBe(200);
  });

  it('sends at most one reset link a minute per email, known or not, with the same refusal', async () => {
    const user = await createUser();
    const unknown = uniqueEmail('nobody');
    for (const email of [user.email, unknown]) {
      expect((await call('POST', '/reset-password', { body: { email } })).statusCode).toBe(200);
    }
    const known = await call('POST', '/reset-password', { body: { email: user.email } });
    const ghost = await call('POST', '/reset-password', { body: { email: unknown } });
    expect(known.statusCode).toBe(429);
    expect(ghost.statusCode).toBe(429);
    expect(known.answer).toEqual(ghost.answer);
  });
});

describe.runIf(await redisTestsRun())(`throttles shared through Redis on ${testEngine}`, () => {
  it('counts the attempts made on two instances together', async () => {
    const env = { REDIS_URL: testRedisUrl };
    const [one, two] = [await startPortal({ env }), await startPortal({ env })];
    const ip = uniqueIp();
    const body = { email: uniqueEmail('shared'), password: 'wrong-password' };
    for (const instance of [one, two, one, two, one]) {
      expect((await instance.call('POST', '/login', { body, ip })).statusCode).toBe(401);
    }
    expect((await two.call('POST', '/login', { body, ip })).statusCode).toBe(429);
  });
});
