import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ApplicationRow } from '@portal/shared/application-lists';
import { DataTable } from '@web/components/data-table/data-table';
import { PagedListBody } from '@web/components/data-table/paged-list-body';
import { useApplicationsToEvaluate } from '@web/features/applications/queue/api/get-applications';
import { toEvaluateColumns } from '@web/features/applications/queue/queue-columns';

const TITLE = 'To evaluate';

/** What the committees the viewer sits on are to score, until each is decided. */
export function Component() {
  const list = useApplicationsToEvaluate();
  return (
    <Stack gap="lg">
      <Title order={1}>{TITLE}</Title>
      <Text>
        Applications assigned to your committees. Open one to read its documents and fill in your
        scorecard; you can change it until the application is decided.
      </Text>
      <Paper withBorder radius="md" p="md">
        <PagedListBody<ApplicationRow> title={TITLE} list={list}>
          {(page) => (
            <DataTable
              label={TITLE}
              columns={toEvaluateColumns}
              rows={page.data}
              from={page.from}
              empty="Nothing waits for your committees' scores."
            />
          )}
        </PagedListBody>
      </Paper>
    </Stack>
  );
}
