import { PAYMENT_METHOD_LABELS, type Payment } from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import type { Column } from '@web/components/data-table/column';
import { formatDay } from '@web/lib/format';

/** The payments into one invoice: when, how, the payer's reference, how much and who recorded it. */
export const paymentColumns = (currency: string): Column<Payment>[] => [
  { header: 'Paid on', minWidth: 100, cell: (payment) => formatDay(payment.paid_on) },
  {
    header: 'Method',
    priority: 2,
    minWidth: 110,
    cell: (payment) => PAYMENT_METHOD_LABELS[payment.method],
  },
  {
    header: 'Reference',
    minWidth: 120,
    cell: (payment) => <span style={{ overflowWrap: 'anywhere' }}>{payment.reference}</span>,
  },
  {
    header: 'Amount',
    minWidth: 110,
    align: 'right',
    cell: (payment) => formatMoney({ amount: payment.amount, currency }),
  },
  {
    header: 'Recorded by',
    priority: 3,
    minWidth: 120,
    cell: (payment) => payment.recorded_by ?? '—',
  },
];
