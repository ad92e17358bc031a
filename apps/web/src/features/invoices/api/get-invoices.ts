import { InvoiceListAnswerSchema } from '@portal/shared/invoices';
import { useFilteredList } from '../../../components/data-table/use-filtered-list';
import { http } from '../../../lib/http-client';
import { invoiceAddressing } from '../invoice-address';

/** GET /invoices: the applicant's own, or every one for those who record payments. */
export const useInvoices = () =>
  useFilteredList({
    things: 'invoices',
    schema: InvoiceListAnswerSchema,
    addressing: invoiceAddressing,
  });

/** GET /invoices/{id}/pdf: the invoice to print or forward to whoever pays it. */
export const downloadInvoicePdf = (id: number) => http.download(`/invoices/${id}/pdf`);
