import type { Kysely } from 'kysely';
import { flag } from './helpers';

/**
 * Failed sign-ins per account (record 0021), keyed by the email typed, whether or not it has an
 * account, so that every instance on the database shares one count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .addColumn('last_failure_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('lock_mailed', 'integer', flag('lock_mailed'))
    .execute();
  await db.schema
    .createIndex('sign_in_failures_last_failure_at_idx')
    .on('sign_in_failures')
    .column('last_failure_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
