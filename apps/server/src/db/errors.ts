/** A write refused by a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3 and pg ('23505' is PostgreSQL's unique_violation).
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A write refused because a row still refers to the one being deleted (or to a missing one). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // '23503' is PostgreSQL's foreign_key_violation.
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

// Connection-level failures of the socket to PostgreSQL, as Node reports them.
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs that say the server cannot serve now, not that the query is wrong:
// class 08 connection exception, 53 insufficient resources (too many connections, disk full),
// 57P01-57P05 shutdown and crash, 57014 query_canceled (our statement_timeout), 55P03
// lock_not_available, 3D000 the database is gone.
const POSTGRES_UNAVAILABLE = /^(08|53|57P0[1-5]$|57014$|55P03$|3D000$)/;

// SQLite result codes (and their extended forms, such as SQLITE_IOERR_WRITE) that mean the file
// cannot be used now: locked past busy_timeout, I/O errors, disk full, missing or damaged file.
const SQLITE_UNAVAILABLE =
  /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|PROTOCOL|READONLY|CORRUPT|NOTADB|NOMEM)/;

// What pg, pg-pool, Kysely and better-sqlite3 throw, without a code, when no connection can serve:
// a lost or timed-out connection, a pool wait past its limit, a closed pool or database.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'driver has already been destroyed',
  'The database connection is not open',
];

/**
 * A failure of the database itself (unreachable, stalled, locked, out of resources), as opposed
 * to a failure of the query or the code: the client gets 503 and may retry (record 0018).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLITE_UNAVAILABLE.test(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return POSTGRES_UNAVAILABLE.test(code);
  }
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}
