import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // The key itself is never stored in clear: an HMAC finds it, an encrypted copy shows it.
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('api_keys'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('key_hash', 'text', (col) => col.notNull().unique())
      .addColumn('key_encrypted', 'text', (col) => col.notNull())
      .addColumn('key_prefix', 'text', (col) => col.notNull())
      .addColumn('requests', 'integer', (col) => col.notNull().defaultTo(0))
      // A calendar date (YYYY-MM-DD): the key is valid through the end of that day.
      .addColumn('expiry_date', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text'),
  ).execute();
  for (const column of ['user_id', 'created_at']) {
    await db.schema.createIndex(`api_keys_${column}_idx`).on('api_keys').column(column).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
