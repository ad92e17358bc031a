import { Anchor, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/shared/money';
import { ONLINE_METHOD_LABELS, type PaymentAttempt } from '@portal/shared/payments';
import { Link } from 'react-router';
import { ReferencePage } from '@web/components/reference-page';
import { SummaryTable } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { paths } from '@web/config/resources';
import { formatNairobiMoment } from '@web/lib/format';
import { useAttempt } from '../api/get-attempt';
import { usePaymentOptions } from '../api/get-options';
import { AttemptStatus } from './attempt-status';
import { SimulatedNotice } from './simulated-notice';

function AttemptBody({ attempt }: { attempt: PaymentAttempt }) {
  const simulated = usePaymentOptions().data?.simulated ?? false;
  const invoice = paths.invoices.show(attempt.invoice_id);
  const method = ONLINE_METHOD_LABELS[attempt.method];
  return (
    <Stack gap="lg">
      {simulated && <SimulatedNotice />}
      <AttemptStatus attempt={attempt} retry={{ retryTo: invoice }} />
      <SummaryTable
        rows={[
          [
            'Invoice',
            <Anchor key="invoice" component={Link} to={invoice} inherit>
              <UnbrokenReference reference={attempt.invoice_number} />
            </Anchor>,
          ],
          ['Amount', formatMoney({ amount: attempt.amount, currency: attempt.currency })],
          ['Paid by', attempt.phone ? `${method}, ${attempt.phone}` : method],
          ['Started', formatNairobiMoment(attempt.created_at)],
        ]}
      />
      <Text>
        <Anchor component={Link} to={invoice}>
          Back to invoice {attempt.invoice_number}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * /account/payments/:id: one attempt to pay an invoice, followed live until the provider's word,
 * then its receipt. Where the card provider's page sends the payer back (docs/payments.md).
 */
export function AttemptPage({ id }: { id: number }) {
  const query = useAttempt(id);
  return (
    <ReferencePage
      title="Payment for invoice"
      reference={(attempt) => attempt.invoice_number}
      query={query}
      noun="payment"
      back={{ to: paths.invoices.list, label: 'Back to invoices' }}
    >
      {(attempt) => <AttemptBody attempt={attempt} />}
    </ReferencePage>
  );
}
