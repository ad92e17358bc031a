import type { Reconciliation } from '@portal/shared/payments';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge } from '@web/components/status-badge';
import { formatDay } from '@web/lib/format';
import { providerLabel } from './words';

/** What is left to do on a day: its unresolved differences stand out, in words. */
export function Unresolved({ count }: { count: number }) {
  return count > 0 ? <StatusBadge tone="caution">{`${count} to resolve`}</StatusBadge> : 'None';
}

/** Each day compared: with whose statement, how much agreed and what is left to resolve. */
export const reconciliationColumns: Column<Reconciliation>[] = [
  { header: 'Day', minWidth: 110, cell: (day) => formatDay(day.day) },
  { header: 'Provider', minWidth: 90, cell: (day) => providerLabel(day.provider) },
  { header: 'Matched', priority: 2, minWidth: 70, align: 'right', cell: (day) => day.matched },
  {
    header: 'Differences',
    priority: 2,
    minWidth: 90,
    align: 'right',
    cell: (day) => day.differences,
  },
  { header: 'Unresolved', minWidth: 100, cell: (day) => <Unresolved count={day.unresolved} /> },
];
