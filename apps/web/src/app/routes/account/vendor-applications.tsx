import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { useCallOptions } from '@web/features/vendor-applications/queue/api/call-options';
import { useVendorQueue } from '@web/features/vendor-applications/queue/api/get-vendor-applications';
import { vendorQueueColumns } from '@web/features/vendor-applications/queue/queue-columns';
import { VendorQueueFilters } from '@web/features/vendor-applications/queue/queue-filters';

/**
 * The staff's queue of vendor applications, overdue first (docs/product.md, "Software and cloud
 * vendors"); a committee member sees in it those assigned to their committees.
 */
export function Component() {
  const queue = useVendorQueue();
  const calls = useCallOptions(queue.page?.data ?? []);
  return (
    <FilteredListPage
      title="Vendor applications"
      list={queue}
      filters={
        <VendorQueueFilters
          filter={queue.filter}
          onApply={queue.apply}
          error={queue.error}
          calls={calls}
        />
      }
      columns={vendorQueueColumns}
      empty={{
        filtered: 'No vendor application matches these filters. Clear them to see the whole queue.',
        none: 'Vendor applications show here once vendors submit them.',
      }}
    />
  );
}
