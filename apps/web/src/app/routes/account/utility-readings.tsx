import type { Paginated } from '@portal/shared/envelope';
import type { Reading } from '@portal/shared/utility-readings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { RowActions } from '@web/components/data-table/row-actions';
import {
  readingsListKey,
  useReadingsToReview,
} from '@web/features/utility-connections/api/get-readings';
import { reviewColumns } from '@web/features/utility-connections/components/reading-columns';
import { ReviewModal } from '@web/features/utility-connections/components/review-modal';
import { utilityConnectionPaths } from '@web/features/utility-connections/paths';

// What 'Review' and 'Connection' take in the Action column, as ListPage counts them.
const ACTIONS_WIDTH = 170;

/**
 * The readings flagged as far from their connection's usual use and not reviewed yet, latest
 * first (docs/product.md, "Utilities"): each is accepted, and billed, or rejected, with a note.
 */
export function Component() {
  const readings = useReadingsToReview();
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<Reading | null>(null);
  // A reviewed reading leaves the list at once; the other lists load afresh when next shown.
  const reviewed = (reading: Reading) => {
    queryClient.setQueryData<Paginated<Reading>>(
      readings.queryKey,
      (page) => page && { ...page, data: page.data.filter((row) => row.id !== reading.id) },
    );
    void queryClient.invalidateQueries({ queryKey: readingsListKey, refetchType: 'none' });
    setReviewing(null);
  };
  const name = (reading: Reading) => `${reading.connection_number} reading ${reading.value}`;
  return (
    <FilteredListPage
      title="Readings to review"
      list={readings}
      filters={null}
      columns={reviewColumns}
      actions={(reading: Reading) => (
        <RowActions
          name={name(reading)}
          links={[{ verb: 'Connection', to: utilityConnectionPaths.show(reading.connection_id) }]}
          commands={[{ verb: 'Review', run: () => setReviewing(reading) }]}
        />
      )}
      actionsWidth={ACTIONS_WIDTH}
      empty={{
        filtered: 'No reading is waiting for review.',
        none: 'No reading is waiting for review: a reading far above or below its connection’s usual use shows here.',
      }}
    >
      <ReviewModal
        reading={reviewing}
        title={(reading) => `Review: ${reading.connection_number}, ${reading.value}`}
        onClose={() => setReviewing(null)}
        onReviewed={reviewed}
      />
    </FilteredListPage>
  );
}
