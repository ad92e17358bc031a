import { formatMoney } from '@portal/shared/money';
import { site } from '@portal/shared/site';
import {
  CUSTOMER_CLASS_LABELS,
  READING_SOURCE_LABELS,
  UNIT_SYMBOLS,
  UTILITY_SERVICE_LABELS,
  type MeterUnit,
  type ReadingSource,
} from '@portal/shared/utilities';

/*
 * The tenant's utilities in words (docs/product.md, "Utilities"): money as KES with thousands
 * separators, units with their symbol, readings' times on Nairobi's clock.
 */

export { CUSTOMER_CLASS_LABELS, UTILITY_SERVICE_LABELS };

/** '12,345.50 KES'. */
export const money = (amount: number, currency: string) => formatMoney({ amount, currency });

/** '1,234 m³'; fractions of a unit to three places. */
export const unitsOf = (units: number, unit: MeterUnit) =>
  `${units.toLocaleString('en-GB', { maximumFractionDigits: 3 })} ${UNIT_SYMBOLS[unit]}`;

/** A meter's dials as a number: '12,345'. */
export const dials = (value: number) => value.toLocaleString('en-GB');

/** A rate in minor units per unit as shillings: '67', '70.50'. */
export function rateOf(rate: number): string {
  const cents = rate % 100 !== 0;
  return (rate / 100).toLocaleString('en-GB', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
}

const nairobiTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: site.timeZone,
});

/** An instant on Nairobi's clock: '1 Dec 2026, 09:00'. */
export function nairobiMoment(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : nairobiTime.format(date);
}

/** How a reading came, as a tenant says it: 'Actual', 'Estimated', 'Your own reading'. */
export const sourceOf = (source: ReadingSource) => READING_SOURCE_LABELS[source];

const shortMonth = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

/** 'Nov 26' for '2026-11': a chart's label under its bar. */
export const shortPeriod = (period: string) =>
  shortMonth.format(new Date(`${period}-01T00:00:00Z`));
