import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { conflict, validationFailed } from '@server/lib/errors';
import { permissionsOfRole } from '@server/lib/permissions';
import type { Actor } from '@server/lib/http/actor';
import { grantRefusal } from './policy';

async function refusalFor(db: Kysely<Database>, actor: Actor, roleId: number, what: string) {
  return grantRefusal(actor.permissions, await permissionsOfRole(db, roleId), what);
}

/**
 * Refuses, on the form's role field (422), a role granting a permission the actor does not hold
 * (record 0029).
 */
export async function ensureMayGiveRole(
  db: Kysely<Database>,
  actor: Actor,
  roleId: number,
): Promise<void> {
  const refusal = await refusalFor(db, actor, roleId, 'give this role');
  if (refusal) throw validationFailed({ role: [refusal] });
}

/**
 * Refuses (409) to act on an account whose role grants a permission the actor does not hold
 * (record 0029): a 403 would tell the web app that the actor's own session is refused.
 */
export async function ensureMayActOn(
  db: Kysely<Database>,
  actor: Actor,
  userId: number,
  what: string,
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('role_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  const refusal = row && (await refusalFor(db, actor, row.role_id, what));
  if (refusal) throw conflict(refusal);
}
