import { auditCalls } from '@portal/shared/audit';
import { pathOf } from '@portal/shared/call';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { downloadFile } from '@web/lib/files';
import { auditAddressing, auditQueryOf, type AuditFilterText } from '../audit-address';

/** The audit events of the page and filters the address names. */
export const useAuditEvents = () =>
  useFilteredList({ call: auditCalls.list, addressing: auditAddressing });

/** Saves every event the filters let through (not only the page shown) as a CSV file. */
export const saveAuditCsv = (filter: AuditFilterText) =>
  downloadFile(
    `${pathOf(auditCalls.export)}${auditQueryOf({ page: 1, filter })}`,
    'audit-trail.csv',
  );
