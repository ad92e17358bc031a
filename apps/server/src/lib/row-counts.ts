import { sql, type RawBuilder } from 'kysely';
import type { ApplicationStage } from '@portal/shared/applications';

/** The tables whose size triggers keep (migrations 0011 and 0022). */
export type CountedTable = 'users' | 'invoices';

/**
 * A counted table's exact number of rows as a subquery, read from one row instead of counted; a
 * list selects it beside its page's ids, so it costs no round trip of its own.
 */
export function keptCount(table: CountedTable): RawBuilder<number> {
  return sql<number>`(select row_count from row_counts where table_name = ${table})`;
}

/**
 * How many applications are in `stage`, or in every stage past the draft when none is given,
 * read from the counts triggers keep per stage (migration 0022) instead of counted.
 */
export function keptSubmittedApplications(stage?: ApplicationStage): RawBuilder<number> {
  const which = stage === undefined ? sql`stage <> 'draft'` : sql`stage = ${stage}`;
  return sql<number>`(select coalesce(sum(row_count), 0) from application_stage_counts where ${which})`;
}
