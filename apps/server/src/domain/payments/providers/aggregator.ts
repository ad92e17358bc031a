import {
  AggregatorPaymentSchema,
  AggregatorStatementSchema,
  type AggregatorPayment,
} from '@portal/shared/payment-protocols';
import type { AggregatorSettings } from '@server/config/payments';
import {
  callProvider,
  ProviderUnavailable,
  type CollectionOutcome,
  type PaymentChannelAdapter,
  type ProviderMoney,
} from './types';

/** A paid aggregator payment's money; null while nothing moved. */
export function aggregatorMoney(payment: AggregatorPayment): ProviderMoney | null {
  if (payment.status !== 'succeeded' || !payment.transaction_id) return null;
  return {
    provider: 'aggregator',
    transaction_id: payment.transaction_id,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    account_reference: payment.account_reference,
    payer: null,
    paid_at: payment.paid_at ?? new Date(0).toISOString(),
  };
}

export function aggregatorOutcome(payment: AggregatorPayment): CollectionOutcome {
  if (payment.status === 'pending') return { state: 'pending' };
  if (payment.status === 'failed')
    return { state: 'failed', reason: payment.failure_reason ?? 'The provider declined it.' };
  return { state: 'succeeded', money: aggregatorMoney(payment) };
}

/**
 * The aggregator (docs/payments.md): payments started by a call, their outcome told by signed
 * events and, when asked, by the payment itself; a day's transactions as its statement.
 */
export function aggregatorAdapter(settings: AggregatorSettings): PaymentChannelAdapter {
  const headers: Record<string, string> = settings.key
    ? { authorization: `Bearer ${settings.key}` }
    : {};

  async function payment(path: string, method: 'GET' | 'POST', body?: unknown) {
    const answer = await callProvider(`${settings.url}${path}`, { method, headers, body });
    const parsed = AggregatorPaymentSchema.safeParse(answer.body);
    if (answer.status >= 300 || !parsed.success)
      throw new ProviderUnavailable(`The aggregator answered ${answer.status} to ${path}`);
    return parsed.data;
  }

  return {
    channel: 'aggregator',
    async start(request) {
      const started = await payment('/v1/payments', 'POST', {
        merchant_reference: String(request.attempt_id),
        account_reference: request.account_reference,
        amount: request.amount,
        currency: request.currency,
        method: request.method,
        ...(request.phone ? { phone: request.phone } : {}),
        return_url: request.return_url,
      });
      return { reference: started.id, checkout_url: started.checkout_url };
    },
    async status(reference) {
      return aggregatorOutcome(
        await payment(`/v1/payments/${encodeURIComponent(reference)}`, 'GET'),
      );
    },
    async statement(day) {
      const answer = await callProvider(`${settings.url}/v1/transactions?date=${day}`, {
        method: 'GET',
        headers,
      });
      const parsed = AggregatorStatementSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success)
        throw new ProviderUnavailable(`The aggregator's statement answered ${answer.status}`);
      return parsed.data.data.map((line) => ({
        provider: 'aggregator' as const,
        transaction_id: line.transaction_id,
        method: line.method,
        amount: line.amount,
        currency: line.currency,
        account_reference: line.account_reference,
        payer: null,
        paid_at: line.paid_at,
      }));
    },
  };
}
