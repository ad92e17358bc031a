import { TextInput } from '@mantine/core';
import { AllocateInputSchema, type SuspenseItem } from '@portal/shared/payments';
import { bindInput } from '@web/lib/form';
import { useAllocate } from '../api/suspense';
import { NoteDialog } from './note-dialog';
import { PaymentFacts } from './payment-facts';

type AllocateModalProps = {
  /** The held payment; the modal is closed without one. */
  item: SuspenseItem | null;
  onClose: () => void;
};

/**
 * Settles the invoice a held payment was meant for (docs/payments.md), as a recorded payment
 * would, the payer sent its receipt; the note says why the money belongs there.
 */
export function AllocateModal({ item, onClose }: AllocateModalProps) {
  const allocate = useAllocate();
  return (
    <NoteDialog
      verb="Allocate"
      item={item}
      onClose={onClose}
      schema={AllocateInputSchema}
      defaultValues={{ invoice_number: '', note: '' }}
      facts={(held) => <PaymentFacts item={held} />}
      fields={(form) => (
        <TextInput
          label="Invoice number"
          description="The invoice the money was meant for, for example INV-2026-000031."
          autoComplete="off"
          required
          {...bindInput(form, 'invoice_number')}
        />
      )}
      noteDescription="Why the payment belongs to this invoice: the audit trail keeps it."
      submitLabel="Allocate"
      submit={(held, values) => allocate.mutateAsync({ id: held.id, values })}
    >
      The invoice takes the whole payment and the payer is sent a receipt, as for a payment recorded
      by hand.
    </NoteDialog>
  );
}
