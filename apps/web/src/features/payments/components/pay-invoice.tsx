import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/shared/money';
import type { OnlineMethod, PaymentAttempt } from '@portal/shared/payments';
import { useEffect, useId, useRef, useState } from 'react';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { useAttempt, useKeepAttempt } from '../api/get-attempt';
import { usePaymentOptions } from '../api/get-options';
import { usePayerPhone } from '../api/get-payer-phone';
import { leaveApp } from '@web/lib/leave-app';
import { AttemptStatus } from './attempt-status';
import { PayFromPhone } from './pay-from-phone';
import { PaymentForm, type PaymentChoice } from './payment-form';
import { SimulatedNotice } from './simulated-notice';

/** The invoice paid: its number, what is left to pay of it, and whether it is open. */
export type PayableInvoice = {
  id: number;
  number: string;
  balance: number;
  currency: string;
  open: boolean;
};

type Step =
  | { step: 'closed' }
  | { step: 'choosing'; choice?: PaymentChoice }
  | { step: 'following'; attemptId: number; choice: PaymentChoice }
  | { step: 'leaving' };

/**
 * Paying an open invoice online, in place (docs/payments.md): Pay now opens the choice of M-Pesa
 * or card; an M-Pesa request is then followed on screen until the provider's word, and a card
 * payment goes on at the provider's page. Also how to pay from the phone's own menu. A payment
 * under way stays on screen after the invoice is paid, with its receipt.
 */
export function PayInvoice({ invoice }: { invoice: PayableInvoice }) {
  const [state, setState] = useState<Step>({ step: 'closed' });
  const options = usePaymentOptions().data;
  const keepAttempt = useKeepAttempt();
  const titleId = useId();
  // Pay now, Cancel and the form's own button go away once pressed: the focus goes to what takes
  // their place, never back to the top of the page.
  const panel = useRef<HTMLDivElement>(null);
  const payNow = useRef<HTMLButtonElement>(null);
  const [focusOn, setFocusOn] = useState<'panel' | 'payNow' | null>(null);
  useEffect(() => {
    if (focusOn) (focusOn === 'panel' ? panel : payNow).current?.focus();
  }, [focusOn, state.step]);

  if (!options || options.methods.length === 0) return null;
  if (state.step === 'closed') {
    if (!invoice.open || invoice.balance <= 0) return null;
    return (
      <Stack gap="xs" align="flex-start">
        <Button
          ref={payNow}
          onClick={() => {
            setFocusOn('panel');
            setState({ step: 'choosing' });
          }}
        >
          Pay now
        </Button>
        {options.paybill && options.methods.includes('mobile_money') && (
          <PayFromPhone paybill={options.paybill} invoiceNumber={invoice.number} />
        )}
      </Stack>
    );
  }

  const started = (attempt: PaymentAttempt, choice: PaymentChoice) => {
    if (attempt.method === 'card' && attempt.checkout_url) {
      setState({ step: 'leaving' });
      leaveApp.to(attempt.checkout_url);
      return;
    }
    keepAttempt(attempt);
    setState({ step: 'following', attemptId: attempt.id, choice });
  };
  const amount = formatMoney({ amount: invoice.balance, currency: invoice.currency });
  return (
    <Paper
      ref={panel}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      w="100%"
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={700} id={titleId}>
            Pay invoice <UnbrokenReference reference={invoice.number} />
          </Text>
          {state.step === 'choosing' && <Text size="sm">Left to pay: {amount}</Text>}
        </Stack>
        {options.simulated && <SimulatedNotice />}
        {state.step === 'choosing' && (
          <Choosing
            invoiceId={invoice.id}
            methods={options.methods}
            choice={state.choice}
            onStarted={started}
            onCancel={() => {
              setFocusOn('payNow');
              setState({ step: 'closed' });
            }}
          />
        )}
        {state.step === 'following' && (
          <Following
            attemptId={state.attemptId}
            onRetry={() => setState({ step: 'choosing', choice: state.choice })}
          />
        )}
        {state.step === 'leaving' && (
          <Text role="status">Taking you to the card provider’s page…</Text>
        )}
      </Stack>
    </Paper>
  );
}

function Following({ attemptId, onRetry }: { attemptId: number; onRetry: () => void }) {
  const attempt = useAttempt(attemptId).data;
  if (!attempt) return null;
  return <AttemptStatus attempt={attempt} retry={{ onRetry }} />;
}

type ChoosingProps = {
  invoiceId: number;
  methods: OnlineMethod[];
  /** What was chosen before trying again; otherwise the payer's own phone is offered. */
  choice: PaymentChoice | undefined;
  onStarted: (attempt: PaymentAttempt, choice: PaymentChoice) => void;
  onCancel: () => void;
};

function Choosing({ invoiceId, methods, choice, onStarted, onCancel }: ChoosingProps) {
  const phone = usePayerPhone();
  const initial = choice ?? (phone === undefined ? undefined : { phone });
  if (!initial) {
    return (
      <Center role="status" aria-label="Loading the payment form">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <PaymentForm
      invoiceId={invoiceId}
      methods={methods}
      initial={initial}
      onStarted={onStarted}
      onCancel={onCancel}
    />
  );
}
