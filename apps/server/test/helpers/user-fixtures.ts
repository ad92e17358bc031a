import type { Kysely } from 'kysely';
import { AccountStatus, Role } from '@portal/shared/constants';
import type { Database } from '@server/db/schema';
import { insertKey } from '@server/domain/api-keys/key-records';
import { createUser } from '@server/domain/users/account-records';
import { newApiKey, type ApiKeyVault } from '@server/lib/api-key-vault';
import { uniqueEmail } from './portal';

// Seeded committee roles and account types (docs/product.md, "Records").
export const Chairperson = 1;
export const Secretary = 2;
export const Member = 3;
export const Company = 2;

/** A valid create-user payload for a non-member; a fresh address each time. */
export const newUser = (overrides: Record<string, unknown> = {}) => ({
  account_type: Company,
  name: 'Nia Njeri',
  email: uniqueEmail('created'),
  role: Role.Investor,
  member_of_a_committee: 'No',
  committees: [],
  ...overrides,
});

/** A committee straight in the database: the committees calls have tests of their own. */
export async function createCommittee(db: Kysely<Database>, name: string): Promise<number> {
  const { id } = await db
    .insertInto('committees')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An API key row of the user; the hashes are any unique strings. */
export async function createApiKey(db: Kysely<Database>, userId: number): Promise<void> {
  const unique = `${userId}-${Math.random()}`;
  await db
    .insertInto('api_keys')
    .values({
      name: 'Parcel reader',
      user_id: userId,
      key_hash: `hash-${unique}`,
      key_encrypted: `encrypted-${unique}`,
      key_prefix: 'pk_test',
      expiry_date: '2099-12-31',
    })
    .execute();
}

/** Everything a users call may write: a refused call must leave all of it as it was. */
export async function usersState(db: Kysely<Database>) {
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('committee_members').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute(),
    resets: await db.selectFrom('password_resets').select('id').orderBy('id').execute(),
    apiKeys: await db.selectFrom('api_keys').select('id').orderBy('id').execute(),
  };
}

/** The role `userId` holds now. */
export async function roleOf(db: Kysely<Database>, userId: number): Promise<number> {
  const { role_id } = await db
    .selectFrom('users')
    .select('role_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return role_id;
}

/** The user's "member of a committee" flag (0 or 1), as the database holds it now. */
export async function committeeFlagOf(db: Kysely<Database>, userId: number): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('member_of_a_committee')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.member_of_a_committee;
}

/**
 * An active developer with a working parcel API key, written straight to the database with the
 * portal's own writers: for tests that start a server of their own on that database.
 */
export async function developerKey(
  db: Kysely<Database>,
  vault: ApiKeyVault,
): Promise<{ id: number; key: string }> {
  const now = new Date().toISOString();
  const user_id = await createUser(db, {
    name: 'Dan Developer',
    email: uniqueEmail('developer'),
    password_hash: 'not-used',
    role_id: Role.Developer,
    status: AccountStatus.Active,
    email_verified_at: now,
    created_at: now,
    updated_at: now,
  });
  const key = newApiKey();
  const values = { name: 'Mirror', expiry_date: '2099-12-31', user_id };
  return { id: await insertKey(db, vault, key, values, now), key };
}
