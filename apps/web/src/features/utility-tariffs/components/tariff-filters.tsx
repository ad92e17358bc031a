import { SimpleGrid } from '@mantine/core';
import {
  CUSTOMER_CLASS_LABELS,
  CUSTOMER_CLASSES,
  UTILITY_SERVICE_LABELS,
  UTILITY_SERVICES,
} from '@portal/shared/utility-words';
import { FilterActions } from '@web/components/data-table/filter-actions';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useFilterForm, type FilterFormProps } from '@web/components/data-table/use-filter-form';
import { tariffAddressing, type TariffFilterText } from '../tariff-address';

type FilterForm = { service: string; customer_class: string };

const serviceOptions = UTILITY_SERVICES.map((value) => ({
  value,
  label: UTILITY_SERVICE_LABELS[value],
}));
const classOptions = CUSTOMER_CLASSES.map((value) => ({
  value,
  label: CUSTOMER_CLASS_LABELS[value],
}));

const formOf = (filter: TariffFilterText): FilterForm => ({
  service: filter.service ?? '',
  customer_class: filter.customer_class ?? '',
});

/** The versions of one service, one customer class, or both. */
export function TariffFilters({ filter, onApply, error }: FilterFormProps<TariffFilterText>) {
  const { form, errors, apply, clear } = useFilterForm({
    filter,
    formOf,
    filterOf: (values: FilterForm) => tariffAddressing.filterOf(values),
    onApply,
    error,
  });
  return (
    <form onSubmit={apply} noValidate role="search" aria-label="Filter the tariffs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <FilterSelect
          control={form.control}
          name="service"
          label="Service"
          data={serviceOptions}
          error={errors.service?.message}
        />
        <FilterSelect
          control={form.control}
          name="customer_class"
          label="Customer class"
          data={classOptions}
          error={errors.customer_class?.message}
        />
      </SimpleGrid>
      <FilterActions onClear={clear} />
    </form>
  );
}
