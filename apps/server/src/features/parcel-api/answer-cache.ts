import { LRUCache } from 'lru-cache';

export interface AnswerCache {
  /** The answer's JSON for `key`, made by `make` unless one made within the last second is kept. */
  get(key: string, make: () => Promise<string>): Promise<{ json: string; hit: boolean }>;
  /** Forgets every answer: the register changed on this instance. */
  clear(): void;
}

/**
 * Parcel API answers, kept for `keepMs` as the JSON they were sent as (record 0016). Every
 * developer reads the same few pages of a register that changes a few times a day, so most calls
 * need neither the database nor serialization. An administrator's change on this instance clears
 * it at once; on other instances it shows within `keepMs`. Bounded: `max` distinct pages.
 */
export function createAnswerCache(keepMs = 1000, max = 1000): AnswerCache {
  const kept = new LRUCache<string, string>({ max, ttl: keepMs });
  return {
    async get(key, make) {
      const json = kept.get(key);
      if (json !== undefined) return { json, hit: true };
      const made = await make();
      kept.set(key, made);
      return { json: made, hit: false };
    },
    clear: () => kept.clear(),
  };
}
