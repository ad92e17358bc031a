import { RefundInputSchema, type SuspenseItem } from '@portal/shared/payments';
import { useRefund } from '../api/suspense';
import { NoteDialog } from './note-dialog';
import { PaymentFacts } from './payment-facts';

type RefundModalProps = {
  /** The held payment; the modal is closed without one. */
  item: SuspenseItem | null;
  onClose: () => void;
};

/**
 * Records that a held payment was paid back to its payer (docs/payments.md). The portal moves no
 * money: the refund is made outside it, and the note says how and when.
 */
export function RefundModal({ item, onClose }: RefundModalProps) {
  const refund = useRefund();
  return (
    <NoteDialog
      verb="Refund"
      item={item}
      onClose={onClose}
      schema={RefundInputSchema}
      defaultValues={{ note: '' }}
      facts={(held) => <PaymentFacts item={held} />}
      noteDescription="How and when the money was paid back: the audit trail keeps it."
      submitLabel="Mark as refunded"
      submit={(held, values) => refund.mutateAsync({ id: held.id, values })}
    >
      The portal moves no money: pay it back to the payer first, then record the refund here.
    </NoteDialog>
  );
}
