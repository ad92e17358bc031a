import type { AggregatorPayment, SimulatorCase } from '@portal/shared/payment-protocols';
import type { SimulatorContext, StoredPayment } from './context';
import type { Delivery } from './deliveries';
import { prefixedId } from './ids';

/** The events a payment's case sends at once and holds until released. */
export type SettlementPlan = { now: Delivery[]; held: Delivery[] };

/** The payer refused or could not pay: the payment fails with `reason`. */
export function failPayment(
  context: SimulatorContext,
  stored: StoredPayment,
  reason: 'insufficient_funds' | 'cancelled' | 'timed_out',
): SettlementPlan {
  Object.assign(stored.payment, {
    status: 'failed',
    failure_reason: reason,
  } satisfies Partial<AggregatorPayment>);
  // A prompt nobody answered ends in silence; only the status query tells.
  return { now: reason === 'timed_out' ? [] : [context.signer.event(stored.payment)], held: [] };
}

/**
 * Settles a payment by its case (SIMULATOR_ENDINGS, from the phone or the card number). As with
 * Daraja, the payment's state is final at once: a held event only delays what the portal hears.
 */
export function settlePayment(
  context: SimulatorContext,
  stored: StoredPayment,
  simulatorCase: SimulatorCase,
): SettlementPlan {
  switch (simulatorCase) {
    case 'insufficient_funds':
    case 'cancelled':
    case 'timed_out':
      return failPayment(context, stored, simulatorCase);
  }

  const { payment } = stored;
  const pending: AggregatorPayment = { ...payment };
  const paidAt = context.now();
  const transactionId = prefixedId('txn');
  Object.assign(payment, {
    status: 'succeeded',
    amount: payment.amount + (simulatorCase === 'wrong_amount' ? 100 : 0),
    transaction_id: transactionId,
    paid_at: paidAt.toISOString(),
  } satisfies Partial<AggregatorPayment>);
  context.ledger.record({
    provider: 'aggregator',
    id: transactionId,
    method: payment.method,
    currency: payment.currency,
    amountMinor: payment.amount,
    accountReference: payment.account_reference,
    phone: stored.phone,
    paidAt,
  });
  const succeeded = context.signer.event(payment);

  switch (simulatorCase) {
    case 'callback_lost':
      return { now: [], held: [] };
    case 'callback_late':
      return { now: [], held: [succeeded] };
    case 'out_of_order': {
      const failedFirst = { ...pending, status: 'failed', failure_reason: 'cancelled' } as const;
      return { now: [context.signer.event(failedFirst)], held: [succeeded] };
    }
    case 'confirmed_twice':
      // The same message twice (a retry), then the same money in a message of its own.
      return { now: [succeeded, succeeded, context.signer.event(payment)], held: [] };
    default:
      return { now: [succeeded], held: [] };
  }
}
