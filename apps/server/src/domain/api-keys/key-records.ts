import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { type ApiKeyVault } from '@server/lib/api-key-vault';

/**
 * The api_keys table's one writer (record 0049): keys made, edited and deleted from the key
 * screens, and the request counts the parcel API adds.
 */
export async function insertKey(
  db: Kysely<Database>,
  vault: ApiKeyVault,
  key: string,
  values: { name: string; expiry_date: string; user_id: number },
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('api_keys')
    .values({
      ...values,
      key_hash: vault.lookupHash(key),
      key_encrypted: vault.seal(key),
      // Enough to tell keys apart in a support call, far too little to use.
      key_prefix: key.slice(0, 8),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateKey(
  trx: Kysely<Database>,
  id: number,
  values: { name: string; expiry_date: string },
  now: string,
): Promise<void> {
  await trx
    .updateTable('api_keys')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteKey(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('api_keys').where('id', '=', id).execute();
}

/** Adds `calls` to the key's request count: added, not set, so instances never overwrite. */
export async function addRequests(
  trx: Kysely<Database>,
  id: number,
  calls: number,
  now: string,
): Promise<void> {
  await trx
    .updateTable('api_keys')
    .set((eb) => ({ requests: eb('requests', '+', calls), last_used_at: now }))
    .where('id', '=', id)
    .execute();
}
