import type { OnlineMethod, PaymentChannel, PaymentTransactionsTable } from '@server/db/schema';

/** Money a provider says moved: the facts the portal records, whichever protocol told it. */
export type ProviderMoney = Pick<
  PaymentTransactionsTable,
  | 'provider'
  | 'transaction_id'
  | 'method'
  | 'amount'
  | 'currency'
  | 'account_reference'
  | 'payer'
  | 'paid_at'
>;

/** What the portal asks a provider to collect. */
export type CollectionRequest = {
  attempt_id: number;
  method: OnlineMethod;
  phone: string | null;
  amount: number;
  currency: string;
  account_reference: string;
  /** Where a hosted card page sends the payer back. */
  return_url: string;
  /** Where Daraja posts the prompt's outcome: the callback address with its secret segment. */
  callback_url: string;
};

/** What a provider says of a collection when asked. */
export type CollectionOutcome =
  | { state: 'pending' }
  | { state: 'failed' | 'expired'; reason: string }
  /** Paid; `money` is missing when the answer names no transaction (Daraja's own query). */
  | { state: 'succeeded'; money: ProviderMoney | null };

/**
 * One provider's protocol (docs/payments.md): start a collection, ask about it, read a day's
 * statement. Callbacks come in through the callback routes, which know each protocol's shape.
 */
export interface PaymentChannelAdapter {
  readonly channel: PaymentChannel;
  start(request: CollectionRequest): Promise<{ reference: string; checkout_url: string | null }>;
  /** `accountReference` names the invoice in the money answered, where the answer does not. */
  status(reference: string, accountReference: string): Promise<CollectionOutcome>;
  /** The money that moved on a Nairobi day, 'YYYY-MM-DD'. */
  statement(day: string): Promise<ProviderMoney[]>;
}

/** The provider did not answer, or answered what the protocol does not allow. */
export class ProviderUnavailable extends Error {}

const TIMEOUT_MS = 10_000;

/** A JSON call to a provider, bounded in time; any failure is `ProviderUnavailable`. */
export async function callProvider(
  url: string,
  init: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: unknown;
    timeoutMs?: number;
  },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailable(`${init.method} ${new URL(url).pathname}: ${String(error)}`);
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    throw new ProviderUnavailable(`${new URL(url).pathname} answered ${response.status}, not JSON`);
  }
}
