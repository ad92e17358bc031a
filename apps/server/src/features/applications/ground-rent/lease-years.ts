/** A lease year: its number (1 from the start date) and its first and last days, 'YYYY-MM-DD'. */
export type LeaseYear = { year: number; from: string; to: string };

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** `start` plus `years`; 29 February falls on the 28th in a year without one. */
function anniversary(start: string, years: number): Date {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  return date.getUTCMonth() === m - 1 ? date : new Date(Date.UTC(y + years, m, 0));
}

/**
 * The lease years begun by `today`, the authority's day (Africa/Nairobi), of a lease from `start`
 * for `termYears`: the ground rent of each is due on its first day (docs/product.md, "Money").
 */
export function leaseYearsBegun(start: string, termYears: number, today: string): LeaseYear[] {
  const years: LeaseYear[] = [];
  for (let year = 1; year <= termYears; year++) {
    const from = anniversary(start, year - 1);
    if (iso(from) > today) break;
    const to = new Date(anniversary(start, year).getTime() - DAY_MS);
    years.push({ year, from: iso(from), to: iso(to) });
  }
  return years;
}
