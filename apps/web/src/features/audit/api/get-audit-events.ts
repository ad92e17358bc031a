import { AuditListAnswerSchema } from '@portal/shared/audit';
import { useFilteredList } from '../../../components/data-table/use-filtered-list';
import { http } from '../../../lib/http-client';
import { auditAddressing, auditQueryOf, type AuditFilterText } from '../audit-address';

const THINGS = 'audit-events';

/** GET /audit-events for the page and filters the address names. */
export const useAuditEvents = () =>
  useFilteredList({ things: THINGS, schema: AuditListAnswerSchema, addressing: auditAddressing });

/** GET /audit-events/export: every event the filters let through, as a CSV file. */
export const downloadAuditCsv = (filter: AuditFilterText) =>
  http.download(`/${THINGS}/export${auditQueryOf({ page: 1, filter })}`);
