import { sql, type RawBuilder } from 'kysely';

/** The tables whose size triggers keep (migration 0011). */
export type CountedTable = 'users';

/**
 * A counted table's exact number of rows as a subquery, read from one row instead of counted; a
 * list selects it beside its page's ids, so it costs no round trip of its own.
 */
export function keptCount(table: CountedTable): RawBuilder<number> {
  return sql<number>`(select row_count from row_counts where table_name = ${table})`;
}
