import type { Kysely, Transaction } from 'kysely';
import type { Database, Flag } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';

/** The users' seats on committees, joined to the committee and its role there, by committee name. */
export function committeeSeats(db: Kysely<Database>, userIds: number[]) {
  return db
    .selectFrom('committee_members')
    .innerJoin('committees', 'committees.id', 'committee_members.committee_id')
    .innerJoin('committee_roles', 'committee_roles.id', 'committee_members.committee_role_id')
    .where('committee_members.user_id', 'in', userIds)
    .orderBy('committees.name');
}

/** The answers' "Yes" or "No": the user is flagged as a committee member, or has a seat. */
export function memberOfACommittee(flag: Flag, seats: unknown[]): 'Yes' | 'No' {
  return flag || seats.length > 0 ? 'Yes' : 'No';
}

/**
 * Seats the user on a committee in `role`, from the committee's own page, in the caller's
 * transaction: they are marked as a committee member (docs/product.md, "Validation").
 */
export async function seatOnCommittee(
  trx: Transaction<Database>,
  clock: Clock,
  seat: { userId: number; committeeId: number; role: number },
  by: number,
): Promise<void> {
  const now = clock.now().toISOString();
  await trx
    .insertInto('committee_members')
    .values({
      committee_id: seat.committeeId,
      committee_role_id: seat.role,
      user_id: seat.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx
    .updateTable('users')
    .set({ member_of_a_committee: 1, updated_at: now, updated_by: by })
    .where('id', '=', seat.userId)
    .execute();
}

/**
 * Takes the user's seat on the committee away; with it their last, they are no longer marked as
 * a committee member, so that no account says "Yes" with no committee to show.
 */
export async function unseatFromCommittee(
  trx: Transaction<Database>,
  clock: Clock,
  seat: { userId: number; committeeId: number },
  by: number,
): Promise<void> {
  await trx
    .deleteFrom('committee_members')
    .where('user_id', '=', seat.userId)
    .where('committee_id', '=', seat.committeeId)
    .execute();
  const left = await trx
    .selectFrom('committee_members')
    .select('id')
    .where('user_id', '=', seat.userId)
    .executeTakeFirst();
  await trx
    .updateTable('users')
    .set({
      ...(left ? {} : { member_of_a_committee: 0 as const }),
      updated_at: clock.now().toISOString(),
      updated_by: by,
    })
    .where('id', '=', seat.userId)
    .execute();
}

/** The user's committees become exactly `committees`: the form edits them as a whole. */
export async function replaceCommittees(
  trx: Transaction<Database>,
  userId: number,
  committees: { name: number; role: number }[],
  now: string,
): Promise<void> {
  await trx.deleteFrom('committee_members').where('user_id', '=', userId).execute();
  if (committees.length === 0) return;
  await trx
    .insertInto('committee_members')
    .values(
      committees.map(({ name, role }) => ({
        committee_id: name,
        committee_role_id: role,
        user_id: userId,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/**
 * Before committee `committeeId` is deleted (its seats go with it): its members who sit on no
 * other committee stop being marked as committee members, so the users list never says "Yes"
 * with no committee to show.
 */
export async function unmarkMembersLeavingWith(
  trx: Transaction<Database>,
  committeeId: number,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ member_of_a_committee: 0 })
    .where('id', 'in', (eb) =>
      eb.selectFrom('committee_members').select('user_id').where('committee_id', '=', committeeId),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('committee_members as other')
            .select('other.id')
            .whereRef('other.user_id', '=', 'users.id')
            .where('other.committee_id', '!=', committeeId),
        ),
      ),
    )
    .execute();
}
