import type { ParcelRecord } from '@portal/shared/parcels';

/** The floors a parcel allows: '2–8', or '5' where the least and the most are the same. */
export function floorsOf(parcel: Pick<ParcelRecord, 'min_floors' | 'max_floors'>): string {
  const { min_floors: min, max_floors: max } = parcel;
  return min === max ? String(min) : `${min}–${max}`;
}

// Short-term leases are up to 21 years; 60 and 90 are long-term (docs/product.md, "Constants").
const SHORT_TERM_YEARS = 21;

/** A lease term as the screens say it: '21 years (short term)', '90 years (long term)'. */
export function leaseTermOf(years: number): string {
  return `${years} years (${years <= SHORT_TERM_YEARS ? 'short' : 'long'} term)`;
}
