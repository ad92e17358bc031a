import { z } from 'zod';

/*
 * The two protocols the portal speaks with payment providers (docs/payments.md): Safaricom's
 * Daraja for M-Pesa, and a generic aggregator that signs its events by the Standard Webhooks
 * specification. The portal's adapters and the local simulator both read these shapes, so that
 * neither drifts from the other. Daraja's own field names are kept as Daraja spells them.
 */

// ---------------------------------------------------------------------------------------------
// Daraja (M-Pesa)

/** Daraja's answer to `GET /oauth/v1/generate?grant_type=client_credentials` (Basic auth). */
export const DarajaTokenSchema = z.object({
  access_token: z.string(),
  expires_in: z.string(),
});

/** `POST /mpesa/stkpush/v1/processrequest`: prompt the payer's phone. Amounts are whole shillings. */
export const StkPushRequestSchema = z.object({
  BusinessShortCode: z.string(),
  Password: z.string(),
  Timestamp: z.string(),
  TransactionType: z.literal('CustomerPayBillOnline'),
  Amount: z.number().int().positive(),
  PartyA: z.string(),
  PartyB: z.string(),
  PhoneNumber: z.string(),
  CallBackURL: z.string(),
  AccountReference: z.string().max(20),
  TransactionDesc: z.string(),
});
export type StkPushRequest = z.infer<typeof StkPushRequestSchema>;

export const StkPushAnswerSchema = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CustomerMessage: z.string().optional(),
});

const CallbackItemSchema = z.object({
  Name: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

/** What Daraja posts to the STK push's CallBackURL. ResultCode 0 is paid; the rest are not. */
export const StkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string(),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(CallbackItemSchema) }).optional(),
    }),
  }),
});
export type StkCallback = z.infer<typeof StkCallbackSchema>;

/** `POST /mpesa/stkpushquery/v1/query`: the final word on a prompt. */
export const StkQueryRequestSchema = z.object({
  BusinessShortCode: z.string(),
  Password: z.string(),
  Timestamp: z.string(),
  CheckoutRequestID: z.string(),
});

/**
 * The query's answer. Daraja answers no receipt number; the simulator adds `CallbackMetadata` as
 * the callback carries it, and the adapter settles from it when it is there.
 */
export const StkQueryAnswerSchema = z.object({
  ResponseCode: z.string(),
  ResultCode: z.coerce.number().int(),
  ResultDesc: z.string(),
  MerchantRequestID: z.string().optional(),
  CheckoutRequestID: z.string(),
  CallbackMetadata: z.object({ Item: z.array(CallbackItemSchema) }).optional(),
});

/** While the payer has not answered, Daraja refuses the query with HTTP 500 and this code. */
export const STK_QUERY_PROCESSING = '500.001.1001';

/** Result codes of an STK push that the portal reads as final failures. */
export const STK_RESULT = {
  paid: 0,
  insufficientFunds: 1,
  cancelled: 1032,
  timedOut: 1037,
} as const;

/** What Daraja posts to the C2B validation and confirmation addresses (paybill from the phone). */
export const C2bNotificationSchema = z.object({
  TransactionType: z.string(),
  TransID: z.string().min(1),
  TransTime: z.string(),
  TransAmount: z.string(),
  BusinessShortCode: z.string(),
  BillRefNumber: z.string(),
  InvoiceNumber: z.string().optional(),
  OrgAccountBalance: z.string().optional(),
  ThirdPartyTransID: z.string().optional(),
  MSISDN: z.string(),
  FirstName: z.string().optional(),
  MiddleName: z.string().optional(),
  LastName: z.string().optional(),
});
export type C2bNotification = z.infer<typeof C2bNotificationSchema>;

/** The validation answer that refuses a payment to an account number the portal never issued. */
export const C2B_INVALID_ACCOUNT = 'C2B00012';

/** `POST /pulltransactions/v1/query`: the shortcode's transactions between two moments. */
export const PullTransactionsRequestSchema = z.object({
  ShortCode: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  OffSetValue: z.string(),
});

export const PulledTransactionSchema = z.object({
  transactionId: z.string(),
  trxDate: z.string(),
  msisdn: z.union([z.string(), z.number()]),
  transactiontype: z.string(),
  billreference: z.string(),
  amount: z.string(),
});

export const PullTransactionsAnswerSchema = z.object({
  ResponseCode: z.string(),
  ResponseMessage: z.string().optional(),
  Response: z.array(z.array(PulledTransactionSchema)),
});

// ---------------------------------------------------------------------------------------------
// The aggregator (Standard Webhooks)

export const AGGREGATOR_METHODS = ['mobile_money', 'card'] as const;

/** `POST /v1/payments` (Bearer key): start a payment; a card payment answers its hosted page. */
export const AggregatorPaymentRequestSchema = z.object({
  /** The portal's attempt, echoed in every event about it. */
  merchant_reference: z.string(),
  /** The invoice number, as a payer quotes it. */
  account_reference: z.string(),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  method: z.enum(AGGREGATOR_METHODS),
  phone: z.string().optional(),
  /** Where the hosted card page sends the payer back. */
  return_url: z.string().optional(),
});
export type AggregatorPaymentRequest = z.infer<typeof AggregatorPaymentRequestSchema>;

export const AGGREGATOR_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** A payment at the aggregator: `POST /v1/payments` and `GET /v1/payments/{id}` answer it. */
export const AggregatorPaymentSchema = z.object({
  id: z.string(),
  merchant_reference: z.string().nullable(),
  status: z.enum(AGGREGATOR_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  account_reference: z.string(),
  method: z.enum(AGGREGATOR_METHODS),
  /** The money's own id, once it moved. */
  transaction_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  checkout_url: z.string().nullable(),
});
export type AggregatorPayment = z.infer<typeof AggregatorPaymentSchema>;

/** `GET /v1/transactions?date=YYYY-MM-DD`: the money that moved on a day (Nairobi). */
export const AggregatorStatementSchema = z.object({
  date: z.string(),
  data: z.array(
    AggregatorPaymentSchema.pick({
      transaction_id: true,
      amount: true,
      currency: true,
      account_reference: true,
      method: true,
      paid_at: true,
    }).extend({ transaction_id: z.string(), paid_at: z.string() }),
  ),
});

export const WEBHOOK_EVENT_TYPES = ['payment.succeeded', 'payment.failed'] as const;

/** The body of a signed event posted to `/api/payments/callbacks/webhooks`. */
export const WebhookEventSchema = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES),
  timestamp: z.string(),
  data: AggregatorPaymentSchema,
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

// ---------------------------------------------------------------------------------------------
// The simulator's test numbers

/**
 * How the simulator treats a prompt, by the last two digits of the phone (or of a card number on
 * its hosted page): every case a provider can produce, on demand. Any other ending succeeds and
 * calls back at once.
 */
export const SIMULATOR_ENDINGS = {
  /** Declined: not enough money. */
  '01': 'insufficient_funds',
  /** The payer cancels the prompt. */
  '02': 'cancelled',
  /** Nobody answers the prompt: it times out and the query says so. */
  '03': 'timed_out',
  /** Paid, but the callback never arrives: only the status query tells. */
  '04': 'callback_lost',
  /** Paid, and the callback arrives twice, with the C2B confirmation of the same money. */
  '05': 'confirmed_twice',
  /** Paid, but the callback is held until released (`POST /simulator/release/{id}`). */
  '06': 'callback_late',
  /** Paid, and the callback says an amount other than the one asked. */
  '07': 'wrong_amount',
  /** Failed first, then a late success for the same prompt: events out of order. */
  '08': 'out_of_order',
} as const;
export type SimulatorCase = (typeof SIMULATOR_ENDINGS)[keyof typeof SIMULATOR_ENDINGS] | 'paid';

export function simulatorCaseOf(digits: string): SimulatorCase {
  const ending = digits.replace(/\D/g, '').slice(-2) as keyof typeof SIMULATOR_ENDINGS;
  return SIMULATOR_ENDINGS[ending] ?? 'paid';
}
