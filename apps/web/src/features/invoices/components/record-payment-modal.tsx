import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PaymentInputSchema, type Invoice } from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import { PaymentFields } from '@web/components/payment-fields';
import { SubmitButton } from '@web/components/submit-button';
import { submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { recordPayment } from '../api/record-payment';
import { FormWithSummary } from '@web/components/form-with-summary';

type RecordPaymentModalProps = {
  /** The invoice paid into; the modal is closed without one. */
  invoice: Invoice | null;
  onClose: () => void;
  /** The invoice as the server answers it once the payment is recorded. */
  onRecorded: (invoice: Invoice) => void;
};

/**
 * A payment a finance officer records against an open invoice (docs/product.md, "Parcel
 * allocation", Money).
 */
export function RecordPaymentModal({ invoice, onClose, onRecorded }: RecordPaymentModalProps) {
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? `Record payment: ${invoice.number}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {invoice && (
        <PaymentForm
          key={invoice.id}
          invoice={invoice}
          onCancel={onClose}
          onRecorded={onRecorded}
        />
      )}
    </Modal>
  );
}

type PaymentFormProps = {
  invoice: Invoice;
  onCancel: () => void;
  onRecorded: (invoice: Invoice) => void;
};

function PaymentForm({ invoice, onCancel, onRecorded }: PaymentFormProps) {
  const form = useSchemaForm(PaymentInputSchema, {
    defaultValues: { reference: '', paid_on: '' },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await recordPayment(invoice.id, values);
    notify.success(answer.message);
    onRecorded(answer.data);
  });
  const balance = formatMoney({ amount: invoice.balance, currency: invoice.currency });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>
          {/* The description names the application already. */}
          {invoice.description}. Balance due: {balance}.
        </Text>
        {/* Typed in the invoice's currency, sent in cents. */}
        <PaymentFields form={form} currency={invoice.currency} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton form={form}>Record payment</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
