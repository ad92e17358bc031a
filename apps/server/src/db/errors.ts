/** A write refused by a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3 and pg ('23505' is PostgreSQL's unique_violation).
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
