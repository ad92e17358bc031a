const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A server timestamp as a date in the reader's locale; an unreadable value is shown as it is. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
