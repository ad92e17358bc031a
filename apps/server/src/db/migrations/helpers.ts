import {
  sql,
  SqliteIntrospector,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

// Shared by every migration: a change here rewrites history, so add new helpers, never alter these.

export function isSqlite(db: Kysely<any>): boolean {
  return db.introspection instanceof SqliteIntrospector;
}

/** Integer auto-increment primary key: AUTOINCREMENT on SQLite so ids are never reused. */
export function withId<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (col) =>
    isSqlite(db)
      ? col.primaryKey().autoIncrement()
      : col.primaryKey().generatedByDefaultAsIdentity(),
  );
}

/** Default for timestamp columns: UTC ISO-8601 text with milliseconds, same string on both engines. */
export function nowIso(db: Kysely<any>) {
  return isSqlite(db)
    ? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
    : sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
}

export function timestamp(db: Kysely<any>) {
  return (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(nowIso(db));
}

/** 0/1 integer flag: portable where a boolean type is not. */
export function flag(name: string) {
  return (col: ColumnDefinitionBuilder) =>
    col
      .notNull()
      .defaultTo(0)
      .check(sql`${sql.ref(name)} in (0, 1)`);
}

export function withTimestamps<T extends string, C extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'created_at' | 'updated_at'> {
  return table
    .addColumn('created_at', 'text', timestamp(db))
    .addColumn('updated_at', 'text', timestamp(db));
}

/** created_by / updated_by: the record survives the deletion of the user it points at. */
export function auditRef(col: ColumnDefinitionBuilder) {
  return col.references('users.id').onDelete('set null');
}
