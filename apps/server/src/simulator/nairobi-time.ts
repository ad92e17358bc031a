/*
 * Daraja writes its times in Nairobi's wall-clock time, which is UTC+3 all year (Kenya keeps no
 * daylight saving), so a fixed offset is exact and needs no time-zone database.
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60_000;

/** 'YYYY-MM-DDTHH:mm:ss' as a Nairobi wall clock shows `at`. */
function wallClock(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 19);
}

/** 'YYYYMMDDHHmmss': the C2B TransTime, and the STK TransactionDate once read as a number. */
export function compactTime(at: Date): string {
  return wallClock(at).replace(/\D/g, '');
}

/** 'YYYY-MM-DD HH:mm:ss': the pull-transactions API's dates, both asked and answered. */
export function statementTime(at: Date): string {
  return wallClock(at).replace('T', ' ');
}

/** The Nairobi day of `at`, 'YYYY-MM-DD'. */
export function nairobiDay(at: Date): string {
  return wallClock(at).slice(0, 10);
}

/** The moment a 'YYYY-MM-DD HH:mm:ss' Nairobi time names, or null when it names none. */
export function parseStatementTime(text: string): Date | null {
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+03:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The first moment of a Nairobi day 'YYYY-MM-DD', or null when the text is no such day. */
export function startOfNairobiDay(day: string): Date | null {
  if (!/^\d{4}-\d\d-\d\d$/.test(day)) return null;
  const at = parseStatementTime(`${day} 00:00:00`);
  // Date accepts '2026-02-30' as March 2nd; a day that does not round-trip is no day.
  return at && nairobiDay(at) === day ? at : null;
}
