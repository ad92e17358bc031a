import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CreditNoteInputSchema, type UtilityBill } from '@portal/shared/utility-bills';
import { FormWithSummary } from '@web/components/form-with-summary';
import { MoneyInput } from '@web/components/money-input';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useRequestCreditNote } from '../api/credit-notes';

type CreditNoteModalProps = {
  /** The issued bill corrected; the modal is closed without one. */
  bill: UtilityBill | null;
  onClose: () => void;
};

/**
 * Raises a credit note on an issued bill (docs/product.md, "Utilities", Corrections): the bill
 * stays as issued; a second person approves the note and the next bill takes the credit.
 */
export function CreditNoteModal({ bill, onClose }: CreditNoteModalProps) {
  return (
    <Modal
      opened={bill !== null}
      onClose={onClose}
      title={bill ? `Raise a credit note: ${bill.invoice_number ?? bill.connection_number}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {bill && <CreditNoteForm key={bill.id} bill={bill} onDone={onClose} />}
    </Modal>
  );
}

function CreditNoteForm({ bill, onDone }: { bill: UtilityBill; onDone: () => void }) {
  const request = useRequestCreditNote();
  const form = useSchemaForm(CreditNoteInputSchema, { defaultValues: { reason: '' } });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await request.mutateAsync({ billId: bill.id, values });
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>
          The bill stays as it was issued. A second person who bills approves or rejects the note;
          once approved, its amount is credited to this account&apos;s next bill.
        </Text>
        <MoneyInput
          form={form}
          name="amount"
          label={`Amount (${bill.currency})`}
          description="At most what the bill charged, for example 580 or 580.50."
          required
        />
        <Textarea
          label="Reason"
          description="Why the bill was wrong: the approver and the audit trail read it."
          rows={3}
          required
          {...bindInput(form, 'reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton form={form}>Raise the credit note</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
