import { CONNECTION_STATUS_LABELS, type ConnectionStatus } from '@portal/shared/utilities';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

const tones: Record<ConnectionStatus, StatusTone> = {
  active: 'positive',
  suspended: 'caution',
  closed: 'neutral',
};

/** Active, Suspended or Closed, in words and colour. */
export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  return <StatusBadge tone={tones[status]}>{CONNECTION_STATUS_LABELS[status]}</StatusBadge>;
}
