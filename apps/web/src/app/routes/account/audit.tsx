import { Paper, Stack, Title } from '@mantine/core';
import type { AuditEvent } from '@portal/shared/audit';
import { DataTable } from '@web/components/data-table/data-table';
import { PagedListBody } from '@web/components/data-table/paged-list-body';
import { useAuditEvents } from '@web/features/audit/api/get-audit-events';
import { AuditFilters } from '@web/features/audit/components/audit-filters';
import { auditColumns } from '@web/features/audit/components/audit-columns';
import { DownloadCsvButton } from '@web/features/audit/components/download-csv-button';

const TITLE = 'Audit trail';

export function Component() {
  const events = useAuditEvents();
  const filtered = Object.keys(events.filter).length > 0;
  return (
    <Stack gap="lg">
      <Title order={1}>{TITLE}</Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <AuditFilters filter={events.filter} onApply={events.apply} error={events.error}>
            <DownloadCsvButton filter={events.filter} />
          </AuditFilters>
          <PagedListBody<AuditEvent> title={TITLE} list={events}>
            {(page) => (
              <DataTable
                label={TITLE}
                columns={auditColumns}
                rows={page.data}
                from={page.from}
                empty={
                  filtered
                    ? 'No event matches these filters. Clear them to see the whole trail.'
                    : 'What is done in the back office shows here as it happens.'
                }
              />
            )}
          </PagedListBody>
        </Stack>
      </Paper>
    </Stack>
  );
}
