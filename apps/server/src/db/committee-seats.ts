import type { Kysely } from 'kysely';
import type { Database, Flag } from './schema';

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
