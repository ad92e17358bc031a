import { filterAddressing } from '@web/components/data-table/filter-address';

/** The invoices list's search and status filter, in the address as the server names them. */
export const invoiceAddressing = filterAddressing(['search_term', 'status'] as const);

export type InvoiceFilterText = ReturnType<typeof invoiceAddressing.filterOf>;
