import { z } from 'zod';
import { site } from './site';
import type { UtilityService } from './utility-words';
import { nairobiDay, nairobiMidnight } from './calendar';

/*
 * Utilities (docs/product.md, "Utilities"): the words every part of water and electricity billing
 * shares. Months are Nairobi's: a reading at 23:30 on 30 November in Nairobi is November's.
 */

export {
  CUSTOMER_CLASS_LABELS,
  CUSTOMER_CLASSES,
  METER_UNITS,
  SERVICE_UNITS,
  UNIT_SYMBOLS,
  UTILITY_SERVICE_LABELS,
  UTILITY_SERVICES,
  periodLabel,
} from './utility-words';
export type { CustomerClass, MeterUnit, UtilityService } from './utility-words';

/** The letter a connection number starts with: 'W-TC-P3-0079'. */
export const CONNECTION_PREFIXES: Record<UtilityService, string> = { water: 'W', electricity: 'E' };

export const CONNECTION_STATUSES = ['active', 'suspended', 'closed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  closed: 'Closed',
};

export const READING_SOURCES = ['actual', 'estimated', 'customer'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];
export const READING_SOURCE_LABELS: Record<ReadingSource, string> = {
  actual: 'Actual',
  estimated: 'Estimated',
  customer: 'Your own reading',
};

export const RUN_STATUSES = ['draft', 'issued'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** Days a bill gives to pay it. */
export const BILL_DUE_DAYS = 14;
/** A reading this many times above or below the usual daily use is flagged for review. */
export const READING_FLAG_FACTOR = 3;
/** The months of history an average daily use is taken over. */
export const AVERAGE_USE_MONTHS = 6;

/** 'YYYY-MM', a month of Nairobi's. */
export const periodField = z
  .string({ error: 'Enter a month as YYYY-MM.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.');

/** The month in Nairobi of an instant: '2026-11-30T20:30:00Z' is '2026-11'. */
export const nairobiPeriod = (instant: string | Date): string => nairobiDay(instant).slice(0, 7);

/** The month after `period`: '2026-12' after '2026-11', '2027-01' after '2026-12'. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The month before `period`. */
export function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A month's days, `to` excluded, and the instants they run between (UTC). */
export function periodBounds(period: string) {
  const from = `${period}-01`;
  const to = `${nextPeriod(period)}-01`;
  return { from, to, startsAt: nairobiMidnight(from), endsAt: nairobiMidnight(to) };
}

/** The time zone months and due dates are reckoned in. */
export const UTILITIES_TIME_ZONE = site.timeZone;
