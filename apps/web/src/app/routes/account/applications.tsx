import { Paper, Stack, Title } from '@mantine/core';
import type { ApplicationRow } from '@portal/shared/application-lists';
import { DataTable } from '@web/components/data-table/data-table';
import { PagedListBody } from '@web/components/data-table/paged-list-body';
import { useApplicationQueue } from '@web/features/applications/queue/api/get-applications';
import { queueColumns } from '@web/features/applications/queue/queue-columns';
import { QueueFilters } from '@web/features/applications/queue/queue-filters';

const TITLE = 'Applications';

/** The staff's queue, overdue first (docs/product.md, "Parcel allocation"). */
export function Component() {
  const queue = useApplicationQueue();
  const filtered = Object.keys(queue.filter).length > 0;
  return (
    <Stack gap="lg">
      <Title order={1}>{TITLE}</Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <QueueFilters filter={queue.filter} onApply={queue.apply} error={queue.error} />
          <PagedListBody<ApplicationRow> title={TITLE} list={queue}>
            {(page) => (
              <DataTable
                label={TITLE}
                columns={queueColumns}
                rows={page.data}
                from={page.from}
                empty={
                  filtered
                    ? 'No application matches these filters. Clear them to see the whole queue.'
                    : 'Applications show here once investors start them.'
                }
              />
            )}
          </PagedListBody>
        </Stack>
      </Paper>
    </Stack>
  );
}
