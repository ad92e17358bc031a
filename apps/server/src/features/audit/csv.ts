import { csvLine } from '@server/lib/csv';
import { AUDIT_EVENT_COLUMNS, type AuditEventRow } from './queries';

/** The header row: the columns' names. */
export const csvHeader = () => csvLine([...AUDIT_EVENT_COLUMNS]);

export function csvRow(row: AuditEventRow): string {
  return csvLine(AUDIT_EVENT_COLUMNS.map((column) => row[column]));
}
