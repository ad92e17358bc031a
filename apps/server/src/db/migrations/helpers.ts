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

/**
 * Makes a SQLite table again from its own `create table` text as `edit` changes it, by the
 * procedure of SQLite's ALTER TABLE documentation: foreign keys off (a drop would otherwise
 * cascade), copy the rows of the columns the new table has, drop, rename, make its indexes and
 * triggers again, and check the foreign keys before the commit. For what SQLite cannot alter: a
 * column's NOT NULL, a check, or dropping a column with a foreign key.
 */
export async function rebuildSqliteTable(
  db: Kysely<any>,
  table: string,
  edit: (created: string) => string,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
      where tbl_name = ${table} and sql is not null order by type = 'table' desc`.execute(db);
    const [created, ...dependants] = rows;
    const edited = edit(created!.sql);
    if (edited === created!.sql) throw new Error(`${table}: the rebuild changes nothing`);
    const rebuilt = `${table}_rebuilt`;
    await sql
      .raw(
        edited.replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table "${rebuilt}"`),
      )
      .execute(db);
    const { rows: columns } = await sql<{
      name: string;
    }>`select name from pragma_table_info(${rebuilt})`.execute(db);
    const names = sql.join(columns.map((column) => sql.ref(column.name)));
    await sql`insert into ${sql.table(rebuilt)} (${names})
      select ${names} from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(rebuilt)} rename to ${sql.table(table)}`.execute(db);
    for (const dependant of dependants) await sql.raw(dependant.sql).execute(db);
    const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
    if (broken.length > 0) throw new Error(`${table}: foreign keys broken by the rebuild`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
