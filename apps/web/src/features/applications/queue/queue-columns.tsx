import { Anchor, Group, Text } from '@mantine/core';
import type { ApplicationRow } from '@portal/shared/application-lists';
import { Link } from 'react-router';
import type { Column } from '@web/components/data-table/column';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { StatusBadge } from '@web/components/status-badge';
import { applicationPaths } from '../paths';
import { StageBadge } from '../components/stage-badge';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * '34 days, target 30', flagged when past its target (docs/product.md, "Parcel allocation", Service
 * targets).
 */
function TimeInStage({ row }: { row: ApplicationRow }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text span fz="sm">
        {days(row.days_in_stage)}
        {row.target_days !== null && `, target ${row.target_days}`}
      </Text>
      {row.overdue && <StatusBadge tone="negative">Overdue</StatusBadge>}
    </Group>
  );
}

const reference: Column<ApplicationRow> = {
  header: 'Reference',
  minWidth: 140,
  // The row's way to its page, where its documents are read and its steps taken.
  cell: (row) => (
    <Anchor component={Link} to={applicationPaths.show(row.id)}>
      <UnbrokenReference reference={row.reference} />
    </Anchor>
  ),
};
const organisation: Column<ApplicationRow> = {
  header: 'Organisation',
  priority: 2,
  minWidth: 140,
  cell: (row) => row.organisation_name ?? '—',
};
const project: Column<ApplicationRow> = {
  header: 'Project',
  priority: 2,
  minWidth: 140,
  cell: (row) => row.project_title ?? '—',
};
const stage: Column<ApplicationRow> = {
  header: 'Stage',
  minWidth: 120,
  cell: (row) => <StageBadge stage={row.stage} />,
};
const committee: Column<ApplicationRow> = {
  header: 'Committee',
  priority: 3,
  minWidth: 110,
  cell: (row) => row.committee?.name ?? 'Not assigned',
};

/** The staff's queue: where each application stands and for how long. */
export const queueColumns: Column<ApplicationRow>[] = [
  reference,
  organisation,
  project,
  stage,
  { header: 'Days in stage', minWidth: 120, cell: (row) => <TimeInStage row={row} /> },
  committee,
];

/** A committee member's list: what is theirs to score, and whether they have. */
export const toEvaluateColumns: Column<ApplicationRow>[] = [
  reference,
  organisation,
  project,
  committee,
  {
    header: 'Your scorecard',
    minWidth: 110,
    cell: (row) => (
      <StatusBadge tone={row.scored_by_viewer ? 'positive' : 'caution'}>
        {row.scored_by_viewer ? 'Scored' : 'Not yet'}
      </StatusBadge>
    ),
  },
];
