import { sql, type RawBuilder } from 'kysely';
import type { Journey, JourneyStage } from '@portal/shared/journeys';
import { ID_BLOCK_SIZE } from '../db/migrations/2026-11-24-0024-row-blocks';

/** The tables whose size, whole and per block of ids, triggers keep (migrations 0011, 0022, 0024). */
export type CountedTable = 'users' | 'invoices';

/**
 * A counted table's exact number of rows as a subquery, read from one row instead of counted; a
 * list selects it beside its page's ids, so it costs no round trip of its own.
 */
export function keptCount(table: CountedTable): RawBuilder<number> {
  return sql<number>`(select row_count from row_counts where table_name = ${table})`;
}

/**
 * How many applications of `journey` are in `stage`, or in every stage past the draft when none
 * is given, read from the counts triggers keep per journey and stage (migrations 0022 and 0028)
 * instead of counted.
 */
export function keptSubmittedApplications(
  journey: Journey,
  stage?: JourneyStage,
): RawBuilder<number> {
  const which = stage === undefined ? sql`stage <> 'draft'` : sql`stage = ${stage}`;
  return sql<number>`(select coalesce(sum(row_count), 0) from application_stage_counts
    where journey = ${journey} and ${which})`;
}

/**
 * A list that is a counted table whole, newest first: its total is kept, and a deep page is found
 * through the counts of its id blocks (`deepPage`) instead of skipping every row before it.
 */
export type WholeTable = { table: CountedTable; total: RawBuilder<number> };

export const wholeTable = (table: CountedTable): WholeTable => ({ table, total: keptCount(table) });

/** What a list gives for its total when it has one kept: a subquery, or its whole table. */
export type KeptTotal = RawBuilder<number> | WholeTable;

/**
 * Where the page `offset` rows into `table` (newest first) starts, from the counts triggers keep
 * per block of ids (migration 0024): the ids below the top of the block it starts in, and how
 * many of them to skip. Reads a hundred counts and at most a block of ids, however deep the page
 * (record 0036). Past the end there is no block: `below` is null, which no id is below. Undefined
 * within the first block, where skipping from the top costs no more.
 */
export function deepPage(table: CountedTable, offset: number) {
  if (offset < ID_BLOCK_SIZE) return undefined;
  const block = sql`(select block, before from (
      select block, row_count,
        coalesce(sum(row_count) over (order by block desc
          rows between unbounded preceding and 1 preceding), 0) as before
      from row_blocks where table_name = ${table}
    ) as blocks where before <= ${offset} and before + row_count > ${offset})`;
  return {
    below: sql<number>`(select (block + 1) * ${sql.lit(ID_BLOCK_SIZE)} from ${block} as found)`,
    skip: sql<number>`coalesce(${offset} - (select before from ${block} as found), 0)`,
  };
}
