/*
 * Money without its schemas, for the public pages, which load no schema library (decision record
 * 0012): money.ts re-exports all of it.
 */

/**
 * Money is an integer count of minor units (cents) with its ISO currency code, never a float:
 * 15,000 shillings travel as `{ amount: 1500000, currency: 'KES' }`.
 */
export const CURRENCIES = ['KES', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'KES';

/** Minor units per major unit: both currencies count cents. */
const MINOR_PER_MAJOR = 100;

/** The largest amount any call takes: a hundred billion in major units, well inside 2^53. */
export const MAX_AMOUNT = 100_000_000_000 * MINOR_PER_MAJOR;

export type Money = { amount: number; currency: string };

/** '15,000 KES', or '15,000.50 KES' when there are cents: grouped by thousands, then the code. */
export function formatMoney({ amount, currency }: Money): string {
  const major = amount / MINOR_PER_MAJOR;
  const cents = amount % MINOR_PER_MAJOR !== 0;
  const figure = major.toLocaleString('en-GB', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
  return `${figure} ${currency}`;
}

/** What a person types ('15000', '15,000.50') in minor units; null when it is not an amount. */
export function parseMajorUnits(typed: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(typed.replaceAll(',', '').trim());
  if (!match) return null;
  return Number(match[1]) * MINOR_PER_MAJOR + Number((match[2] ?? '').padEnd(2, '0'));
}
