import type { UtilityBill } from '@portal/shared/utility-bills';
import { UNIT_SYMBOLS } from '@portal/shared/utility-words';
import type { Column } from '@web/components/data-table/column';
import { ConnectionName } from './connection-name';
import { formatUnits } from './bill-facts';
import { moneyIn } from './money';
import { RunStatusBadge } from './run-status';

/** A month's bills: whose, how much was used, what it charges and whether it is issued. */
export const billColumns: Column<UtilityBill>[] = [
  {
    header: 'Connection',
    minWidth: 130,
    cell: (bill) => <ConnectionName id={bill.connection_id} number={bill.connection_number} />,
  },
  { header: 'Holder', priority: 2, minWidth: 120, cell: (bill) => bill.account_holder ?? '—' },
  {
    header: 'Consumption',
    minWidth: 100,
    align: 'right',
    cell: (bill) => `${formatUnits(bill.consumption)} ${UNIT_SYMBOLS[bill.unit]}`,
  },
  {
    header: 'Total',
    minWidth: 100,
    align: 'right',
    cell: (bill) => moneyIn(bill.currency)(bill.total),
  },
  { header: 'Status', minWidth: 80, cell: (bill) => <RunStatusBadge status={bill.status} /> },
];
