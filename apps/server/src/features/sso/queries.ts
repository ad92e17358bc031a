import type { Kysely } from 'kysely';
import { AccountStatus } from '@portal/shared/constants';
import type { SsoIdentity } from '@portal/shared/sso';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/lib/errors';

/** What a handoff needs of a service (its link, whether single sign-on is on), or a 404. */
export async function ssoServiceOf(db: Kysely<Database>, id: number) {
  const service = await db
    .selectFrom('services')
    .select(['id', 'link', 'has_sso'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!service) throw notFound('Service not found.');
  return { id: service.id, link: service.link, hasSso: Boolean(service.has_sso) };
}

/** Who a redeemed token names, as the service learns it; nobody if the account is not active. */
export async function identityOf(
  db: Kysely<Database>,
  userId: number,
): Promise<SsoIdentity | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('account_types', 'account_types.id', 'users.account_type_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'roles.name as role',
      'account_types.name as account_type',
    ])
    .where('users.id', '=', userId)
    .where('users.status', '=', AccountStatus.Active)
    .executeTakeFirst();
}
