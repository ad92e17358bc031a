import { CALL_STATUS_LABELS, type CallStatus } from '@portal/shared/vendor-journey';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

const tones: Record<CallStatus, StatusTone> = {
  upcoming: 'caution',
  open: 'positive',
  closed: 'neutral',
};

/** A call's status in words: green while vendors may apply, yellow before, grey after. */
export function CallStatusBadge({ status }: { status: CallStatus }) {
  return <StatusBadge tone={tones[status]}>{CALL_STATUS_LABELS[status]}</StatusBadge>;
}
