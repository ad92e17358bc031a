import type { Kysely } from 'kysely';
import { timestamp, withId } from './helpers';

/**
 * Single sign-on handoff tokens (decision records 0017, 0020): only the hash of a token is kept,
 * bound to one service and one user, redeemable once (`used_at`) until `expires_at`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('sso_handoffs'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('service_id', 'integer', (col) =>
      col.notNull().references('services.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', timestamp(db))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  for (const column of ['user_id', 'service_id', 'expires_at']) {
    await db.schema
      .createIndex(`sso_handoffs_${column}_idx`)
      .on('sso_handoffs')
      .column(column)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_handoffs').execute();
}
