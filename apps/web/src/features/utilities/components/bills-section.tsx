import { Anchor } from '@mantine/core';
import type { UtilityBill } from '@portal/shared/utility-bills';
import { periodLabel, type MeterUnit } from '@portal/shared/utilities';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '@web/components/data-table/column';
import { PageSection } from '@web/components/page-section';
import { formatDay } from '@web/lib/format';
import { useBills } from '../api/get-bills';
import { utilityPaths } from '../paths';
import { money, unitsOf } from '../words';
import { BillStatus } from './bill-status';
import { PagedRows } from './paged-table';

const BILLS_PER_PAGE = 12;

const billColumns = (unit: MeterUnit): Column<UtilityBill>[] => [
  {
    header: 'Month',
    cell: (bill) => (
      <Anchor component={Link} to={utilityPaths.bill(bill.id)} inherit>
        {periodLabel(bill.period)}
      </Anchor>
    ),
    minWidth: 130,
  },
  { header: 'Used', cell: (bill) => unitsOf(bill.consumption, unit), align: 'right', minWidth: 90 },
  {
    header: 'Amount due',
    cell: (bill) => money(bill.amount_due, bill.currency),
    align: 'right',
    minWidth: 120,
  },
  {
    header: 'Left to pay',
    cell: (bill) => money(bill.balance, bill.currency),
    align: 'right',
    minWidth: 120,
    priority: 2,
  },
  { header: 'Due', cell: (bill) => formatDay(bill.due_date), minWidth: 110, priority: 3 },
  { header: 'Status', cell: (bill) => <BillStatus bill={bill} />, minWidth: 90 },
];

/** The connection's issued bills, newest first, each leading to the bill line by line. */
export function BillsSection({ connectionId, unit }: { connectionId: number; unit: MeterUnit }) {
  const [page, setPage] = useState(1);
  const bills = useBills(connectionId, { page, perPage: BILLS_PER_PAGE });
  return (
    <PageSection title="Bills">
      <PagedRows
        label="Bills"
        query={bills}
        columns={billColumns(unit)}
        onPage={setPage}
        empty="No bill yet: a bill is issued after the end of each month."
        failed="The bills could not be loaded."
      />
    </PageSection>
  );
}
