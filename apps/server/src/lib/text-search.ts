import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

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
