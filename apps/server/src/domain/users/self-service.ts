import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { voidPasswordResets } from '../password-reset';

/** Sets the user's password and voids their reset links; answers the email it belongs to. */
export async function setPassword(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  passwordHash: string,
): Promise<{ email: string }> {
  const now = clock.now().toISOString();
  const changed = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now, updated_by: userId })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirstOrThrow();
  await voidPasswordResets(db, userId);
  return changed;
}

/** Saves what the user may change of their own profile. */
export async function updateProfile(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  fields: { country_code: string | null; phone: string; designation: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: clock.now().toISOString(), updated_by: userId })
    .where('id', '=', userId)
    .execute();
}
