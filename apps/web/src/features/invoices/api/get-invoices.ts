import { invoiceCalls } from '@portal/shared/invoices';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { invoiceAddressing } from '../invoice-address';

/** The invoices: the applicant's own, or every one for those who record payments. */
export const useInvoices = () =>
  useFilteredList({ call: invoiceCalls.list, addressing: invoiceAddressing });
