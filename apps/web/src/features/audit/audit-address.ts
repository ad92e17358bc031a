import { AUDIT_FILTER_KEYS } from '@portal/shared/audit';
import { filterAddressing, type FilterText } from '@web/components/data-table/filter-address';

type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** The filters as typed: an absent one is not there (never an empty string). */
export type AuditFilterText = FilterText<AuditFilterKey>;

/** The audit screen's filters, in the address with the server's parameter names (record 0026). */
export const auditAddressing = filterAddressing(AUDIT_FILTER_KEYS);

/** The query of `address`, the first page left out: '?page=2&action=role.created'. */
export const auditQueryOf = auditAddressing.queryOf;
