import { sql, type Kysely } from 'kysely';
import { isSqlite } from './helpers';

// An unfiltered users page shows the list's total. PostgreSQL's exact count(*) over 100,000 users
// reads the whole table or an index (12 to 28 ms), which alone breaks the users page's p99 target
// of 20 ms (record 0015). Triggers keep the total in `row_counts` instead: exact, one row to read.
// PostgreSQL counts per statement from its transition tables, so a bulk insert updates the row
// once; concurrent inserts of users queue on that row until commit, which registrations can bear.
const counted = ['users'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('row_counts')
    .addColumn('table_name', 'text', (col) => col.primaryKey())
    .addColumn('row_count', 'bigint', (col) => col.notNull())
    .execute();
  if (!isSqlite(db)) {
    for (const [name, sign] of [
      ['row_counts_add', '+'],
      ['row_counts_subtract', '-'],
    ] as const) {
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
        begin
          update row_counts set row_count = row_count ${sql.raw(sign)} (select count(*) from changed)
            where table_name = TG_TABLE_NAME;
          return null;
        end $$`.execute(db);
    }
    await sql`create function row_counts_reset() returns trigger language plpgsql as $$
      begin
        update row_counts set row_count = 0 where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
  }
  for (const table of counted) {
    await sql`insert into row_counts (table_name, row_count) select ${table}, count(*) from ${sql.table(table)}`.execute(
      db,
    );
    if (isSqlite(db)) {
      await sql`create trigger ${sql.raw(`${table}_count_insert`)} after insert on ${sql.table(table)} begin
        update row_counts set row_count = row_count + 1 where table_name = ${sql.lit(table)};
      end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_count_delete`)} after delete on ${sql.table(table)} begin
        update row_counts set row_count = row_count - 1 where table_name = ${sql.lit(table)};
      end`.execute(db);
      continue;
    }
    await sql`create trigger ${sql.raw(`${table}_count_insert`)} after insert on ${sql.table(table)}
      referencing new table as changed for each statement execute function row_counts_add()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_count_delete`)} after delete on ${sql.table(table)}
      referencing old table as changed for each statement execute function row_counts_subtract()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_count_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function row_counts_reset()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of counted) {
    for (const change of ['insert', 'delete', 'truncate']) {
      const trigger = sql.raw(`${table}_count_${change}`);
      if (isSqlite(db)) await sql`drop trigger if exists ${trigger}`.execute(db);
      else await sql`drop trigger if exists ${trigger} on ${sql.table(table)}`.execute(db);
    }
  }
  if (!isSqlite(db)) {
    for (const name of ['row_counts_add', 'row_counts_subtract', 'row_counts_reset']) {
      await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
    }
  }
  await db.schema.dropTable('row_counts').execute();
}
