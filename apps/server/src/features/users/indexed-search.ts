import type { Engine } from '@server/db/connection';
import { containsTextIndexed } from '@server/lib/text-search';

const searched = ['users.name', 'users.email', 'users.phone'];

/**
 * Users whose name, email or phone contains `term`, ignoring case, through the indexes of
 * migration 0009. PostgreSQL's trigram indexes serve `containsText` as it is; on SQLite the FTS5
 * trigram table answers terms of three characters or more (shorter ones have no trigram and scan).
 */
export function matchingUsers(engine: Engine, term: string) {
  return containsTextIndexed(engine, searched, term, { fts: 'users_search', rowid: 'users.id' });
}
