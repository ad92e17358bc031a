import type { Kysely } from 'kysely';

/**
 * Each single-sign-on service's secret, kept only as a SHA-256 hash (record 0020), and the hash in
 * force when a handoff token was issued: a token redeems only under that secret, so rotating it or
 * switching single sign-on off voids the tokens still outstanding. Services that had single sign-on
 * before get no secret here (nobody would ever see it): an administrator issues one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('services').addColumn('sso_secret_hash', 'text').execute();
  await db.schema.alterTable('sso_handoffs').addColumn('secret_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sso_handoffs').dropColumn('secret_hash').execute();
  await db.schema.alterTable('services').dropColumn('sso_secret_hash').execute();
}
