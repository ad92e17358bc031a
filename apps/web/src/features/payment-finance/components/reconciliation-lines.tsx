import { Text } from '@mantine/core';
import { RECONCILIATION_OUTCOME_LABELS, type ReconciliationItem } from '@portal/shared/payments';
import { useState } from 'react';
import type { Column } from '@web/components/data-table/column';
import { DataTable } from '@web/components/data-table/data-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { StatusBadge } from '@web/components/status-badge';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { ResolveModal } from './resolve-modal';
import { ResolutionNote } from './resolution-note';
import { lineAmount } from './words';

// What Resolve takes in the Action column.
const ACTIONS_WIDTH = 80;

/** A difference's resolution: the note, who and when; word that one is still to resolve. */
function Resolution({ item }: { item: ReconciliationItem }) {
  if (item.outcome === 'matched') return '—';
  if (!item.resolved_at)
    return (
      <Text fz="sm" fw={600}>
        Not resolved yet
      </Text>
    );
  return <ResolutionNote note={item.resolution_note} by={item.resolved_by} at={item.resolved_at} />;
}

const COLUMNS: Column<ReconciliationItem>[] = [
  {
    header: 'Outcome',
    minWidth: 110,
    cell: (item) => (
      <StatusBadge tone={item.outcome === 'matched' ? 'positive' : 'caution'}>
        {RECONCILIATION_OUTCOME_LABELS[item.outcome]}
      </StatusBadge>
    ),
  },
  {
    header: 'Transaction',
    minWidth: 110,
    cell: (item) => <UnbrokenReference reference={item.transaction_id} />,
  },
  {
    header: 'Account reference',
    priority: 3,
    minWidth: 110,
    cell: (item) => item.account_reference || '—',
  },
  {
    header: 'Portal amount',
    minWidth: 100,
    align: 'right',
    cell: (item) => lineAmount(item.currency, item.portal_amount),
  },
  {
    header: 'Provider amount',
    minWidth: 100,
    align: 'right',
    cell: (item) => lineAmount(item.currency, item.provider_amount),
  },
  {
    header: 'Resolution',
    priority: 2,
    minWidth: 180,
    cell: (item) => <Resolution item={item} />,
  },
];

type ReconciliationLinesProps = {
  reconciliationId: number;
  /** As the server orders them: differences to resolve, differences resolved, then matched. */
  items: ReconciliationItem[];
};

/** The day's lines, each difference still open with its Resolve. */
export function ReconciliationLines({ reconciliationId, items }: ReconciliationLinesProps) {
  const [resolving, setResolving] = useState<ReconciliationItem | null>(null);
  const open = items.some((item) => item.outcome !== 'matched' && !item.resolved_at);
  return (
    <>
      <DataTable
        label="Lines"
        columns={COLUMNS}
        rows={items}
        from={1}
        actions={
          open
            ? (item) =>
                item.outcome !== 'matched' && !item.resolved_at ? (
                  <RowActions
                    name={item.transaction_id}
                    commands={[{ verb: 'Resolve', run: () => setResolving(item) }]}
                  />
                ) : null
            : undefined
        }
        actionsWidth={open ? ACTIONS_WIDTH : 0}
        empty="Neither the statement nor the portal has a payment on this day."
      />
      <ResolveModal
        reconciliationId={reconciliationId}
        item={resolving}
        onClose={() => setResolving(null)}
      />
    </>
  );
}
