import { Anchor } from '@mantine/core';
import type { CreditNote, CreditNoteStatus } from '@portal/shared/utility-bills';
import { periodLabel } from '@portal/shared/utility-words';
import { Link } from 'react-router';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatMoment } from '@web/lib/format';
import { billingRunPaths } from '../paths';
import { moneyIn } from './money';

export const CREDIT_NOTE_STATUS_LABELS: Record<CreditNoteStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const tones: Record<CreditNoteStatus, StatusTone> = {
  pending: 'caution',
  approved: 'positive',
  rejected: 'negative',
};

/** Each note: the bill it corrects, how much and why, who raised it and who decided it. */
export const creditNoteColumns: Column<CreditNote>[] = [
  {
    header: 'Bill',
    minWidth: 140,
    cell: (note) => (
      <Anchor component={Link} to={billingRunPaths.bill(note.bill_id)} inherit>
        <UnbrokenReference reference={note.connection_number} />, {periodLabel(note.period)}
      </Anchor>
    ),
  },
  {
    header: 'Amount',
    minWidth: 100,
    align: 'right',
    cell: (note) => moneyIn(note.currency)(note.amount),
  },
  { header: 'Reason', priority: 2, minWidth: 160, cell: (note) => note.reason },
  {
    header: 'Status',
    minWidth: 80,
    cell: (note) => (
      <StatusBadge tone={tones[note.status]}>{CREDIT_NOTE_STATUS_LABELS[note.status]}</StatusBadge>
    ),
  },
  {
    header: 'Raised',
    priority: 2,
    minWidth: 150,
    cell: (note) => `${note.requested_by ?? 'Someone'}, ${formatMoment(note.requested_at)}`,
  },
  {
    header: 'Decided',
    priority: 3,
    minWidth: 150,
    cell: (note) =>
      note.decided_at ? `${note.decided_by ?? 'Someone'}, ${formatMoment(note.decided_at)}` : '—',
  },
];
