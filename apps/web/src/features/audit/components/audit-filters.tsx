import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, AuditFilterSchema } from '@portal/shared/audit';
import type { ReactNode } from 'react';
import { FilterFormFrame } from '@web/components/data-table/filter-form-frame';
import { FilterInput } from '@web/components/data-table/filter-input';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useAddressFilterForm } from '@web/components/data-table/use-address-filter-form';
import type { FilterFormProps } from '@web/components/data-table/use-filter-form';
import { optionsOf } from '@web/lib/options';
import { auditAddressing, type AuditFilterText } from '../audit-address';
import { actionLabels, recordTypeLabels } from '../audit-labels';

const actionOptions = optionsOf(AUDIT_ACTIONS, actionLabels);
const typeOptions = optionsOf(AUDIT_RECORD_TYPES, recordTypeLabels);

type AuditFiltersProps = FilterFormProps<AuditFilterText> & {
  /** Beside Apply and Clear: the download of what the filters let through. */
  children?: ReactNode;
};

/**
 * The audit trail's filters, every one optional, checked by the shared schema the server applies
 * (record 0029): Apply shows the first page they let through, Clear the whole trail.
 */
export function AuditFilters({ children, ...props }: AuditFiltersProps) {
  const filters = useAddressFilterForm({
    ...props,
    addressing: auditAddressing,
    schema: AuditFilterSchema,
  });
  const { form } = filters;
  return (
    <FilterFormFrame
      label="Filter the audit trail"
      filters={filters}
      cols={{ base: 1, xs: 2, md: 3 }}
      actions={children}
    >
      <FilterInput form={form} name="actor_id" label="Actor id" inputMode="numeric" />
      <FilterSelect form={form} name="action" label="Action" data={actionOptions} />
      <FilterSelect form={form} name="record_type" label="Record type" data={typeOptions} />
      <FilterInput form={form} name="record_id" label="Record id" inputMode="numeric" />
      <FilterInput form={form} name="from" label="From (UTC day)" type="date" />
      <FilterInput form={form} name="to" label="To (UTC day)" type="date" />
    </FilterFormFrame>
  );
}
