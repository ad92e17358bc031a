import { Text } from '@mantine/core';
import { formatMoney } from '@portal/shared/money';
import { SUSPENSE_REASON_LABELS, type SuspenseItem } from '@portal/shared/payments';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import type { SuspenseStatus } from '../api/suspense';
import { ResolutionNote } from './resolution-note';
import { channelLabel, nairobiMoment } from './words';

export const SUSPENSE_STATUS_LABELS: Record<SuspenseStatus, string> = {
  held: 'Held',
  allocated: 'Allocated',
  refunded: 'Refunded',
};
const tones: Record<SuspenseStatus, StatusTone> = {
  held: 'caution',
  allocated: 'positive',
  refunded: 'neutral',
};

/** What finance did with the money and why, who did it and when; nothing while it is held. */
function Resolution({ item }: { item: SuspenseItem }) {
  if (item.status === 'held' || !item.resolved_at) return '—';
  return (
    <>
      {item.status === 'allocated' && item.invoice_number && (
        <Text fz="sm" fw={600}>
          To <UnbrokenReference reference={item.invoice_number} />
        </Text>
      )}
      <ResolutionNote note={item.resolution_note} by={item.resolved_by} at={item.resolved_at} />
    </>
  );
}

const columns: Column<SuspenseItem>[] = [
  { header: 'Paid at (Nairobi)', minWidth: 120, cell: (item) => nairobiMoment(item.paid_at) },
  {
    header: 'Provider',
    priority: 3,
    minWidth: 80,
    cell: (item) => channelLabel(item.provider, item.method),
  },
  {
    header: 'Transaction',
    minWidth: 110,
    cell: (item) => <UnbrokenReference reference={item.transaction_id} />,
  },
  {
    // What the payer typed at the paybill, or what the attempt named: why no invoice took it.
    header: 'Account reference',
    priority: 2,
    minWidth: 110,
    cell: (item) => <UnbrokenReference reference={item.account_reference || '—'} />,
  },
  {
    header: 'Amount',
    minWidth: 100,
    align: 'right',
    cell: (item) => formatMoney({ amount: item.amount, currency: item.currency }),
  },
  {
    header: 'Payer phone',
    priority: 3,
    minWidth: 120,
    cell: (item) => <UnbrokenReference reference={item.payer ?? '—'} />,
  },
  {
    header: 'Why held',
    priority: 2,
    minWidth: 150,
    cell: (item) => SUSPENSE_REASON_LABELS[item.reason],
  },
  {
    header: 'Status',
    minWidth: 80,
    cell: (item) => (
      <StatusBadge tone={tones[item.status]}>{SUSPENSE_STATUS_LABELS[item.status]}</StatusBadge>
    ),
  },
];

const resolution: Column<SuspenseItem> = {
  header: 'Resolution',
  priority: 2,
  minWidth: 180,
  cell: (item) => <Resolution item={item} />,
};

/**
 * Each payment: when and how it came, what the payer typed, how much, why it is held and where
 * it stands; once allocated or refunded, the note, who and when. The held list, the usual one,
 * has no resolution to show.
 */
export const suspenseColumns = (withResolution: boolean) =>
  withResolution ? [...columns, resolution] : columns;
