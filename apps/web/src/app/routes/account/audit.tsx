import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { DownloadButton } from '@web/components/download-button';
import { saveAuditCsv, useAuditEvents } from '@web/features/audit/api/get-audit-events';
import { AuditFilters } from '@web/features/audit/components/audit-filters';
import { auditColumns } from '@web/features/audit/components/audit-columns';

export function Component() {
  const events = useAuditEvents();
  return (
    <FilteredListPage
      title="Audit trail"
      list={events}
      filters={
        <AuditFilters filter={events.filter} onApply={events.apply} error={events.error}>
          <DownloadButton download={() => saveAuditCsv(events.filter)}>Download CSV</DownloadButton>
        </AuditFilters>
      }
      columns={auditColumns}
      empty={{
        filtered: 'No event matches these filters. Clear them to see the whole trail.',
        none: 'What is done in the back office shows here as it happens.',
      }}
    />
  );
}
