import { Redis } from 'ioredis';
import type { RateLimitStore } from './store';

/**
 * Counters in Redis, shared by every instance behind the load balancer (decision record 0008).
 * The window's end is part of the key, so each instance computes the same key from its own clock;
 * the key expires with its window.
 */
export function createRedisStore(
  url: string,
  options: { prefix?: string; onError?: (error: Error) => void } = {},
): RateLimitStore {
  const prefix = options.prefix ?? 'portal:rl:';
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; without a listener each failed attempt is printed to stderr.
  redis.on('error', options.onError ?? (() => {}));
  const id = (key: string, windowEndMs: number) => `${prefix}${key}@${windowEndMs}`;

  return {
    async hit(key, windowEndMs, nowMs) {
      const counter = id(key, windowEndMs);
      // Relative expiry: the window's end is on the caller's clock, which Redis does not share.
      const ttlMs = Math.max(windowEndMs - nowMs, 0) + 1000;
      const results = await redis.multi().incr(counter).pexpire(counter, ttlMs).exec();
      const [incr, expire] = results ?? [];
      const error = incr?.[0] ?? expire?.[0];
      if (error || !incr) throw error ?? new Error('Redis did not run the rate-limit counter');
      return Number(incr[1]);
    },
    async reset(key, windowEndMs) {
      await redis.del(id(key, windowEndMs));
    },
    async close() {
      await redis.quit();
    },
  };
}
