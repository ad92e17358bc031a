import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { permissionsOfRole } from '../../lib/permissions';
import type { Actor } from '../../plugins/authentication';
import { grantRefusal } from './policy';

/**
 * Refuses with 403 unless the actor holds every permission the role grants (record 0029): to give
 * the role to someone, or to act on an account that holds it.
 */
export async function ensureHoldsRole(
  db: Kysely<Database>,
  actor: Actor,
  roleId: number | undefined,
  what: string,
): Promise<void> {
  if (roleId === undefined) return;
  const refusal = grantRefusal(actor.permissions, await permissionsOfRole(db, roleId), what);
  if (refusal) throw forbidden(refusal);
}

/** The account's role, if the account exists. */
export async function roleOfAccount(
  db: Kysely<Database>,
  userId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('role_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.role_id;
}
