import { sql, type Kysely } from 'kysely';
import { flag, timestamp, withId } from './helpers';

// An account's second factors, the step of a sign-in between its password and its second factor,
// and what each session knows of how and when its holder last proved who they are (decision
// record 0065).

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('totp_authenticators'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    // Sealed with a key derived from APP_KEY: the server must read it back to check a code.
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    // The newest time step a code was accepted for: no code of that step or earlier is again.
    .addColumn('last_time_step', 'integer')
    .addColumn('created_at', 'text', timestamp(db))
    .execute();

  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', timestamp(db))
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_idx')
    .on('recovery_codes')
    .columns(['user_id', 'used_at'])
    .execute();

  await withId(db, db.schema.createTable('sign_in_challenges'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('remember', 'integer', flag('remember'))
    .addColumn('created_at', 'text', timestamp(db))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('sign_in_challenges_expires_idx')
    .on('sign_in_challenges')
    .column('expires_at')
    .execute();

  await db.schema.alterTable('sessions').addColumn('authenticated_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('auth_methods', 'text').execute();
  // A session opened before this knew only a password, when it was opened.
  await sql`update sessions set authenticated_at = created_at, auth_methods = 'pwd'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('auth_methods').execute();
  await db.schema.alterTable('sessions').dropColumn('authenticated_at').execute();
  await db.schema.dropTable('sign_in_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_authenticators').execute();
}
