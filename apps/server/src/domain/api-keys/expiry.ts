import { authorityDay } from '@portal/shared/api-keys';
import { MINUTE, type Clock } from '@server/lib/clock';

let today = { minute: Number.NaN, day: '' };

/**
 * Today in the authority's time zone, as `YYYY-MM-DD`. Worked out once a minute, not on every
 * parcel API call, where formatting the date took a twentieth of the call (record 0032); a day
 * in any time zone begins on a whole minute, so the answer is exact.
 */
export function authorityToday(clock: Clock): string {
  const now = clock.now();
  const minute = Math.floor(now.getTime() / MINUTE);
  if (minute !== today.minute) today = { minute, day: authorityDay(now) };
  return today.day;
}

/** A key is valid through the end of its expiry date; ISO dates compare as text. */
export const isExpired = (expiryDate: string, clock: Clock) => expiryDate < authorityToday(clock);
