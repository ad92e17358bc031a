import { SimpleGrid, TextInput } from '@mantine/core';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@portal/shared/invoices';
import { FilterActions } from '@web/components/data-table/filter-actions';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useFilterForm, type FilterFormProps } from '@web/components/data-table/use-filter-form';

import { invoiceAddressing, type InvoiceFilterText } from '../invoice-address';

type FilterForm = { search_term: string; status: string };

const statusOptions = INVOICE_STATUSES.map((value) => ({
  value,
  label: INVOICE_STATUS_LABELS[value],
}));

const formOf = (filter: InvoiceFilterText): FilterForm => ({
  search_term: filter.search_term ?? '',
  status: filter.status ?? '',
});

type InvoiceFiltersProps = FilterFormProps<InvoiceFilterText>;

/** Search by invoice number or application reference, and by status. */
export function InvoiceFilters({ filter, onApply, error }: InvoiceFiltersProps) {
  const { form, errors, apply, clear } = useFilterForm({
    filter,
    formOf,
    filterOf: (values: FilterForm) => invoiceAddressing.filterOf(values),
    onApply,
    error,
  });
  return (
    <form onSubmit={apply} noValidate role="search" aria-label="Filter the invoices">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Search"
          description="Invoice number or application reference"
          {...form.register('search_term')}
          error={errors.search_term?.message}
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
