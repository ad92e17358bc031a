import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Engine } from '../../db/connection';
import { containsText } from '../../lib/text-search';

const searched = ['users.name', 'users.email', 'users.phone'];

/**
 * Users whose name, email or phone contains `term`, ignoring case, through the indexes of
 * migration 0009. PostgreSQL's trigram indexes serve `containsText` as it is; on SQLite the FTS5
 * trigram table answers terms of three characters or more (shorter ones have no trigram and scan).
 */
export function matchingUsers(engine: Engine, term: string) {
  if (engine !== 'sqlite' || term.length < 3) return containsText(searched, term);
  // One FTS5 phrase: the trigram tokenizer matches it as a substring, whatever its case.
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return <DB, TB extends keyof DB>(_eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> =>
    sql<SqlBool>`${sql.ref('users.id')} in (select rowid from users_search where users_search match ${phrase})`;
}
