import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Engine } from '../db/connection';

/**
 * Rows where any of `columns` contains `term`, ignoring case, on both engines. LIKE's wildcards in
 * the term are escaped, so a search for '50%' finds '50%', not everything starting with '50'.
 * (SQLite's lower() folds ASCII letters only.)
 */
export function containsText(columns: string[], term: string) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> =>
    eb.or(
      columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    );
}

/** SQLite's FTS5 trigram table over a table's searched columns, and the column its rowid is. */
export type TrigramTable = { fts: string; rowid: string };

/**
 * `containsText` through trigram indexes (migrations 0009 and 0022), the same rows on both
 * engines. PostgreSQL's GIN indexes on lower(column) serve `containsText` as it is; on SQLite the
 * FTS5 table answers terms of three characters or more with one phrase limited to `columns` (the
 * trigram tokenizer matches it as a substring, whatever its case); shorter terms have no trigram
 * and scan.
 */
export function containsTextIndexed(
  engine: Engine,
  columns: string[],
  term: string,
  { fts, rowid }: TrigramTable,
) {
  if (engine !== 'sqlite' || term.length < 3) return containsText(columns, term);
  const names = columns.map((column) => column.slice(column.lastIndexOf('.') + 1)).join(' ');
  const phrase = `{${names}} : "${term.replace(/"/g, '""')}"`;
  return <DB, TB extends keyof DB>(_eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> =>
    sql<SqlBool>`${sql.ref(rowid)} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${phrase})`;
}
