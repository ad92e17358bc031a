import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@portal/shared/invoices';
import { FilterFormFrame } from '@web/components/data-table/filter-form-frame';
import { FilterInput } from '@web/components/data-table/filter-input';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useAddressFilterForm } from '@web/components/data-table/use-address-filter-form';
import type { FilterFormProps } from '@web/components/data-table/use-filter-form';
import { optionsOf } from '@web/lib/options';

import { invoiceAddressing, type InvoiceFilterText } from '../invoice-address';

const statusOptions = optionsOf(INVOICE_STATUSES, INVOICE_STATUS_LABELS);

/** Search by invoice number or application reference, and by status. */
export function InvoiceFilters(props: FilterFormProps<InvoiceFilterText>) {
  const filters = useAddressFilterForm({ ...props, addressing: invoiceAddressing });
  const { form } = filters;
  return (
    <FilterFormFrame label="Filter the invoices" filters={filters} cols={{ base: 1, xs: 2 }}>
      <FilterInput
        form={form}
        name="search_term"
        label="Search"
        description="Invoice number or application reference"
      />
      <FilterSelect form={form} name="status" label="Status" data={statusOptions} />
    </FilterFormFrame>
  );
}
