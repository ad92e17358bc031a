import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge } from '@web/components/status-badge';
import { UnbrokenReference } from '@web/components/unbroken-reference';

/** What a row of either journey's queue carries about where it stands and for how long. */
export type QueueRow = {
  id: number;
  reference: string;
  organisation_name: string | null;
  committee: { name: string } | null;
  days_in_stage: number;
  target_days: number | null;
  overdue: boolean;
};

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * '34 days, target 30', flagged when past its target (docs/product.md, "Parcel allocation", Service
 * targets).
 */
function TimeInStage({ row }: { row: QueueRow }) {
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

/** The row's way to the application's page, where its documents are read and its steps taken. */
export const referenceColumn = <Row extends QueueRow>(
  pageOf: (id: number) => string,
): Column<Row> => ({
  header: 'Reference',
  minWidth: 140,
  cell: (row) => (
    <Anchor component={Link} to={pageOf(row.id)}>
      <UnbrokenReference reference={row.reference} />
    </Anchor>
  ),
});

export const organisationColumn = <Row extends QueueRow>(): Column<Row> => ({
  header: 'Organisation',
  priority: 2,
  minWidth: 140,
  cell: (row) => row.organisation_name ?? '—',
});

export const committeeColumn = <Row extends QueueRow>(): Column<Row> => ({
  header: 'Committee',
  priority: 3,
  minWidth: 110,
  cell: (row) => row.committee?.name ?? 'Not assigned',
});

export const timeInStageColumn = <Row extends QueueRow>(): Column<Row> => ({
  header: 'Days in stage',
  minWidth: 120,
  cell: (row) => <TimeInStage row={row} />,
});
