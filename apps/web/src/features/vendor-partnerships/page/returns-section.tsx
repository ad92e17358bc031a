import { Anchor, Stack, Text } from '@mantine/core';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import type { RevenueReturn } from '@portal/shared/vendor-revenue';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionModal } from '@web/components/action-modal';
import type { Column } from '@web/components/data-table/column';
import { DataTable } from '@web/components/data-table/data-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { StatusBadge } from '@web/components/status-badge';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { paths } from '@web/config/resources';
import { formatDay } from '@web/lib/format';
import { usePartnershipChanged } from '../api/partnerships';
import { ReturnForm } from '../forms/return-form';
import { moneyOf, quarterLabel } from '../words';

/** A quarter that has ended, with the return that stands for it if one is filed. */
type QuarterRow = {
  id: number;
  quarter: string;
  due_on: string;
  overdue: boolean;
  standing: RevenueReturn | null;
};

function rowsOf(partnership: Partnership): QuarterRow[] {
  return [...partnership.return_quarters].reverse().map((due, index) => ({
    id: index + 1,
    quarter: due.quarter,
    due_on: due.due_on,
    overdue: due.overdue,
    standing:
      partnership.returns.find((one) => one.quarter === due.quarter && one.status === 'filed') ??
      null,
  }));
}

function ReturnStatus({ row }: { row: QuarterRow }) {
  if (row.standing)
    return (
      <StatusBadge tone="positive">
        {row.standing.nil
          ? 'Nil return filed'
          : `Filed${row.standing.version > 1 ? `, version ${row.standing.version}` : ''}`}
      </StatusBadge>
    );
  return row.overdue ? (
    <StatusBadge tone="negative">Overdue</StatusBadge>
  ) : (
    <StatusBadge tone="caution">To file</StatusBadge>
  );
}

/** The share invoiced, with what earlier versions' payments count for or leave owed back. */
function Share({ standing, currency }: { standing: RevenueReturn | null; currency: string }) {
  if (!standing) return '—';
  const money = (amount: number) => moneyOf(amount, currency);
  return (
    <Stack gap={0}>
      <Text size="sm">{money(standing.share)}</Text>
      {standing.invoice && (
        <Anchor component={Link} to={paths.invoices.show(standing.invoice.id)} size="sm">
          <UnbrokenReference reference={standing.invoice.number} />
        </Anchor>
      )}
      {standing.credited > 0 && <Text size="xs">{money(standing.credited)} already paid</Text>}
      {standing.credit_due > 0 && <Text size="xs">{money(standing.credit_due)} owed back</Text>}
    </Stack>
  );
}

/**
 * The revenue return of every quarter that has ended (docs/product.md, "The vendor partnership"):
 * filed, overdue or still to file by its date; the vendor files each, nil when nothing was
 * earned, and replaces a filed one rather than editing it.
 */
export function ReturnsSection({ partnership }: { partnership: Partnership }) {
  const changed = usePartnershipChanged(partnership.id);
  const [filing, setFiling] = useState<QuarterRow | null>(null);
  const close = () => setFiling(null);
  const money = (amount: number) => moneyOf(amount, partnership.currency);
  const columns: Column<QuarterRow>[] = [
    { header: 'Quarter', minWidth: 80, cell: (row) => quarterLabel(row.quarter) },
    { header: 'Due by', priority: 2, minWidth: 90, cell: (row) => formatDay(row.due_on) },
    { header: 'Status', minWidth: 110, cell: (row) => <ReturnStatus row={row} /> },
    {
      header: 'Revenue',
      minWidth: 100,
      align: 'right',
      cell: (row) => (row.standing ? money(row.standing.revenue) : '—'),
    },
    {
      header: 'Share',
      minWidth: 110,
      cell: (row) => <Share standing={row.standing} currency={partnership.currency} />,
    },
  ];
  const rows = rowsOf(partnership);
  if (rows.length === 0)
    return (
      <Text>
        No quarter has ended yet: the first return is for {quarterLabel(partnership.quarters[0]!)},
        due 30 days after it ends.
      </Text>
    );
  const mayFile = partnership.actions.includes('file_returns');
  return (
    <>
      <DataTable
        label="Revenue returns"
        columns={columns}
        rows={rows}
        from={1}
        actions={
          mayFile
            ? (row) => (
                <RowActions
                  name={`return for ${quarterLabel(row.quarter)}`}
                  commands={[
                    { verb: row.standing ? 'Replace' : 'File', run: () => setFiling(row) },
                  ]}
                />
              )
            : undefined
        }
        actionsWidth={90}
      />
      <ActionModal
        opened={filing !== null}
        onClose={close}
        title={
          filing
            ? `${filing.standing ? 'Replace the' : 'File the'} return for ${quarterLabel(filing.quarter)}`
            : ''
        }
      >
        {filing && (
          <ReturnForm
            partnership={partnership}
            quarter={filing.quarter}
            standing={filing.standing}
            onDone={() => {
              changed();
              close();
            }}
            onCancel={close}
          />
        )}
      </ActionModal>
    </>
  );
}
