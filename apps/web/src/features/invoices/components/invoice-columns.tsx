import { INVOICE_PURPOSE_LABELS, type Invoice } from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import type { Column } from '@web/components/data-table/column';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatDay } from '@web/lib/format';
import { InvoiceStatusBadge } from '@web/components/invoice-status-badge';

const money = (invoice: Invoice, amount: number) =>
  formatMoney({ amount, currency: invoice.currency });

/** What each invoice is, who owes it, and how much of it is still due. */
export const invoiceColumns: Column<Invoice>[] = [
  {
    header: 'Number',
    minWidth: 130,
    cell: (invoice) => <UnbrokenReference reference={invoice.number} />,
  },
  {
    // An application's reference, or the connection a utility bill is for.
    header: 'Application or connection',
    priority: 2,
    minWidth: 130,
    cell: (invoice) => (
      <UnbrokenReference
        reference={invoice.application_reference ?? invoice.connection_number ?? '—'}
      />
    ),
  },
  { header: 'Payer', priority: 2, minWidth: 120, cell: (invoice) => invoice.payer ?? '—' },
  // What it is for: the application has its own column.
  {
    header: 'For',
    priority: 3,
    minWidth: 120,
    cell: (invoice) => INVOICE_PURPOSE_LABELS[invoice.purpose],
  },
  {
    header: 'Amount',
    minWidth: 110,
    align: 'right',
    cell: (invoice) => money(invoice, invoice.amount),
  },
  {
    header: 'Paid',
    priority: 3,
    minWidth: 110,
    align: 'right',
    cell: (invoice) => money(invoice, invoice.paid),
  },
  {
    header: 'Balance',
    minWidth: 110,
    align: 'right',
    cell: (invoice) => money(invoice, invoice.balance),
  },
  { header: 'Due', priority: 2, minWidth: 100, cell: (invoice) => formatDay(invoice.due_date) },
  {
    header: 'Status',
    minWidth: 80,
    cell: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
  },
];
