import { Button, Group, Stack, Table, Text } from '@mantine/core';
import {
  AccountPaymentInputSchema,
  type AccountPaymentSchema,
  type UtilityBill,
} from '@portal/shared/utility-bills';
import { periodLabel } from '@portal/shared/utility-words';
import type { z } from 'zod';
import { FormSelect } from '@web/components/form-select';
import { FormWithSummary } from '@web/components/form-with-summary';
import { PaymentFields } from '@web/components/payment-fields';
import { SubmitButton } from '@web/components/submit-button';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { usePayOnAccount } from '../api/pay';
import { moneyIn } from './money';

export type AccountPayment = z.infer<typeof AccountPaymentSchema>;

type AccountPaymentFormProps = {
  connectionId: number;
  currency: string;
  /** The account's open bills, oldest first, to name one to settle first; none to choose from. */
  openBills: UtilityBill[] | undefined;
  /** The bill chosen already, when the form was opened from it. */
  billId?: number | undefined;
  onRecorded: (payment: AccountPayment) => void;
};

/**
 * Money received on a connection's account (docs/product.md, "Utilities", Payments), for those
 * who record payments: amount in shillings, method, the bank's reference and the day paid, and
 * optionally a bill to settle first; the oldest open bill is settled next, and what is left over
 * is credit for the next bill.
 */
export function AccountPaymentForm({
  connectionId,
  currency,
  openBills,
  billId,
  onRecorded,
}: AccountPaymentFormProps) {
  const pay = usePayOnAccount(connectionId);
  const chosen =
    billId !== undefined && openBills?.some((bill) => bill.id === billId)
      ? String(billId)
      : undefined;
  const form = useSchemaForm(AccountPaymentInputSchema, {
    defaultValues: { reference: '', paid_on: '', ...(chosen ? { bill_id: chosen } : {}) },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await pay(values);
    notify.success(answer.message);
    onRecorded(answer.data);
  });
  const money = moneyIn(currency);
  const billOptions = (openBills ?? []).map((bill) => ({
    value: String(bill.id),
    label: `${bill.invoice_number ?? bill.connection_number}, ${periodLabel(bill.period)}: ${money(bill.balance)} left`,
  }));
  return (
    <FormWithSummary form={form} onSubmit={onSubmit} aria-label="Record a payment">
      <Stack gap="md">
        <PaymentFields
          form={form}
          currency={currency}
          amountNote="More than is owed is kept as credit for the next bill."
        />
        {billOptions.length > 0 && (
          <FormSelect
            form={form}
            name="bill_id"
            label="Bill to settle first"
            description="Leave empty to settle the oldest open bill first."
            placeholder="The oldest open bill"
            data={billOptions}
            clearable
          />
        )}
        <Group justify="flex-end">
          <SubmitButton form={form}>Record payment</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}

/** What a recorded payment did: what each bill took, oldest first, and the credit carried. */
export function PaymentResult({
  payment,
  onAnother,
}: {
  payment: AccountPayment;
  onAnother: () => void;
}) {
  const money = moneyIn(payment.currency);
  return (
    <Stack gap="md">
      <Stack gap="sm" role="status">
        <Text fw={700}>{money(payment.amount)} recorded.</Text>
        {payment.settled.length > 0 ? (
          <Table aria-label="What each bill took" striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Bill's invoice</Table.Th>
                <Table.Th scope="col" ta="right">
                  Took
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.settled.map((entry) => (
                <Table.Tr key={entry.bill_id}>
                  <Table.Th scope="row" fw="normal">
                    <UnbrokenReference reference={entry.invoice_number} />
                  </Table.Th>
                  <Table.Td ta="right">{money(entry.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text>No bill was open: all of it is credit.</Text>
        )}
        <Text>
          {payment.credit > 0
            ? `Credit carried to the next bill: ${money(payment.credit)}.`
            : 'Nothing was left over: no credit is carried.'}
        </Text>
      </Stack>
      <Group>
        <Button variant="default" onClick={onAnother}>
          Record another payment
        </Button>
      </Group>
    </Stack>
  );
}
