import { LRUCache } from 'lru-cache';
import type { Forgetting } from './forgetting';

export interface SessionMemory<T extends object> {
  /**
   * The session remembered for `tokenHash`, or what `lookUp` finds, remembered unless a write was
   * announced meanwhile (the look-up may have read what the write changed).
   */
  recall(tokenHash: string, lookUp: () => Promise<T | undefined>): Promise<T | undefined>;
}

/**
 * Signed-in calls' session look-ups, remembered for `rememberMs` by the token's hash (never the
 * token) (decision record 0032). Any successful write forgets them all, on every instance before
 * it answers; an instance that may have missed a write uses none (lib/forgetting.ts).
 */
export function createSessionMemory<T extends object>(options: {
  forgetting: Forgetting;
  rememberMs?: number;
}): SessionMemory<T> {
  const { forgetting } = options;
  const remembered = new LRUCache<string, T>({ max: 10_000, ttl: options.rememberMs ?? 1000 });
  let generation = 0;
  forgetting.onForget(() => {
    generation += 1;
    remembered.clear();
  });
  return {
    async recall(tokenHash, lookUp) {
      if (!forgetting.current()) return lookUp();
      const kept = remembered.get(tokenHash);
      if (kept) return kept;
      const started = generation;
      const found = await lookUp();
      if (found && started === generation) remembered.set(tokenHash, found);
      return found;
    },
  };
}
