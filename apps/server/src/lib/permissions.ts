import type { Kysely } from 'kysely';
import { AccountStatus, Role } from '@portal/shared/constants';
import { isPermission, PERMISSION_KEYS, type Permission } from '@portal/shared/permissions';
import type { Database } from '../db/schema';

const everything: ReadonlySet<Permission> = new Set(PERMISSION_KEYS);

/**
 * What a role grants (record 0029). The Administrator holds every permission in code, not in
 * rows, so that no edit can take one from it; a key no longer in the catalogue grants nothing.
 */
export async function permissionsOfRole(
  db: Kysely<Database>,
  roleId: number,
): Promise<ReadonlySet<Permission>> {
  if (roleId === Role.Administrator) return everything;
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission')
    .where('role_id', '=', roleId)
    .execute();
  return new Set(rows.map((row) => row.permission).filter(isPermission));
}

/** What a role grants, as answers carry it: in catalogue order. */
export async function permissionListOfRole(
  db: Kysely<Database>,
  roleId: number,
): Promise<Permission[]> {
  return inCatalogueOrder(await permissionsOfRole(db, roleId));
}

/** The permissions `held`, as answers carry them: in catalogue order. */
export const inCatalogueOrder = (held: ReadonlySet<Permission>): Permission[] =>
  PERMISSION_KEYS.filter((key) => held.has(key));

/** The keys in `wanted` that `held` lacks, in catalogue order. */
export function missingFrom(
  held: ReadonlySet<Permission>,
  wanted: Iterable<Permission>,
): Permission[] {
  const want = new Set(wanted);
  return PERMISSION_KEYS.filter((key) => want.has(key) && !held.has(key));
}

/** The active accounts whose role grants `permission`: whom a queue's mail goes to. */
export function holdersOf(
  db: Kysely<Database>,
  permission: Permission,
): Promise<{ name: string; email: string }[]> {
  return db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('status', '=', AccountStatus.Active)
    .where((eb) =>
      eb.or([
        eb('role_id', '=', Role.Administrator),
        eb(
          'role_id',
          'in',
          eb.selectFrom('role_permissions').select('role_id').where('permission', '=', permission),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
}
