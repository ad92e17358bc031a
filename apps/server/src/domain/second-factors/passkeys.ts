import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/** A passkey as its owner's security settings list it. */
export type PasskeyListed = {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  synced: boolean;
};

export async function passkeysOf(db: Kysely<Database>, userId: number): Promise<PasskeyListed[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'backed_up'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(({ backed_up, ...passkey }) => ({ ...passkey, synced: Boolean(backed_up) }));
}

/** Renames one of `userId`'s passkeys; false when they have no passkey `id`. */
export async function renamePasskey(
  db: Kysely<Database>,
  userId: number,
  id: number,
  name: string,
): Promise<boolean> {
  const renamed = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return renamed.numUpdatedRows > 0n;
}

/** Removes one of `userId`'s passkeys, or all of them; answers how many went. */
export async function removePasskeys(
  db: Kysely<Database>,
  userId: number,
  id?: number,
): Promise<number> {
  const removed = await db
    .deleteFrom('passkeys')
    .where('user_id', '=', userId)
    .$if(id !== undefined, (query) => query.where('id', '=', id!))
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
