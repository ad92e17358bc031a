import type { Kysely } from 'kysely';
import { withId } from './helpers';

// Roles live with users (next migration): their audit columns reference users and users reference roles.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['account_types', 'service_categories', 'committee_roles']) {
    await withId(db, db.schema.createTable(table))
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .execute();
  }

  await withId(db, db.schema.createTable('account_statuses'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('alias', 'text', (col) => col.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('countries'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('dial_code', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('countries_name_idx').on('countries').column('name').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'countries',
    'account_statuses',
    'committee_roles',
    'service_categories',
    'account_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
