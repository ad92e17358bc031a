import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { useApplicationQueue } from '@web/features/applications/queue/api/get-applications';
import { queueColumns } from '@web/features/applications/queue/queue-columns';
import { QueueFilters } from '@web/features/applications/queue/queue-filters';

/** The staff's queue, overdue first (docs/product.md, "Parcel allocation"). */
export function Component() {
  const queue = useApplicationQueue();
  return (
    <FilteredListPage
      title="Applications"
      list={queue}
      filters={<QueueFilters filter={queue.filter} onApply={queue.apply} error={queue.error} />}
      columns={queueColumns}
      empty={{
        filtered: 'No application matches these filters. Clear them to see the whole queue.',
        none: 'Applications show here once investors start them.',
      }}
    />
  );
}
