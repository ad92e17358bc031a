import { SimpleGrid, TextInput } from '@mantine/core';
import {
  AUDIT_ACTIONS,
  AUDIT_FILTER_KEYS,
  AUDIT_RECORD_TYPES,
  AuditFilterSchema,
  type AuditFilter,
} from '@portal/shared/audit';
import type { ReactNode } from 'react';
import { FilterActions } from '@web/components/data-table/filter-actions';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useFilterForm, type FilterFormProps } from '@web/components/data-table/use-filter-form';
import { filterOf, type AuditFilterText } from '../audit-address';
import { actionLabels, recordTypeLabels } from '../audit-labels';

type FilterForm = Record<keyof AuditFilter, string>;

const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: actionLabels[value] }));
const typeOptions = AUDIT_RECORD_TYPES.map((value) => ({ value, label: recordTypeLabels[value] }));

const formOf = (filter: AuditFilterText): FilterForm =>
  Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, filter[key] ?? ''])) as FilterForm;

type AuditFiltersProps = FilterFormProps<AuditFilterText> & {
  /** Beside Apply and Clear: the download of what the filters let through. */
  children?: ReactNode;
};

/**
 * The audit trail's filters, every one optional, checked by the shared schema the server applies
 * (record 0029): Apply shows the first page they let through, Clear the whole trail.
 */
export function AuditFilters({ filter, onApply, error, children }: AuditFiltersProps) {
  const { form, errors, apply, clear } = useFilterForm({
    filter,
    formOf,
    filterOf,
    schema: AuditFilterSchema,
    onApply,
    error,
  });
  return (
    <form onSubmit={apply} noValidate role="search" aria-label="Filter the audit trail">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Actor id"
          inputMode="numeric"
          {...form.register('actor_id')}
          error={errors.actor_id?.message}
        />
        <FilterSelect
          control={form.control}
          name="action"
          label="Action"
          data={actionOptions}
          error={errors.action?.message}
        />
        <FilterSelect
          control={form.control}
          name="record_type"
          label="Record type"
          data={typeOptions}
          error={errors.record_type?.message}
        />
        <TextInput
          label="Record id"
          inputMode="numeric"
          {...form.register('record_id')}
          error={errors.record_id?.message}
        />
        <TextInput
          type="date"
          label="From (UTC day)"
          {...form.register('from')}
          error={errors.from?.message}
        />
        <TextInput
          type="date"
          label="To (UTC day)"
          {...form.register('to')}
          error={errors.to?.message}
        />
      </SimpleGrid>
      <FilterActions onClear={clear}>{children}</FilterActions>
    </form>
  );
}
