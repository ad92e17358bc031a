import { Group } from '@mantine/core';
import { INVOICE_STATUS_LABELS, type Invoice, type InvoiceStatus } from '@portal/shared/invoices';
import { StatusBadge, type StatusTone } from './status-badge';

const tones: Record<InvoiceStatus, StatusTone> = {
  open: 'caution',
  paid: 'positive',
  void: 'neutral',
};

/**
 * An invoice's status, the same on the application's page, the invoice's and in the invoices
 * list: owed money stands out, a void invoice fades, and money taken on an invoice voided since
 * says it is owed back.
 */
export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: Pick<Invoice, 'status' | 'refund_due'>;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <StatusBadge tone={tones[invoice.status]}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </StatusBadge>
      {invoice.refund_due > 0 && <StatusBadge tone="negative">Refund due</StatusBadge>}
    </Group>
  );
}
