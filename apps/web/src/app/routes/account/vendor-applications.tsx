import { Paper, Stack, Title } from '@mantine/core';
import type { VendorApplicationRow } from '@portal/shared/vendor-applications';
import { DataTable } from '@web/components/data-table/data-table';
import { PagedListBody } from '@web/components/data-table/paged-list-body';
import { useCallOptions } from '@web/features/vendor-applications/queue/api/call-options';
import { useVendorQueue } from '@web/features/vendor-applications/queue/api/get-vendor-applications';
import { vendorQueueColumns } from '@web/features/vendor-applications/queue/queue-columns';
import { VendorQueueFilters } from '@web/features/vendor-applications/queue/queue-filters';

const TITLE = 'Vendor applications';

/**
 * The staff's queue of vendor applications, overdue first (docs/product.md, "Software and cloud
 * vendors"); a committee member sees in it those assigned to their committees.
 */
export function Component() {
  const queue = useVendorQueue();
  const calls = useCallOptions(queue.page?.data ?? []);
  const filtered = Object.keys(queue.filter).length > 0;
  return (
    <Stack gap="lg">
      <Title order={1}>{TITLE}</Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <VendorQueueFilters
            filter={queue.filter}
            onApply={queue.apply}
            error={queue.error}
            calls={calls}
          />
          <PagedListBody<VendorApplicationRow> title={TITLE} list={queue}>
            {(page) => (
              <DataTable
                label={TITLE}
                columns={vendorQueueColumns}
                rows={page.data}
                from={page.from}
                empty={
                  filtered
                    ? 'No vendor application matches these filters. Clear them to see the whole queue.'
                    : 'Vendor applications show here once vendors submit them.'
                }
              />
            )}
          </PagedListBody>
        </Stack>
      </Paper>
    </Stack>
  );
}
