/*
 * Days, months and quarters as Nairobi counts them (docs/product.md, "Time"): instants are stored
 * in UTC; a due date, a billing month or a review's quarter is a day of Nairobi's, written
 * 'YYYY-MM-DD', whose text compares as the days it names.
 */

// Nairobi keeps UTC+3 all year: no daylight saving to reckon with.
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

/** The day in Nairobi of an instant: '2026-11-30T20:30:00Z' is '2026-11-30'. */
export function nairobiDay(instant: string | Date): string {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(at + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative): '2026-12-01' one after '2026-11-30'. */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant a Nairobi day begins, in UTC: '2026-11-01' begins at '2026-10-31T21:00:00.000Z'. */
export const nairobiMidnight = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - NAIROBI_OFFSET_MS).toISOString();

/**
 * The same day `years` later: '2027-11-27' a year after '2026-11-27'. The 29th of February
 * becomes the 1st of March in a year without one, as the calendar's own overflow has it.
 */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

/** A calendar quarter, 'YYYY-Qn'. */
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;

/** The quarter a day falls in: '2026-11-27' is in '2026-Q4'. */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/** A quarter's first day: '2026-10-01' for '2026-Q4'. */
export function quarterFirstDay(quarter: string): string {
  const month = (Number(quarter.slice(6)) - 1) * 3 + 1;
  return `${quarter.slice(0, 4)}-${String(month).padStart(2, '0')}-01`;
}

/** The quarter after `quarter`: '2027-Q1' after '2026-Q4'. */
export function nextQuarter(quarter: string): string {
  const year = Number(quarter.slice(0, 4));
  const n = Number(quarter.slice(6));
  return n === 4 ? `${year + 1}-Q1` : `${year}-Q${n + 1}`;
}

/** A quarter's last day: '2026-12-31' for '2026-Q4'. */
export const quarterLastDay = (quarter: string): string =>
  shiftDay(quarterFirstDay(nextQuarter(quarter)), -1);

/** The quarters whose last day falls from `from` to `to`, both included, oldest first. */
export function quartersEndingBetween(from: string, to: string): string[] {
  const quarters: string[] = [];
  for (let quarter = quarterOf(from); quarterFirstDay(quarter) <= to;) {
    const last = quarterLastDay(quarter);
    if (last >= from && last <= to) quarters.push(quarter);
    quarter = nextQuarter(quarter);
  }
  return quarters;
}
