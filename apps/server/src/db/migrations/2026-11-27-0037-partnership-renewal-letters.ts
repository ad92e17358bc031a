import { sql, type Kysely } from 'kysely';
import { isSqlite, rebuildSqliteTable } from './helpers';

// A partnership's renewal letter is issued once a year on the application that opened it: a
// letter's kind is unique per application and year of partnership (0 for an application's own
// letters), no longer per application alone.

const TABLE_KEY = ', constraint "letters_kind_unique" unique ("application_id", "kind")';

export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    await rebuildSqliteTable(db, 'letters', (created) => {
      if (!created.includes(TABLE_KEY)) throw new Error('letters: the key is not as made');
      return created.replace(TABLE_KEY, '');
    });
  } else {
    await sql`alter table letters drop constraint letters_kind_unique`.execute(db);
  }
  await db.schema
    .alterTable('letters')
    .addColumn('partnership_year', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`create unique index letters_kind_unique
    on letters (application_id, kind, partnership_year)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from letters where kind = 'vendor_renewal'`.execute(db);
  await sql`drop index letters_kind_unique`.execute(db);
  await db.schema.alterTable('letters').dropColumn('partnership_year').execute();
  if (isSqlite(db)) {
    await rebuildSqliteTable(db, 'letters', (created) =>
      created.replace(/\)\s*$/, `${TABLE_KEY})`),
    );
  } else {
    await sql`alter table letters add constraint letters_kind_unique
      unique (application_id, kind)`.execute(db);
  }
}
