import { SimpleGrid, TextInput } from '@mantine/core';
import {
  CONNECTION_STATUS_LABELS,
  CONNECTION_STATUSES,
  UTILITY_SERVICE_LABELS,
  UTILITY_SERVICES,
} from '@portal/shared/utilities';
import { FilterActions } from '@web/components/data-table/filter-actions';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useFilterForm, type FilterFormProps } from '@web/components/data-table/use-filter-form';
import { connectionAddressing, type ConnectionFilterText } from '../connection-address';

type FilterForm = { search_term: string; service: string; status: string };

const serviceOptions = UTILITY_SERVICES.map((value) => ({
  value,
  label: UTILITY_SERVICE_LABELS[value],
}));
const statusOptions = CONNECTION_STATUSES.map((value) => ({
  value,
  label: CONNECTION_STATUS_LABELS[value],
}));

const formOf = (filter: ConnectionFilterText): FilterForm => ({
  search_term: filter.search_term ?? '',
  service: filter.service ?? '',
  status: filter.status ?? '',
});

/** Search by connection number, parcel or holder; narrow by service and status. */
export function ConnectionFilters({
  filter,
  onApply,
  error,
}: FilterFormProps<ConnectionFilterText>) {
  const { form, errors, apply, clear } = useFilterForm({
    filter,
    formOf,
    filterOf: (values: FilterForm) => connectionAddressing.filterOf(values),
    onApply,
    error,
  });
  return (
    <form onSubmit={apply} noValidate role="search" aria-label="Filter the connections">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Search"
          description="Connection number, parcel or holder"
          {...form.register('search_term')}
          error={errors.search_term?.message}
        />
        <FilterSelect
          control={form.control}
          name="service"
          label="Service"
          data={serviceOptions}
          error={errors.service?.message}
        />
        <FilterSelect
          control={form.control}
          name="status"
          label="Status"
          data={statusOptions}
          error={errors.status?.message}
        />
      </SimpleGrid>
      <FilterActions onClear={clear} />
    </form>
  );
}
