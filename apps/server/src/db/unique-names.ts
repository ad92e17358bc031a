import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Back-office records whose names are unique whatever their case. */
export type UniquelyNamed = 'roles' | 'services' | 'committees';

/**
 * Another row of `table` already has this name, ignoring case: 'portal' would be a second
 * Portal. The unique index on lower(name) stops the same name written in a race.
 */
export async function nameTaken(
  db: Kysely<Database>,
  table: UniquelyNamed,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom(table)
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
