import { auditCalls } from '@portal/shared/audit';
import { pathOf } from '@portal/shared/call';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { http } from '@web/lib/http-client';
import { auditAddressing, auditQueryOf, type AuditFilterText } from '../audit-address';

/** The audit events of the page and filters the address names. */
export const useAuditEvents = () =>
  useFilteredList({ call: auditCalls.list, addressing: auditAddressing });

/** Every event the filters let through, as a CSV file. */
export const downloadAuditCsv = (filter: AuditFilterText) =>
  http.download(`${pathOf(auditCalls.export)}${auditQueryOf({ page: 1, filter })}`);
