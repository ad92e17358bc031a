import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/shared/money';
import { ATTEMPT_STATUS_LABELS, type PaymentAttempt } from '@portal/shared/payments';
import { Link } from 'react-router';
import { DownloadButton } from '@web/components/download-button';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { saveReceipt } from '../api/download-receipt';

/** What to offer when an attempt did not go through: start another here, or where it started. */
export type Retry = { onRetry: () => void } | { retryTo: string };

type AttemptStatusProps = { attempt: PaymentAttempt; retry: Retry };

/** What the payer is waiting for, in the words of the way they pay. */
function Waiting({ attempt }: { attempt: PaymentAttempt }) {
  const amount = formatMoney({ amount: attempt.amount, currency: attempt.currency });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Loader size="sm" mt={4} aria-hidden />
      <Stack gap={4}>
        <Text fw={700}>
          {attempt.method === 'mobile_money'
            ? 'Check your phone and enter your M-Pesa PIN'
            : 'Waiting for the card payment to be confirmed'}
        </Text>
        <Text size="sm">
          {attempt.method === 'mobile_money'
            ? `We asked ${attempt.phone ?? 'your phone'} for ${amount}. `
            : `The card provider has not confirmed ${amount} yet. `}
          This updates by itself: there is no need to reload the page.
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * An attempt's live status: waiting while the provider has not answered, then paid with its
 * receipt, or why not with the way to try again. The words sit in a live region, so that a screen
 * reader hears the change without moving the focus.
 */
export function AttemptStatus({ attempt, retry }: AttemptStatusProps) {
  const amount = formatMoney({ amount: attempt.amount, currency: attempt.currency });
  const failed = attempt.status === 'failed' || attempt.status === 'expired';
  return (
    <Stack gap="sm" align="flex-start">
      <div role="status" aria-label="Payment status" style={{ width: '100%' }}>
        {attempt.status === 'pending' && <Waiting attempt={attempt} />}
        {attempt.status === 'succeeded' && (
          <Alert color="green" variant="light" title={ATTEMPT_STATUS_LABELS.succeeded} role="group">
            <Text size="sm">
              {amount} received for invoice <UnbrokenReference reference={attempt.invoice_number} />
              .
              {attempt.receipt_code && (
                <>
                  {' '}
                  Receipt code <UnbrokenReference reference={attempt.receipt_code} />.
                </>
              )}
            </Text>
          </Alert>
        )}
        {failed && (
          <Alert
            color="red"
            variant="light"
            title={ATTEMPT_STATUS_LABELS[attempt.status]}
            role="group"
          >
            <Text size="sm">{attempt.failure_reason ?? 'The payment did not go through.'}</Text>
          </Alert>
        )}
      </div>
      {attempt.status === 'succeeded' && attempt.receipt_code && (
        <DownloadButton download={() => saveReceipt(attempt.id, attempt.invoice_number)}>
          Download receipt
        </DownloadButton>
      )}
      {failed &&
        ('onRetry' in retry ? (
          <Button onClick={retry.onRetry}>Try again</Button>
        ) : (
          <Button component={Link} to={retry.retryTo}>
            Try again
          </Button>
        ))}
    </Stack>
  );
}
