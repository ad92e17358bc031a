import type { UtilityBill } from '@portal/shared/utility-bills';
import { nairobiDay } from '@portal/shared/calendar';
import { StatusBadge } from '@web/components/status-badge';

/** Whether a bill is paid, still to pay, or past its due date (a Nairobi day) and unpaid. */
export function billStanding(bill: Pick<UtilityBill, 'balance' | 'due_date'>, now = new Date()) {
  if (bill.balance <= 0) return 'paid' as const;
  return bill.due_date < nairobiDay(now) ? ('overdue' as const) : ('open' as const);
}

/** A bill's standing in a word, coloured: Paid, To pay or Overdue. */
export function BillStatus({ bill }: { bill: Pick<UtilityBill, 'balance' | 'due_date'> }) {
  const standing = billStanding(bill);
  if (standing === 'paid') return <StatusBadge tone="positive">Paid</StatusBadge>;
  if (standing === 'overdue') return <StatusBadge tone="negative">Overdue</StatusBadge>;
  return <StatusBadge tone="caution">To pay</StatusBadge>;
}
