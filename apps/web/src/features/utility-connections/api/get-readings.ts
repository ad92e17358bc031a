import { utilityReadingCalls } from '@portal/shared/utility-readings';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { readingAddressing } from '../connection-address';

/** Every page of every readings list, to load afresh after a write. */
export const readingsListKey = pagedListKey('utility-readings');

/** A connection's readings, latest first, a page at a time. */
export const useConnectionReadings = (connectionId: number) =>
  useFilteredList({
    call: utilityReadingCalls.list,
    addressing: readingAddressing,
    fixed: { connection_id: String(connectionId) },
  });

/** The flagged readings nobody has reviewed yet, latest first. */
export const useReadingsToReview = () =>
  useFilteredList({
    call: utilityReadingCalls.list,
    addressing: readingAddressing,
    fixed: { to_review: 'true' },
  });
