import type { Kysely } from 'kysely';
import { AccountStatus } from '@portal/shared/constants';
import {
  DASHBOARD_RECENT,
  type AdminDashboard,
  type DashboardService,
} from '@portal/shared/dashboard';
import { flagsAsBooleans } from '@server/db/flags';
import { rowTotal } from '@server/db/row-total';
import type { Database } from '@server/db/schema';
import type { ApiKeyVault } from '@server/lib/api-key-vault';
import { withLogoUrl } from '@server/domain/logo-url';

/** Every service, newest first, as the dashboard lists them: logos by address. */
export function dashboardServices(db: Kysely<Database>): Promise<DashboardService[]> {
  return db
    .selectFrom('services')
    .select((eb) => [
      'id',
      'logo_hash',
      'name',
      'description',
      'link',
      eb.ref('has_sso').$castTo<boolean>().as('has_sso'),
    ])
    .withPlugin(flagsAsBooleans('has_sso'))
    .orderBy('id', 'desc')
    .execute()
    .then((services) => services.map(withLogoUrl));
}

async function usersByStatus(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const count = (status: number) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { active_users: count(AccountStatus.Active), blocked_users: count(AccountStatus.Blocked) };
}

/**
 * An administrator's insights (docs/product.md, "The dashboard"): totals and the newest users and
 * API keys.
 */
export async function adminInsights(
  db: Kysely<Database>,
  vault: ApiKeyVault,
): Promise<Omit<AdminDashboard, 'services'>> {
  const [users, services, committees, roles, statuses, recentUsers, recentKeys] = await Promise.all(
    [
      rowTotal(db, 'users'),
      rowTotal(db, 'services'),
      rowTotal(db, 'committees'),
      rowTotal(db, 'roles'),
      usersByStatus(db),
      db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'created_at'])
        .orderBy('id', 'desc')
        .limit(DASHBOARD_RECENT)
        .execute(),
      db
        .selectFrom('api_keys')
        .innerJoin('users as owner', 'owner.id', 'api_keys.user_id')
        .select([
          'api_keys.id',
          'api_keys.name',
          'api_keys.key_encrypted',
          'api_keys.created_at',
          'owner.name as owner_name',
        ])
        .orderBy('api_keys.id', 'desc')
        .limit(DASHBOARD_RECENT)
        .execute(),
    ],
  );
  return {
    total_users: users,
    total_services: services,
    total_committees: committees,
    total_roles: roles,
    ...statuses,
    recent_users: recentUsers,
    recent_apis: recentKeys.map(({ key_encrypted, owner_name, ...key }) => ({
      ...key,
      key: vault.open(key_encrypted),
      api_owner: { name: owner_name },
    })),
  };
}
