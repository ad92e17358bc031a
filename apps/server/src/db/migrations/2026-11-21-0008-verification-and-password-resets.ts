import type { Kysely } from 'kysely';
import { timestamp, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // A verification code lives 10 minutes and dies after 5 wrong tries (decision record 0009).
  await db.schema.alterTable('users').addColumn('verification_expires_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('verification_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // Only the hash of a reset token is kept; a newer token deletes the older rows of its user.
  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', timestamp(db))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.alterTable('users').dropColumn('verification_attempts').execute();
  await db.schema.alterTable('users').dropColumn('verification_expires_at').execute();
}
