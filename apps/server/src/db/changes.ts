import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * A table of which something on this instance keeps a copy or a derivation (the parcel API keeps
 * the register in memory). The table's one writer notes the change; the listeners hear of it once
 * the writing transaction has committed (record 0049).
 */
export type Change = 'parcels';

/** The changes noted in each open transaction run by `DatabaseHandle.transaction`. */
const noted = new WeakMap<Kysely<Database>, Set<Change>>();

/**
 * Notes that `trx` changed `change`. A listener told before the commit could read the old rows
 * again and keep them, so only a transaction that announces on commit may carry such a write:
 * any other is a programming error, found by the first test of the write.
 */
export function noteChange(trx: Transaction<Database>, change: Change): void {
  const changes = noted.get(trx);
  if (!changes) throw new Error(`'${change}' is written in a transaction that cannot announce it`);
  changes.add(change);
}

export type ChangeAnnouncer = {
  /** Runs `work` in one transaction, then announces what its writes noted. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Hears of every committed change to `change`; answers how to stop hearing. */
  onChange(change: Change, listener: () => void): () => void;
};

export function changeAnnouncer(db: Kysely<Database>): ChangeAnnouncer {
  const emitter = new EventEmitter();
  // One listener per app built on this handle; tests build many on one.
  emitter.setMaxListeners(0);
  return {
    async transaction(work) {
      const changes = new Set<Change>();
      const result = await db.transaction().execute((trx) => {
        noted.set(trx, changes);
        return work(trx);
      });
      for (const change of changes) emitter.emit(change);
      return result;
    },
    onChange(change, listener) {
      emitter.on(change, listener);
      return () => emitter.off(change, listener);
    },
  };
}
