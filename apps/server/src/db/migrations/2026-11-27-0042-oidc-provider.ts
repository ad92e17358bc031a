import type { Kysely } from 'kysely';
import { flag, timestamp, withId, withTimestamps } from './helpers';

// The portal as an OpenID Connect provider (decision record 0067): the linked services'
// clients, the provider's own records (sessions, codes, tokens, grants…) in one table that every
// instance reads, and the keys it signs with.

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('oidc_clients'))
      .addColumn('client_id', 'text', (col) => col.notNull().unique())
      // SHA-256 of a 256-bit random secret: shown once, never kept.
      .addColumn('secret_hash', 'text', (col) => col.notNull())
      .addColumn('service_id', 'integer', (col) =>
        col.notNull().unique().references('services.id').onDelete('cascade'),
      )
      // JSON arrays of addresses and scopes.
      .addColumn('redirect_uris', 'text', (col) => col.notNull())
      .addColumn('post_logout_redirect_uris', 'text', (col) => col.notNull())
      .addColumn('backchannel_logout_uri', 'text')
      .addColumn('scopes', 'text', (col) => col.notNull())
      .addColumn('first_party', 'integer', flag('first_party')),
  ).execute();

  await db.schema
    .createTable('oidc_records')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('account_id', 'text')
    .addColumn('client_id', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('consumed_at', 'text')
    .addPrimaryKeyConstraint('oidc_records_pk', ['kind', 'id'])
    .execute();
  for (const column of ['grant_id', 'uid', 'account_id', 'client_id', 'expires_at'] as const) {
    await db.schema
      .createIndex(`oidc_records_${column}_idx`)
      .on('oidc_records')
      .column(column)
      .execute();
  }

  await withId(db, db.schema.createTable('oidc_keys'))
    // The private JWK, sealed with a key derived from APP_KEY.
    .addColumn('private_jwk', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', timestamp(db))
    // Published from its creation, it signs from here on: every instance has it by then.
    .addColumn('activates_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_keys').execute();
  await db.schema.dropTable('oidc_records').execute();
  await db.schema.dropTable('oidc_clients').execute();
}
