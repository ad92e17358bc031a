import { tooManyRequests } from '../errors';
import type { Clock } from '../clock';
import type { RateLimitStore } from './store';

export type Limit = { max: number; windowMs: number };

export type RateLimiter = {
  /** Counts one hit against `key` and answers the hits so far; over the limit it throws 429 with Retry-After. */
  consume(key: string, limit: Limit): Promise<number>;
  /** Forgets the key's hits in the current window (e.g. a successful sign-in). */
  reset(key: string, limit: Limit): Promise<void>;
  close(): Promise<void>;
};

/**
 * Fixed-window limits (decision record 0008: 5 logins a minute per email and address, 10 auth calls
 * a minute per address, 3 code mails per 5 minutes). A fixed window lets at most twice the limit
 * through around a window's edge, which is enough to stop guessing and flooding.
 */
export function createRateLimiter(store: RateLimitStore, clock: Clock): RateLimiter {
  const windowEnd = (nowMs: number, windowMs: number) =>
    (Math.floor(nowMs / windowMs) + 1) * windowMs;

  return {
    async consume(key, { max, windowMs }) {
      const nowMs = clock.now().getTime();
      const endMs = windowEnd(nowMs, windowMs);
      const hits = await store.hit(key, endMs, nowMs);
      if (hits > max) throw tooManyRequests(Math.max(1, Math.ceil((endMs - nowMs) / 1000)));
      return hits;
    },
    async reset(key, { windowMs }) {
      await store.reset(key, windowEnd(clock.now().getTime(), windowMs));
    },
    close: () => store.close(),
  };
}
