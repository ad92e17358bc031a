import type { RunStatus } from '@portal/shared/utilities';
import { StatusBadge } from '@web/components/status-badge';

/** A draft can be run again; issued is final. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  return status === 'issued' ? (
    <StatusBadge tone="positive">Issued</StatusBadge>
  ) : (
    <StatusBadge tone="caution">Draft</StatusBadge>
  );
}
