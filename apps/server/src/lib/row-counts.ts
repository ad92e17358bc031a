import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The tables whose size triggers keep (migration 0011). */
export type CountedTable = 'users';

/** A counted table's exact number of rows, read from one row instead of counted. */
export async function keptCount(db: Kysely<Database>, table: CountedTable): Promise<number> {
  const row = await db
    .selectFrom('row_counts')
    .select('row_count')
    .where('table_name', '=', table)
    .executeTakeFirstOrThrow();
  return Number(row.row_count);
}
