import { AUDIT_EVENT_COLUMNS, type AuditEventRow } from './queries';

/**
 * One cell. A text a spreadsheet would read as a formula (= + - @, a tab or a carriage return
 * first) is prefixed with a quote, since names and changes are typed by users; then RFC 4180:
 * a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF-terminated as RFC 4180 asks. */
const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The header row: the columns' names. */
export const csvHeader = () => csvLine([...AUDIT_EVENT_COLUMNS]);

export function csvRow(row: AuditEventRow): string {
  return csvLine(AUDIT_EVENT_COLUMNS.map((column) => row[column]));
}
