import type { ParcelStatus } from '@portal/shared/parcels';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

const tones: Record<ParcelStatus, StatusTone> = {
  Available: 'positive',
  Reserved: 'caution',
  Allocated: 'neutral',
};

/** A parcel's status in words: green while it can be allocated, yellow held back, grey taken. */
export function ParcelStatusBadge({ status }: { status: ParcelStatus }) {
  return <StatusBadge tone={tones[status]}>{status}</StatusBadge>;
}
