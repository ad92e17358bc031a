import { TextInput } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentInput } from '@portal/shared/invoices';
import type { FieldPath } from 'react-hook-form';
import { bindInput, type AnyForm } from '@web/lib/form';
import { optionsOf } from '@web/lib/options';
import { FormSelect } from './form-select';
import { MoneyInput } from './money-input';

const methods = optionsOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);

type PaymentFieldsProps<T extends PaymentInput> = {
  /** A form holding at least a payment's input, as every call recording money sends it. */
  form: AnyForm<T>;
  /** The currency the amount is typed in. */
  currency: string;
  /** After how to type the amount: what the payment does with more than is owed. */
  amountNote?: string;
};

/** Money received: the amount as on the receipt, how it was paid, its reference and the day. */
export function PaymentFields<T extends PaymentInput>({
  form,
  currency,
  amountNote,
}: PaymentFieldsProps<T>) {
  const field = (name: keyof PaymentInput) => name as FieldPath<T>;
  return (
    <>
      <MoneyInput
        form={form}
        name={field('amount')}
        label={`Amount (${currency})`}
        description={['As on the receipt, for example 15,000 or 15,000.50.', amountNote]
          .filter(Boolean)
          .join(' ')}
        required
      />
      <FormSelect
        form={form}
        name={field('method')}
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
        {...bindInput(form, field('reference'))}
      />
      <TextInput label="Paid on" type="date" required {...bindInput(form, field('paid_on'))} />
    </>
  );
}
