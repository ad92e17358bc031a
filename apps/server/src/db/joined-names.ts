import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/** The tables whose rows record who created them and who changed them last (`Audited`). */
type AuditedTable =
  | 'committees'
  | 'parcel_allocations'
  | 'parcels'
  | 'roles'
  | 'services'
  | 'users'
  | 'utility_connections'
  | 'utility_tariffs'
  | 'vendor_calls';

/** A query of `T` whose rows carry their creator's and last editor's names. */
type WithAuthorNames<T extends AuditedTable, O> = SelectQueryBuilder<
  Database,
  T,
  O & { created_by: string | null; updated_by: string | null }
>;

/**
 * For `$call` straight after `selectFrom(table)`: joins the row's creator and last editor and
 * selects their names as `created_by` and `updated_by`, where the row holds only their ids.
 */
export function withAuthorNames<T extends AuditedTable>(table: T) {
  return <O>(query: SelectQueryBuilder<Database, T, O>) => {
    // Kysely's types cannot resolve the joined names for a generic table: they are checked
    // against every audited table, and the answer is narrowed back to the caller's one.
    const audited: SelectQueryBuilder<Database, AuditedTable, O> = query;
    const named = audited
      .leftJoin('users as creator', 'creator.id', `${table}.created_by`)
      .leftJoin('users as updater', 'updater.id', `${table}.updated_by`)
      .select(['creator.name as created_by', 'updater.name as updated_by']);
    return named as WithAuthorNames<T, O>;
  };
}

/** For `$call` on users: joins their role and account status and selects both names. */
export function withRoleAndStatusNames<O>(query: SelectQueryBuilder<Database, 'users', O>) {
  return query
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .innerJoin('account_statuses', 'account_statuses.id', 'users.status')
    .select(['roles.name as user_role', 'account_statuses.name as account_status']);
}
