import { Text } from '@mantine/core';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import {
  MILESTONE_LABELS,
  MILESTONES,
  type CorrectiveAction,
  type Milestone,
} from '@portal/shared/vendor-reviews';
import type { Column } from '@web/components/data-table/column';
import { DataTable } from '@web/components/data-table/data-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { formatDay } from '@web/lib/format';
import { moveMilestone } from '../api/reviews';
import { useStep } from '../api/use-step';
import { MilestoneBadge } from '../components/badges';
import { quarterLabel } from '../words';

const columns: Column<CorrectiveAction>[] = [
  { header: 'Action', minWidth: 160, cell: (action) => action.title },
  { header: 'Owner', priority: 2, minWidth: 100, cell: (action) => action.owner },
  { header: 'Due', minWidth: 90, cell: (action) => formatDay(action.due_on) },
  {
    header: 'Set by',
    priority: 3,
    minWidth: 90,
    cell: (action) => `Review of ${quarterLabel(action.quarter)}`,
  },
  {
    header: 'Milestone',
    minWidth: 110,
    cell: (action) => <MilestoneBadge milestone={action.milestone} overdue={action.overdue} />,
  },
];

/** The milestone after `milestone`, if there is one. */
const nextOf = (milestone: Milestone): Milestone | undefined =>
  MILESTONES[MILESTONES.indexOf(milestone) + 1];

/**
 * The corrective actions of every review (docs/product.md, "The vendor partnership"): each moves
 * forward only, one milestone at a time; the vendor takes it to done, staff verify it.
 */
export function CorrectiveActionsSection({ partnership }: { partnership: Partnership }) {
  const step = useStep(partnership.id);
  const { actions } = partnership;
  const forward = (action: CorrectiveAction) => {
    const next = nextOf(action.milestone);
    if (!next) return null;
    const allowed =
      next === 'verified' ? actions.includes('verify_actions') : actions.includes('move_actions');
    if (!allowed) return null;
    return (
      <RowActions
        name={action.title}
        commands={[
          {
            verb: next === 'verified' ? 'Verify' : `Mark ${MILESTONE_LABELS[next].toLowerCase()}`,
            run: () => step.take(() => moveMilestone(action.id, next)),
            busy: step.busy,
          },
        ]}
      />
    );
  };
  if (partnership.corrective_actions.length === 0)
    return (
      <Text>No corrective action: every review finalised so far was on track, or set none.</Text>
    );
  return (
    <DataTable
      label="Corrective actions"
      columns={columns}
      rows={partnership.corrective_actions}
      from={1}
      actions={actions.includes('move_actions') ? forward : undefined}
      actionsWidth={140}
    />
  );
}
