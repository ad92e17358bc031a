import { Anchor } from '@mantine/core';
import type { AuditRecordType } from '@portal/shared/audit';
import { Link } from 'react-router';
import { paths } from '../config/resources';
import { holds } from '../lib/guards';
import { useCurrentUser } from '../lib/session';

/**
 * The audit trail filtered to one record (decision record 0029). The parameters are the audit
 * screen's own filters, so it opens filtered.
 */
export function historyPath(recordType: AuditRecordType, recordId: number): string {
  const query = new URLSearchParams({ record_type: recordType, record_id: String(recordId) });
  return `${paths.audit.list}?${query.toString()}`;
}

type HistoryLinkProps = { recordType: AuditRecordType; recordId: number };

/** A record's History link, for those who may read the audit trail; nothing for the others. */
export function HistoryLink({ recordType, recordId }: HistoryLinkProps) {
  if (!holds(useCurrentUser(), 'audit.view')) return null;
  return (
    <Anchor component={Link} to={historyPath(recordType, recordId)} fw={500}>
      History
    </Anchor>
  );
}
