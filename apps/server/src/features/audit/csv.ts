import type { AuditEventRow } from './queries';

/** The export's columns, in order: its header row. */
export const CSV_HEADER = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'ip',
  'action',
  'record_type',
  'record_id',
  'changes',
] as const;

/**
 * One cell. A text a spreadsheet would read as a formula (= + - @, a tab or a carriage return
 * first) is prefixed with a quote, since names and changes are typed by users; then RFC 4180:
 * a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF-terminated as RFC 4180 asks. */
export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function csvRow(row: AuditEventRow): string {
  return csvLine(CSV_HEADER.map((column) => row[column]));
}
