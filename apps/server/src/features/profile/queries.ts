import type { Kysely } from 'kysely';
import type { Profile } from '@portal/shared/profile';
import { withRoleAndStatusNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import { inCatalogueOrder } from '@server/lib/permissions';
import type { Actor } from '@server/lib/http/actor';

/** The caller's profile as this call's session look-up found it: no query. */
export function profileOf({ user, permissions, session }: Actor): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    user_role: session.roleName,
    account_status: session.statusName,
    status: user.status,
    created_at: user.created_at,
    country_code: user.country_code,
    phone: user.phone,
    designation: user.designation,
    permissions: inCatalogueOrder(permissions),
  };
}

/** The caller's profile as stored now (after a change), with what their role grants. */
export async function findProfile(
  db: Kysely<Database>,
  { user, permissions }: Pick<Actor, 'user' | 'permissions'>,
): Promise<Profile> {
  const profile = await db
    .selectFrom('users')
    .$call(withRoleAndStatusNames)
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.status',
      'users.created_at',
      'users.country_code',
      'users.phone',
      'users.designation',
    ])
    .where('users.id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { ...profile, permissions: inCatalogueOrder(permissions) };
}
