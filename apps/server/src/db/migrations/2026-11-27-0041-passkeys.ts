import type { Kysely } from 'kysely';
import { flag, timestamp, withId } from './helpers';

// Passkeys (WebAuthn credentials) an account registers, and the one-time challenges their
// ceremonies sign (decision record 0066).

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('passkeys'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // The credential's id as the browser names it (base64url): one account's, never two.
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    // The COSE public key, base64url: public, so kept as it came.
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('sign_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('backed_up', 'integer', flag('backed_up'))
    .addColumn('created_at', 'text', timestamp(db))
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();

  await withId(db, db.schema.createTable('passkey_challenges'))
    .addColumn('challenge', 'text', (col) => col.notNull().unique())
    // `register` or `sign-in`.
    .addColumn('purpose', 'text', (col) => col.notNull())
    // Whose ceremony it is; none for a sign-in that has not said who is signing in.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', timestamp(db))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expires_idx')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
