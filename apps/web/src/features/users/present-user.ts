import { formatPhone } from '@portal/shared/fields';
import type { UserRecord } from '@portal/shared/users';

/** What a list cell or a detail shows for a value the user does not have. */
export const NONE = '—';

/** The phone as the screens show it, in international form: '+254 722 000 111'. */
export function phoneOf(user: Pick<UserRecord, 'country' | 'phone'>): string {
  return formatPhone(user.country, user.phone) ?? NONE;
}

/** The committees a user sits on, with their role on each: "Finance (Chairperson)". */
export function committeesOf(user: Pick<UserRecord, 'user_committees'>): string {
  const seats = user.user_committees.map((seat) => `${seat.name} (${seat.role})`);
  return seats.length > 0 ? seats.join(', ') : NONE;
}
