import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FilterFormFrame } from '@web/components/data-table/filter-form-frame';
import { useFilterForm, type FilterFormProps } from '@web/components/data-table/use-filter-form';
import type { SuspenseFilter, SuspenseView } from '../api/suspense';
import { SUSPENSE_STATUS_LABELS } from './suspense-columns';

const views: { value: SuspenseView; label: string }[] = [
  { value: 'held', label: SUSPENSE_STATUS_LABELS.held },
  { value: 'allocated', label: SUSPENSE_STATUS_LABELS.allocated },
  { value: 'refunded', label: SUSPENSE_STATUS_LABELS.refunded },
  { value: 'all', label: 'All' },
];

type StatusForm = { status: SuspenseView };

/** Which payments are listed: the held ones unless another status is chosen; Clear goes back. */
export function SuspenseFilters(props: FilterFormProps<SuspenseFilter>) {
  const filters = useFilterForm({
    ...props,
    formOf: (filter: SuspenseFilter): StatusForm => ({ status: filter.status ?? 'held' }),
    filterOf: ({ status }: StatusForm): SuspenseFilter => (status === 'held' ? {} : { status }),
  });
  return (
    <FilterFormFrame label="Filter the payments" filters={filters} cols={{ base: 1, xs: 2, md: 3 }}>
      <Controller
        control={filters.form.control}
        name="status"
        render={({ field, fieldState }) => (
          <Select
            label="Status"
            data={views}
            allowDeselect={false}
            value={field.value}
            onChange={(value) => field.onChange((value as SuspenseView | null) ?? 'held')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </FilterFormFrame>
  );
}
