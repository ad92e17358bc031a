import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Where instances tell each other that a write may have changed a session, user or role. */
export const FORGET_CHANNEL = 'portal:sessions:forget';

export interface SessionMemory<T extends object> {
  /**
   * The session remembered for `tokenHash`, or what `lookUp` finds, remembered unless a write was
   * announced meanwhile (the look-up may have read what the write changed).
   */
  recall(tokenHash: string, lookUp: () => Promise<T | undefined>): Promise<T | undefined>;
  /**
   * Forgets every remembered session here and, with Redis, on every instance: called before a
   * write answers, so that no instance serves a session as it was before the write.
   */
  forgetAll(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Signed-in calls' session look-ups, remembered for `rememberMs` by the token's hash (never the
 * token) (decision record 0032). Any successful write forgets them all, on this instance at once
 * and on the others through Redis when several instances share one; should a message be lost
 * (Redis unreachable), an instance still looks each session up again within `rememberMs`.
 */
export function createSessionMemory<T extends object>(options: {
  redisUrl?: string | undefined;
  rememberMs?: number;
  onError?: (error: Error) => void;
}): SessionMemory<T> {
  const remembered = new LRUCache<string, T>({ max: 10_000, ttl: options.rememberMs ?? 1000 });
  const onError = options.onError ?? (() => {});
  let generation = 0;
  const forget = () => {
    generation += 1;
    remembered.clear();
  };
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (options.redisUrl) {
    publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    subscriber = new Redis(options.redisUrl);
    publisher.on('error', onError);
    subscriber.on('error', onError);
    subscriber.on('message', forget);
    subscriber.subscribe(FORGET_CHANNEL).catch(onError);
  }
  return {
    async recall(tokenHash, lookUp) {
      const kept = remembered.get(tokenHash);
      if (kept) return kept;
      const started = generation;
      const found = await lookUp();
      if (found && started === generation) remembered.set(tokenHash, found);
      return found;
    },
    async forgetAll() {
      forget();
      await publisher?.publish(FORGET_CHANNEL, 'forget').catch(onError);
    },
    async close() {
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}
