import type { UserRecord } from '@portal/shared/users';

/** What a list cell or a detail shows for a value the user does not have. */
export const NONE = '—';

/** The phone as the screens show it: the country's dialling code, then the number. */
export function phoneOf(user: Pick<UserRecord, 'country' | 'phone'>): string {
  if (!user.phone) return NONE;
  return user.country ? `${user.country} ${user.phone}` : user.phone;
}

/** The committees a user sits on, with their role on each: "Finance (Chairperson)". */
export function committeesOf(user: Pick<UserRecord, 'user_committees'>): string {
  const seats = user.user_committees.map((seat) => `${seat.name} (${seat.role})`);
  return seats.length > 0 ? seats.join(', ') : NONE;
}
