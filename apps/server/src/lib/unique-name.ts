import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { nameTaken, type UniquelyNamed } from '../db/unique-names';
import { conflict } from './errors';

/**
 * Saves a record under a name that no other row of `table` holds, ignoring case; otherwise 409
 * 'A <noun> named "<name>" already exists.' The look-up gives that clear message; the table's
 * unique index stops an identical name written between look-up and save.
 */
export function uniqueName(db: Kysely<Database>, table: UniquelyNamed, noun: string) {
  const taken = (name: string) => conflict(`A ${noun} named "${name}" already exists.`);
  return {
    /** Runs `save` unless the name is taken; `exceptId` is the record being renamed. */
    async save<T>(name: string, save: () => Promise<T>, exceptId?: number): Promise<T> {
      if (await nameTaken(db, table, name, exceptId)) throw taken(name);
      try {
        return await save();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken(name);
        throw error;
      }
    },
  };
}
