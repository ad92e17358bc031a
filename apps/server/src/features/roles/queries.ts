import type { Kysely } from 'kysely';
import { AccountStatus, Role } from '@portal/shared/constants';
import type { Permission } from '@portal/shared/permissions';
import type { RoleDetail } from '@portal/shared/roles';
import { withAuthorNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { notFound } from '@server/lib/errors';
import { permissionListOfRole } from '@server/lib/permissions';
import { containsText } from '@server/lib/text-search';
import { newRecordBy } from '@server/lib/authorship';

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

/** The role with the keys it grants, in catalogue order, or a 404 for the client. */
export async function findRole(db: Kysely<Database>, id: number): Promise<RoleDetail> {
  const role = await roleRows(db).where('roles.id', '=', id).executeTakeFirst();
  if (!role) throw notFound('Role not found.');
  return { ...role, permissions: await permissionListOfRole(db, id) };
}

/** The role grants exactly `permissions` from now on (never called for role 1). */
export async function replacePermissions(
  db: Kysely<Database>,
  id: number,
  permissions: readonly Permission[],
): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', id).execute();
  if (permissions.length === 0) return;
  await db
    .insertInto('role_permissions')
    .values(permissions.map((permission) => ({ role_id: id, permission })))
    .execute();
}

/** Active accounts, other than `exceptUserId`, whose role grants `permission`. */
export async function otherActiveHolders(
  db: Kysely<Database>,
  permission: Permission,
  exceptUserId: number,
): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('users.status', '=', AccountStatus.Active)
    .where('users.id', '!=', exceptUserId)
    .where((eb) =>
      eb.or([
        eb('users.role_id', '=', Role.Administrator),
        eb(
          'users.role_id',
          'in',
          eb.selectFrom('role_permissions').select('role_id').where('permission', '=', permission),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertRole(db: Kysely<Database>, clock: Clock, name: string, by: number) {
  const now = clock.now().toISOString();
  const { id } = await db
    .insertInto('roles')
    .values({ name, ...newRecordBy(by, now) })
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
