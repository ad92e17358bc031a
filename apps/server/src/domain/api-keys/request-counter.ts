import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { addRequests } from './key-records';

export interface RequestCounter {
  /** Counts one successful parcel API call on the key. */
  count(keyId: number): void;
  /** Writes the counts so far; the key screens call it before they read. */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer. */
  close(): Promise<void>;
}

/**
 * Counts parcel API calls per key in memory and adds them to `api_keys.requests` every
 * `flushEveryMs`, in one transaction (record 0016). Each flush adds (`requests = requests + n`)
 * rather than sets, so counts stay exact with any number of instances; a failed flush keeps its
 * counts for the next one. A crash loses at most one period's counts of this instance.
 */
export function createRequestCounter(
  db: Kysely<Database>,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'warn'>,
  flushEveryMs = 1000,
): RequestCounter {
  let pending = new Map<number, number>();
  // Flushes run one after another, so two never add the same counts.
  let queue: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const now = clock.now().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        for (const [id, calls] of batch) await addRequests(trx, id, calls, now);
      });
    } catch (error) {
      for (const [id, calls] of batch) pending.set(id, (pending.get(id) ?? 0) + calls);
      throw error;
    }
  }

  function flush(): Promise<void> {
    queue = queue.catch(() => undefined).then(write);
    return queue;
  }

  const timer = setInterval(() => {
    flush().catch((err: unknown) => log.warn({ err }, 'API key request counts not written yet'));
  }, flushEveryMs);
  timer.unref();

  return {
    count(keyId) {
      pending.set(keyId, (pending.get(keyId) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
