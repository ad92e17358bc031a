import type { Run } from '@portal/shared/utility-bills';
import { periodLabel } from '@portal/shared/utilities';
import type { Column } from '@web/components/data-table/column';
import { formatMoment } from '@web/lib/format';
import { moneyIn } from './money';
import { RunStatusBadge } from './run-status';

// Runs are in shillings: the API answers KES for every run.
const kes = moneyIn('KES');

/** Who did it and when, or a dash when it has not happened yet. */
const byWhom = (who: string | null, when: string | null) =>
  when ? `${who ?? 'Someone'}, ${formatMoment(when)}` : '—';

/** Each month's run: what it billed, what needs a look, and who computed and issued it. */
export const runColumns: Column<Run>[] = [
  { header: 'Month', minWidth: 120, cell: (run) => periodLabel(run.period) },
  { header: 'Status', minWidth: 80, cell: (run) => <RunStatusBadge status={run.status} /> },
  { header: 'Bills', minWidth: 60, align: 'right', cell: (run) => run.bills_count },
  { header: 'Total', minWidth: 110, align: 'right', cell: (run) => kes(run.total) },
  { header: 'Flagged', priority: 2, minWidth: 70, align: 'right', cell: (run) => run.flagged },
  {
    header: 'Estimated',
    priority: 2,
    minWidth: 80,
    align: 'right',
    cell: (run) => run.estimated,
  },
  {
    header: 'Computed',
    priority: 3,
    minWidth: 160,
    cell: (run) => byWhom(run.created_by, run.computed_at),
  },
  {
    header: 'Issued',
    priority: 3,
    minWidth: 160,
    cell: (run) => byWhom(run.issued_by, run.issued_at),
  },
];
