import type { Kysely } from 'kysely';
import type { UserCommittee, UserLookups, UserRecord } from '@portal/shared/users';
import { committeeSeats, memberOfACommittee } from '@server/domain/users/committee-seats';
import type { DatabaseHandle } from '@server/db/connection';
import { withAuthorNames, withRoleAndStatusNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/lib/errors';
import { matchingUsers } from './indexed-search';

/**
 * Users with the names of their role, type, status and authors, newest first. Committees are
 * loaded apart (`withCommittees`): joined here they would repeat each user once per committee.
 */
function usersWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .$call(withAuthorNames('users'))
    .$call(withRoleAndStatusNames)
    .leftJoin('account_types', 'account_types.id', 'users.account_type_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.email_verified_at',
      'users.country_code as country',
      'users.phone',
      'users.role_id as role',
      'account_types.name as account_type',
      'users.account_type_id',
      'users.status',
      'users.verification_code',
      'users.created_at',
      'users.updated_at',
      'users.member_of_a_committee',
      'users.website',
      'users.address',
      'users.contact_person_name',
      'users.contact_person_phone',
      'users.contact_person_email',
      'users.alternative_contact_person_name',
      'users.alternative_contact_person_phone',
      'users.alternative_contact_person_email',
    ])
    .orderBy('users.id', 'desc');
}

/** The users' ids, newest first, narrowed to those whose name, email or phone contains `term`. */
export function userIds(database: DatabaseHandle, term?: string) {
  const query = database.db.selectFrom('users').select('users.id').orderBy('users.id', 'desc');
  return term ? query.where(matchingUsers(database.engine, term)) : query;
}

/** A page of users in full, committees included. */
export async function usersById(db: Kysely<Database>, ids: number[]): Promise<UserRecord[]> {
  return withCommittees(db, await usersWithNames(db).where('users.id', 'in', ids).execute());
}

type UserRow = Awaited<ReturnType<ReturnType<typeof usersWithNames>['execute']>>[number];

/** The rows with their committees, for a whole page in one query. */
export async function withCommittees(db: Kysely<Database>, rows: UserRow[]): Promise<UserRecord[]> {
  const ids = rows.map((row) => row.id);
  const memberships =
    ids.length === 0
      ? []
      : await committeeSeats(db, ids)
          .select([
            'committee_members.user_id',
            'committees.id as committee_id',
            'committees.name',
            'committee_roles.id as role_id',
            'committee_roles.name as role',
          ])
          .execute();
  const byUser = new Map<number, UserCommittee[]>();
  for (const { user_id, ...committee } of memberships) {
    byUser.set(user_id, [...(byUser.get(user_id) ?? []), committee]);
  }
  // Spread and overwritten rather than destructured with a rest: the rest copy of a driver's row
  // took 6 % of a users page (record 0015).
  return rows.map((row) => {
    const committees = byUser.get(row.id) ?? [];
    return {
      ...row,
      member_of_a_committee: memberOfACommittee(row.member_of_a_committee, committees),
      user_committees: committees,
    };
  });
}

/** The user as the back office shows it, or a 404 for the client. */
export async function findUser(db: Kysely<Database>, id: number): Promise<UserRecord> {
  const row = await usersWithNames(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('User not found.');
  const [user] = await withCommittees(db, [row]);
  return user!;
}

/** Whether another user already has this (normalized) email address. */
export async function emailTaken(
  db: Kysely<Database>,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The select lists of the user forms. */
export async function userLookups(db: Kysely<Database>): Promise<UserLookups> {
  const [committees, committee_roles, roles, account_types, account_statuses] = await Promise.all([
    db.selectFrom('committees').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('committee_roles').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('account_types').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('account_statuses').select(['id', 'name', 'alias']).orderBy('id').execute(),
  ]);
  return { committees, committee_roles, roles, account_types, account_statuses };
}
