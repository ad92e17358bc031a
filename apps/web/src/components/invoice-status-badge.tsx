import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@portal/shared/invoices';
import { StatusBadge, type StatusTone } from './status-badge';

const tones: Record<InvoiceStatus, StatusTone> = {
  open: 'caution',
  paid: 'positive',
  void: 'neutral',
};

/**
 * An invoice's status, the same on the application's page and in the invoices list: owed money
 * stands out, a void invoice fades.
 */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <StatusBadge tone={tones[status]}>{INVOICE_STATUS_LABELS[status]}</StatusBadge>;
}
