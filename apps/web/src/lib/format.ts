import { site } from '@portal/shared/site';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const momentFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
// A calendar day parses as midnight UTC: read in UTC too, it never shifts to the day before.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function format(formatter: Intl.DateTimeFormat, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

/** A server timestamp as a date in the reader's locale; an unreadable value is shown as it is. */
export function formatDate(value: string): string {
  return format(dateFormat, value);
}

/** A server timestamp to the minute, for what happens within the hour (a mail's next attempt). */
export function formatMoment(value: string): string {
  return format(momentFormat, value);
}

/** A calendar day (`YYYY-MM-DD`, an expiry date) in the reader's locale, whatever their zone. */
export function formatDay(value: string): string {
  return format(dayFormat, value);
}

const utcMomentFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** A server timestamp to the second in UTC, said so: the audit trail's time, the same for all. */
export function formatUtcMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${utcMomentFormat.format(date)} UTC`;
}

// The authority's clock, whatever the reader's: calls for expressions of interest open and close
// by it (docs/product.md, "Software and cloud vendors").
const nairobiMomentFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: site.timeZone,
});

/** An instant on the authority's clock, said so: '1 December 2026 at 09:00 (Nairobi time)'. */
export function formatNairobiMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : `${nairobiMomentFormat.format(date)} (Nairobi time)`;
}
