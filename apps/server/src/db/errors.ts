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
