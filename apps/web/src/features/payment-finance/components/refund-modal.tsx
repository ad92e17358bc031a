import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { RefundInputSchema, type SuspenseItem } from '@portal/shared/payments';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useRefund } from '../api/suspense';
import { PaymentFacts } from './payment-facts';
import { Refusal, useRefusal } from './refusal';

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
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Refund ${item.transaction_id}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {item && <RefundForm key={item.id} item={item} onDone={onClose} />}
    </Modal>
  );
}

function RefundForm({ item, onDone }: { item: SuspenseItem; onDone: () => void }) {
  const refund = useRefund();
  const refusal = useRefusal();
  const form = useSchemaForm(RefundInputSchema, { defaultValues: { note: '' } });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await refusal.attempt(() => refund.mutateAsync({ id: item.id, values }));
    if (!answer) return;
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <PaymentFacts item={item} />
        <Text>
          The portal moves no money: pay it back to the payer first, then record the refund here.
        </Text>
        <Textarea
          label="Note"
          description="How and when the money was paid back: the audit trail keeps it."
          rows={3}
          required
          {...bindInput(form, 'note')}
        />
        <Refusal message={refusal.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton form={form}>Mark as refunded</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
