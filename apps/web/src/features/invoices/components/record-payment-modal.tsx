import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PaymentInputSchema,
  type Invoice,
} from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import { FormSelect } from '@web/components/form-select';
import { MoneyInput } from '@web/components/money-input';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { recordPayment } from '../api/record-payment';
import { FormWithSummary } from '@web/components/form-with-summary';

const methods = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

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
        <MoneyInput
          form={form}
          name="amount"
          label={`Amount (${invoice.currency})`}
          description="As on the receipt, for example 15,000 or 15,000.50."
          required
        />
        <FormSelect
          form={form}
          name="method"
          label="Method"
          placeholder="Choose how it was paid"
          data={methods}
          required
        />
        <TextInput
          label="Reference"
          description="The bank's, mobile operator's or cheque's reference."
          autoComplete="off"
          required
          {...bindInput(form, 'reference')}
        />
        <TextInput label="Paid on" type="date" required {...bindInput(form, 'paid_on')} />
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
