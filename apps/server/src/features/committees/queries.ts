import type { Kysely, Transaction } from 'kysely';
import type { CommitteeDetail } from '@portal/shared/committees';
import { withAuthorNames } from '@server/db/joined-names';
import { unmarkMembersLeavingWith } from '@server/domain/users/committee-seats';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { notFound } from '@server/lib/errors';
import { containsText } from '@server/lib/text-search';
import { newRecordBy } from '@server/lib/authorship';

type CommitteeFields = { name: string; alias: string | null };

const committeeNotFound = () => notFound('Committee not found.');

/** Committees with their creator's and last editor's names, newest first. */
export function committeeRows(db: Kysely<Database>) {
  return db
    .selectFrom('committees')
    .$call(withAuthorNames('committees'))
    .select([
      'committees.id',
      'committees.name',
      'committees.alias',
      'committees.created_at',
      'committees.updated_at',
    ])
    .orderBy('committees.id', 'desc');
}

/** The list's ids, newest first, narrowed to `term` (for paging without the joins). */
export function committeeIds(db: Kysely<Database>, term?: string) {
  const query = db
    .selectFrom('committees')
    .select('committees.id')
    .orderBy('committees.id', 'desc');
  return term ? query.where(containsText(['committees.name', 'committees.alias'], term)) : query;
}

/** The committee with its members by name (show-committee), or a 404 for the client. */
export async function findCommittee(db: Kysely<Database>, id: number): Promise<CommitteeDetail> {
  const committee = await committeeRows(db).where('committees.id', '=', id).executeTakeFirst();
  if (!committee) throw committeeNotFound();
  const members = await db
    .selectFrom('committee_members')
    .innerJoin('users', 'users.id', 'committee_members.user_id')
    .innerJoin('committee_roles', 'committee_roles.id', 'committee_members.committee_role_id')
    .select([
      'committee_members.user_id',
      'users.name',
      'committee_roles.name as role',
      'committee_members.updated_at',
    ])
    .where('committee_members.committee_id', '=', id)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return { ...committee, members };
}

export async function isCommitteeMember(db: Kysely<Database>, committeeId: number, userId: number) {
  const membership = await db
    .selectFrom('committee_members')
    .select('id')
    .where('committee_id', '=', committeeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return membership !== undefined;
}

export async function insertCommittee(
  db: Kysely<Database>,
  clock: Clock,
  fields: CommitteeFields,
  by: number,
) {
  const now = clock.now().toISOString();
  const { id } = await db
    .insertInto('committees')
    .values({ ...fields, ...newRecordBy(by, now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCommittee(
  db: Kysely<Database>,
  clock: Clock,
  id: number,
  fields: CommitteeFields,
  by: number,
) {
  await db
    .updateTable('committees')
    .set({ ...fields, updated_by: by, updated_at: clock.now().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the committee and, by the foreign key's cascade, its memberships, in the caller's
 * transaction; its members who sit on no other committee stop being marked as members.
 */
export async function deleteCommittee(trx: Transaction<Database>, id: number) {
  await unmarkMembersLeavingWith(trx, id);
  const { numDeletedRows } = await trx
    .deleteFrom('committees')
    .where('id', '=', id)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw committeeNotFound();
}

/** The id of the account with this email (stored lower-cased, as the schema sends it). */
export async function userIdByEmail(db: Kysely<Database>, email: string) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return user?.id;
}
