import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { AllocateInputSchema, type SuspenseItem } from '@portal/shared/payments';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useAllocate } from '../api/suspense';
import { PaymentFacts } from './payment-facts';
import { Refusal, useRefusal } from './refusal';

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
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Allocate ${item.transaction_id}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {item && <AllocateForm key={item.id} item={item} onDone={onClose} />}
    </Modal>
  );
}

function AllocateForm({ item, onDone }: { item: SuspenseItem; onDone: () => void }) {
  const allocate = useAllocate();
  const refusal = useRefusal();
  const form = useSchemaForm(AllocateInputSchema, {
    defaultValues: { invoice_number: '', note: '' },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await refusal.attempt(() => allocate.mutateAsync({ id: item.id, values }));
    if (!answer) return;
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <PaymentFacts item={item} />
        <Text>
          The invoice takes the whole payment and the payer is sent a receipt, as for a payment
          recorded by hand.
        </Text>
        <TextInput
          label="Invoice number"
          description="The invoice the money was meant for, for example INV-2026-000031."
          autoComplete="off"
          required
          {...bindInput(form, 'invoice_number')}
        />
        <Textarea
          label="Note"
          description="Why the payment belongs to this invoice: the audit trail keeps it."
          rows={3}
          required
          {...bindInput(form, 'note')}
        />
        <Refusal message={refusal.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton form={form}>Allocate</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
