/**
 * One cell. A text a spreadsheet would read as a formula (= + - @, a tab or a carriage return
 * first) is prefixed with a quote, since names, notes and references are typed by people; then
 * RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF-terminated as RFC 4180 asks. */
export const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
