import type { Kysely } from 'kysely';
import type { Profile } from '@portal/shared/profile';
import { withRoleAndStatusNames } from '../../db/joined-names';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { permissionListOfRole } from '../../lib/permissions';

export async function findProfile(db: Kysely<Database>, userId: number): Promise<Profile> {
  const { role_id, ...profile } = await db
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
      'users.role_id',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { ...profile, permissions: await permissionListOfRole(db, role_id) };
}

export async function updateProfile(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  fields: { country_code: string; phone: string; designation: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: clock.now().toISOString(), updated_by: userId })
    .where('id', '=', userId)
    .execute();
}
