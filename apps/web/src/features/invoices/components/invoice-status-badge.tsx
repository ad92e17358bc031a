import type { InvoiceStatus } from '@portal/shared/invoices';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

/** Each status in words, on the badge and in the filter alike. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
};

const tones: Record<InvoiceStatus, StatusTone> = {
  open: 'caution',
  paid: 'positive',
  void: 'neutral',
};

/** Open (money is owed), Paid, or Void (the application was withdrawn before it was paid). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <StatusBadge tone={tones[status]}>{INVOICE_STATUS_LABELS[status]}</StatusBadge>;
}
