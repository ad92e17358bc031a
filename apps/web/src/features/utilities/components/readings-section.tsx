import type { Reading } from '@portal/shared/utility-readings';
import type { MeterUnit } from '@portal/shared/utilities';
import { useState } from 'react';
import type { Column } from '@web/components/data-table/column';
import { PageSection } from '@web/components/page-section';
import { useReadings } from '../api/get-readings';
import { nairobiMoment, sourceOf, unitsOf } from '../words';
import { PagedRows } from './paged-table';

/** What a tenant should know of a reading beyond its figures. */
function noteOf(reading: Reading): string {
  if (reading.review === 'rejected') return 'Not used: the authority found it wrong';
  if (reading.flagged && reading.review === null)
    return 'Unusual use: the authority checks it before it is billed';
  if (reading.role === 'opening') return 'Meter fitted';
  if (reading.role === 'closing') return 'Meter removed';
  if (reading.rollover) return 'The dials started again from 0';
  return '';
}

const readingColumns = (unit: MeterUnit): Column<Reading>[] => [
  {
    header: 'Taken (Nairobi time)',
    cell: (reading) => nairobiMoment(reading.read_at),
    minWidth: 150,
  },
  {
    header: 'Reading',
    cell: (reading) => unitsOf(reading.value, unit),
    align: 'right',
    minWidth: 100,
  },
  {
    header: 'Used since the one before',
    cell: (reading) => (reading.consumption === null ? '—' : unitsOf(reading.consumption, unit)),
    align: 'right',
    minWidth: 110,
    priority: 2,
  },
  { header: 'How it was read', cell: (reading) => sourceOf(reading.source), minWidth: 130 },
  { header: 'Note', cell: noteOf, minWidth: 160, priority: 3 },
];

/** The connection's readings, latest first, a page at a time. */
export function ReadingsSection({ connectionId, unit }: { connectionId: number; unit: MeterUnit }) {
  const [page, setPage] = useState(1);
  const readings = useReadings(connectionId, page);
  return (
    <PageSection title="Readings">
      <PagedRows
        label="Readings"
        query={readings}
        columns={readingColumns(unit)}
        onPage={setPage}
        empty="No reading yet: the first comes when the meter is fitted."
        failed="The readings could not be loaded."
      />
    </PageSection>
  );
}
