import { Paper, Stack, Text, Title } from '@mantine/core';
import { PagedTable } from '@web/components/data-table/paged-table';
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
        <PagedTable
          title={TITLE}
          list={list}
          columns={toEvaluateColumns}
          empty="Nothing waits for your committees' scores."
        />
      </Paper>
    </Stack>
  );
}
