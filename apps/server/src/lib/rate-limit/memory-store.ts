import type { RateLimitStore } from './store';

/** Counters in this process's memory: right for one instance (the default without REDIS_URL). */
export function createMemoryStore(): RateLimitStore {
  const counters = new Map<string, { count: number; windowEndMs: number }>();
  let nextSweepMs = 0;

  function sweep(nowMs: number) {
    if (nowMs < nextSweepMs) return;
    nextSweepMs = nowMs + 60_000;
    for (const [key, counter] of counters) if (counter.windowEndMs <= nowMs) counters.delete(key);
  }

  return {
    async hit(key, windowEndMs, nowMs) {
      sweep(nowMs);
      const id = `${key}@${windowEndMs}`;
      const counter = counters.get(id) ?? { count: 0, windowEndMs };
      counter.count += 1;
      counters.set(id, counter);
      return counter.count;
    },
    async reset(key, windowEndMs) {
      counters.delete(`${key}@${windowEndMs}`);
    },
    async close() {
      counters.clear();
    },
  };
}
