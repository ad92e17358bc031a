import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '@server/lib/errors';
import { createRateLimiter } from '@server/lib/rate-limit/limiter';
import { createMemoryStore } from '@server/lib/rate-limit/memory-store';
import { createRedisStore } from '@server/lib/rate-limit/redis-store';
import type { RateLimitStore } from '@server/lib/rate-limit/store';
import { MINUTE, manualClock } from '../helpers/clock';
import { redisTestsRun, testRedisUrl } from '../helpers/redis';

const withRedis = await redisTestsRun();

const stores: [string, () => RateLimitStore][] = [
  ['memory', createMemoryStore],
  // Each run counts under its own prefix: parallel runs on one Redis do not see each other.
  ...(withRedis
    ? [
        ['redis', () => createRedisStore(testRedisUrl, { prefix: `test:${randomUUID()}:` })] as [
          string,
          () => RateLimitStore,
        ],
      ]
    : []),
];

describe.each(stores)('rate limiter on the %s store', (_name, makeStore) => {
  const store = makeStore();
  afterAll(() => store.close());
  const limit = { max: 3, windowMs: MINUTE };

  async function refusal(consume: Promise<unknown>): Promise<AppError | undefined> {
    try {
      await consume;
      return undefined;
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  }

  it('lets max hits through a window, refuses the next with 429 and the seconds left', async () => {
    const clock = manualClock('2026-11-21T09:00:15.000Z');
    const limiter = createRateLimiter(store, clock);
    for (let hit = 1; hit <= 3; hit += 1) expect(await limiter.consume('a', limit)).toBe(hit);
    const refused = await refusal(limiter.consume('a', limit));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers).toEqual({ 'retry-after': '45' });
    // Other keys have their own count.
    expect(await limiter.consume('b', limit)).toBe(1);
  });

  it('starts counting again in the next window', async () => {
    const clock = manualClock('2026-11-21T10:00:00.000Z');
    const limiter = createRateLimiter(store, clock);
    for (let hit = 0; hit < 4; hit += 1) await refusal(limiter.consume('c', limit));
    clock.advance(MINUTE);
    expect(await limiter.consume('c', limit)).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const clock = manualClock('2026-11-21T11:00:00.000Z');
    const limiter = createRateLimiter(store, clock);
    for (let hit = 0; hit < 3; hit += 1) await limiter.consume('d', limit);
    await limiter.reset('d', limit);
    expect(await refusal(limiter.consume('d', limit))).toBeUndefined();
  });

  it('counts concurrent hits exactly', async () => {
    const clock = manualClock('2026-11-21T12:00:00.000Z');
    const limiter = createRateLimiter(store, clock);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refusal(limiter.consume('e', { max: 7, windowMs: MINUTE }))),
    );
    expect(results.filter((r) => r === undefined)).toHaveLength(7);
  });
});
