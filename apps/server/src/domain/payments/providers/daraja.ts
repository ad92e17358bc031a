import {
  type C2bNotification,
  DarajaTokenSchema,
  PullTransactionsAnswerSchema,
  STK_QUERY_PROCESSING,
  STK_RESULT,
  StkPushAnswerSchema,
  StkQueryAnswerSchema,
  type StkCallback,
} from '@portal/shared/payment-protocols';
import type { DarajaSettings } from '@server/config/payments';
import type { Clock } from '@server/lib/clock';
import {
  callProvider,
  ProviderUnavailable,
  type CollectionOutcome,
  type PaymentChannelAdapter,
  type ProviderMoney,
} from './types';

type Items = NonNullable<StkCallback['Body']['stkCallback']['CallbackMetadata']>['Item'];

const NAIROBI_OFFSET_MS = 3 * 60 * 60_000;

/** 'YYYYMMDDHHmmss' in Nairobi time, as Daraja writes and reads moments. */
export function darajaTimestamp(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Daraja's Nairobi moment ('20261127103015' or '2026-11-27 10:30:15') as ISO UTC. */
export function fromDarajaTime(value: string | number): string {
  const digits = String(value).replace(/\D/g, '');
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at, index) =>
    Number(digits.slice(at, index === 0 ? 4 : at + 2)),
  ) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - NAIROBI_OFFSET_MS).toISOString();
}

/** Shillings as Daraja writes them ('1500.00', 1500) in minor units. */
const minor = (shillings: string | number) => Math.round(Number(shillings) * 100);

const item = (items: Items, name: string) => items.find((entry) => entry.Name === name)?.Value;

/** A paid STK prompt's money, from the callback's (or the simulator's query's) metadata. */
export function stkMoney(items: Items, accountReference: string): ProviderMoney | null {
  const receipt = item(items, 'MpesaReceiptNumber');
  const amount = item(items, 'Amount');
  if (receipt === undefined || amount === undefined) return null;
  const date = item(items, 'TransactionDate');
  return {
    provider: 'mpesa',
    transaction_id: String(receipt),
    method: 'mobile_money',
    amount: minor(amount),
    currency: 'KES',
    account_reference: accountReference,
    payer: item(items, 'PhoneNumber') === undefined ? null : String(item(items, 'PhoneNumber')),
    paid_at: fromDarajaTime(date ?? '0'),
  };
}

/** A paybill payment's money, from its C2B confirmation. */
export const c2bMoney = (note: C2bNotification): ProviderMoney => ({
  provider: 'mpesa',
  transaction_id: note.TransID,
  method: 'mobile_money',
  amount: minor(note.TransAmount),
  currency: 'KES',
  account_reference: note.BillRefNumber,
  payer: note.MSISDN,
  paid_at: fromDarajaTime(note.TransTime),
});

/** What each final STK result means to the payer. */
export function stkFailure(code: number, description: string): CollectionOutcome {
  if (code === STK_RESULT.timedOut)
    return { state: 'expired', reason: 'The phone did not answer the prompt in time.' };
  if (code === STK_RESULT.cancelled)
    return { state: 'failed', reason: 'The payment was cancelled on the phone.' };
  if (code === STK_RESULT.insufficientFunds)
    return { state: 'failed', reason: 'The M-Pesa account did not have enough money.' };
  return { state: 'failed', reason: `M-Pesa did not take the payment: ${description}` };
}

/**
 * Safaricom's Daraja (docs/payments.md): an STK push prompts the phone, its callback or the STK
 * query tells the outcome, and Pull Transactions gives the day's statement. Its access token is
 * kept until a minute before it expires.
 */
export type DarajaAdapter = PaymentChannelAdapter & {
  /** Tells Daraja where to send paybill payments: done once per shortcode, by operations. */
  registerC2b(urls: { confirmation: string; validation: string }): Promise<void>;
};

export function darajaAdapter(settings: DarajaSettings, clock: Clock): DarajaAdapter {
  let token: { value: string; until: number } | undefined;

  async function bearer(): Promise<Record<string, string>> {
    if (!token || token.until <= clock.now().getTime()) {
      const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString(
        'base64',
      );
      const answer = await callProvider(
        `${settings.baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
        { method: 'GET', headers: { authorization: `Basic ${basic}` } },
      );
      const parsed = DarajaTokenSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success)
        throw new ProviderUnavailable(`Daraja refused a token (${answer.status})`);
      const lifetimeMs = Number(parsed.data.expires_in) * 1000 - 60_000;
      token = { value: parsed.data.access_token, until: clock.now().getTime() + lifetimeMs };
    }
    return { authorization: `Bearer ${token.value}` };
  }

  function password() {
    const timestamp = darajaTimestamp(clock.now());
    const Password = Buffer.from(`${settings.shortcode}${settings.passkey}${timestamp}`).toString(
      'base64',
    );
    return { BusinessShortCode: settings.shortcode, Password, Timestamp: timestamp };
  }

  return {
    channel: 'mpesa',
    async registerC2b(urls) {
      const answer = await callProvider(`${settings.baseUrl}/mpesa/c2b/v1/registerurl`, {
        method: 'POST',
        headers: await bearer(),
        // Asked at start-up: a provider that does not answer must not hold the server back long.
        timeoutMs: 3000,
        body: {
          ShortCode: settings.shortcode,
          ResponseType: 'Completed',
          ConfirmationURL: urls.confirmation,
          ValidationURL: urls.validation,
        },
      });
      if (answer.status !== 200)
        throw new ProviderUnavailable(`Daraja refused the C2B addresses (${answer.status})`);
    },
    async start(request) {
      const answer = await callProvider(`${settings.baseUrl}/mpesa/stkpush/v1/processrequest`, {
        method: 'POST',
        headers: await bearer(),
        body: {
          ...password(),
          TransactionType: 'CustomerPayBillOnline',
          Amount: request.amount / 100,
          PartyA: request.phone,
          PartyB: settings.shortcode,
          PhoneNumber: request.phone,
          CallBackURL: request.callback_url,
          AccountReference: request.account_reference,
          TransactionDesc: `Invoice ${request.account_reference}`,
        },
      });
      const parsed = StkPushAnswerSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success || parsed.data.ResponseCode !== '0')
        throw new ProviderUnavailable(`Daraja refused the prompt (${answer.status})`);
      return { reference: parsed.data.CheckoutRequestID, checkout_url: null };
    },
    async status(reference, accountReference) {
      const answer = await callProvider(`${settings.baseUrl}/mpesa/stkpushquery/v1/query`, {
        method: 'POST',
        headers: await bearer(),
        body: { ...password(), CheckoutRequestID: reference },
      });
      const body = answer.body as { errorCode?: string } | null;
      if (body?.errorCode === STK_QUERY_PROCESSING) return { state: 'pending' };
      const parsed = StkQueryAnswerSchema.safeParse(answer.body);
      if (!parsed.success)
        throw new ProviderUnavailable(`Daraja's query answered ${answer.status}`);
      const { ResultCode, ResultDesc, CallbackMetadata } = parsed.data;
      if (ResultCode !== STK_RESULT.paid) return stkFailure(ResultCode, ResultDesc);
      const items = CallbackMetadata?.Item;
      return {
        state: 'succeeded',
        money: items ? stkMoney(items, accountReference) : null,
      };
    },
    async statement(day) {
      const answer = await callProvider(`${settings.baseUrl}/pulltransactions/v1/query`, {
        method: 'POST',
        headers: await bearer(),
        body: {
          ShortCode: settings.shortcode,
          StartDate: `${day} 00:00:00`,
          EndDate: `${day} 23:59:59`,
          OffSetValue: '0',
        },
      });
      const parsed = PullTransactionsAnswerSchema.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success)
        throw new ProviderUnavailable(`Daraja's statement answered ${answer.status}`);
      return parsed.data.Response.flat().map((line) => ({
        provider: 'mpesa' as const,
        transaction_id: line.transactionId,
        method: 'mobile_money' as const,
        amount: minor(line.amount),
        currency: 'KES',
        account_reference: line.billreference,
        payer: String(line.msisdn),
        paid_at: fromDarajaTime(line.trxDate),
      }));
    },
  };
}
