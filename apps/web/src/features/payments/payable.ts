import type { Invoice } from '@portal/shared/invoices';
import type { PayableInvoice } from './components/pay-invoice';

/** An invoice as Pay now reads it. */
export const payable = (invoice: Invoice): PayableInvoice => ({
  id: invoice.id,
  number: invoice.number,
  balance: invoice.balance,
  currency: invoice.currency,
  open: invoice.status === 'open',
});
