import type { Kysely } from 'kysely';
import { withAuthorNames } from '../../db/joined-names';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { containsText } from '../../lib/text-search';

/** Roles with their creator's and last editor's names, newest first. */
export function roleRows(db: Kysely<Database>) {
  return db
    .selectFrom('roles')
    .$call(withAuthorNames('roles'))
    .select(['roles.id', 'roles.name', 'roles.created_at', 'roles.updated_at'])
    .orderBy('roles.id', 'desc');
}

/** The list's ids, newest first, narrowed to `term` (for paging without the joins). */
export function roleIds(db: Kysely<Database>, term?: string) {
  const query = db.selectFrom('roles').select('roles.id').orderBy('roles.id', 'desc');
  return term ? query.where(containsText(['roles.name'], term)) : query;
}

/** The role, or a 404 for the client. */
export async function findRole(db: Kysely<Database>, id: number) {
  const role = await roleRows(db).where('roles.id', '=', id).executeTakeFirst();
  if (!role) throw notFound('Role not found.');
  return role;
}

export async function insertRole(db: Kysely<Database>, clock: Clock, name: string, by: number) {
  const now = clock.now().toISOString();
  const { id } = await db
    .insertInto('roles')
    .values({ name, created_by: by, updated_by: by, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function renameRole(
  db: Kysely<Database>,
  clock: Clock,
  id: number,
  name: string,
  by: number,
) {
  await db
    .updateTable('roles')
    .set({ name, updated_by: by, updated_at: clock.now().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function usersHoldingRole(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role_id', '=', id)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function deleteRole(db: Kysely<Database>, id: number) {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}
