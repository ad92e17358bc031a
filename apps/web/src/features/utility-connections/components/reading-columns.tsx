import { Stack, Text } from '@mantine/core';
import type { Reading } from '@portal/shared/utility-readings';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge } from '@web/components/status-badge';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { formatNairobiMoment } from '@web/lib/format';
import { SOURCE_WORDS } from './reading-form';

const units = (value: number) => value.toLocaleString('en-GB');

/** Why a reading was flagged and what its review decided, or that it is waiting for one. */
function FlagAndReview({ reading }: { reading: Reading }) {
  if (!reading.flagged) return 'Not flagged';
  return (
    <Stack gap={4} align="flex-start">
      {reading.review === null ? (
        <StatusBadge tone="caution">To review</StatusBadge>
      ) : reading.review === 'accepted' ? (
        <StatusBadge tone="positive">Accepted</StatusBadge>
      ) : (
        <StatusBadge tone="negative">Rejected</StatusBadge>
      )}
      <Text size="sm">{reading.flag_reason}</Text>
      {reading.review_note && <Text size="sm">Note: {reading.review_note}</Text>}
    </Stack>
  );
}

const readAt: Column<Reading> = {
  header: 'Read at',
  minWidth: 170,
  cell: (reading) => formatNairobiMoment(reading.read_at),
};
const value: Column<Reading> = {
  header: 'Reading',
  minWidth: 90,
  align: 'right',
  cell: (reading) => units(reading.value),
};
const consumption: Column<Reading> = {
  header: 'Use',
  priority: 2,
  minWidth: 70,
  align: 'right',
  // An opening reading has nothing before it; a closing one ends a meter.
  cell: (reading) => (reading.consumption === null ? '—' : units(reading.consumption)),
};
const source: Column<Reading> = {
  header: 'Source',
  priority: 3,
  minWidth: 100,
  cell: (reading) =>
    reading.role === 'regular'
      ? SOURCE_WORDS[reading.source]
      : `${SOURCE_WORDS[reading.source]} (${reading.role})`,
};

/** A connection's readings: when, what the dials showed, the use since the last, the flag. */
export const readingColumns: Column<Reading>[] = [
  readAt,
  value,
  consumption,
  source,
  {
    header: 'Flag and review',
    priority: 2,
    minWidth: 200,
    cell: (reading) => <FlagAndReview reading={reading} />,
  },
];

/** The readings waiting for review, whichever connection they are of, and why each is flagged. */
export const reviewColumns: Column<Reading>[] = [
  {
    header: 'Connection',
    minWidth: 130,
    cell: (reading) => <UnbrokenReference reference={reading.connection_number} />,
  },
  {
    header: 'Meter',
    priority: 3,
    minWidth: 100,
    cell: (reading) => <UnbrokenReference reference={reading.meter_serial} />,
  },
  readAt,
  value,
  consumption,
  source,
  { header: 'Why flagged', minWidth: 220, cell: (reading) => reading.flag_reason },
];
