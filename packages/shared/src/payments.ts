import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, paginatedSchema } from './envelope';
import { requiredMultiLineText, requiredText } from './fields';
import { LetterCodeParamsSchema } from './letters';
import { PageQuerySchema } from './pagination';
import { PUBLIC_PATHS } from './public-paths';
import { IdParamsSchema } from './records';
import { C2bNotificationSchema, StkCallbackSchema } from './payment-protocols';

/*
 * Paying online (docs/payments.md): an attempt to pay an invoice by mobile money or card, the
 * provider's confirmation that settles it, money held in suspense, receipts anyone can check, and
 * each day's reconciliation with the provider's statement. Money is integer minor units.
 */

export const ONLINE_METHODS = ['mobile_money', 'card'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
export const ONLINE_METHOD_LABELS: Record<OnlineMethod, string> = {
  mobile_money: 'M-Pesa',
  card: 'Card',
};

export const ATTEMPT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  pending: 'Waiting for confirmation',
  succeeded: 'Paid',
  failed: 'Not paid',
  expired: 'Expired',
};

export const paymentMessages = {
  method: 'Choose M-Pesa or card.',
  phone: 'Enter an M-Pesa number, like 0712 345 678.',
  methodUnavailable: (label: string) => `${label} payments are not available at the moment.`,
  shillingsOnly: 'M-Pesa takes Kenya shillings only: pay this invoice by card or bank transfer.',
  wholeShillings:
    'M-Pesa takes whole shillings: pay this balance by card, or by bank transfer quoting the invoice number.',
  promptPending:
    'A payment prompt for this invoice is waiting on a phone. Answer it, or try again in two minutes.',
  providerDown:
    'The payment provider did not answer. Nothing was charged: try again in a few minutes.',
  notHeld: 'This payment is not held in suspense any more.',
  invoiceUnknown: 'No invoice has this number.',
  allocateOver: (balance: string) =>
    `The payment is more than the invoice's balance of ${balance}: choose another invoice or refund it.`,
  resolved: 'This difference is resolved already.',
  matchedNeedsNothing: 'A matched payment needs no resolution.',
} as const;

/**
 * The account number a payer types at the paybill for an invoice: its number without 'INV-'
 * ('2026-000042'), which fits the twelve characters Daraja allows. The portal also reads the
 * whole number, spaces and dashes or not.
 */
export const paybillAccount = (invoiceNumber: string) => invoiceNumber.replace(/^INV-/, '');

/** How to pay an invoice, in the words its PDF prints: online, from a phone, by bank. */
export function howToPay(invoiceNumber: string, payee: string, paybill: string | null): string {
  const phone = paybill
    ? ` From your phone: M-Pesa, Lipa na M-Pesa, Pay Bill, business number ${paybill}, account number ${paybillAccount(invoiceNumber)}.`
    : '';
  return `Pay online: sign in to the portal and choose Pay now on this invoice.${phone} By bank transfer: to the account of ${payee}, quoting ${invoiceNumber} as the reference.`;
}

/** A Kenyan mobile number in the form M-Pesa takes, '2547XXXXXXXX' or '2541XXXXXXXX'. */
export function mpesaPhone(typed: string): string | null {
  const digits = typed.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const national = digits.startsWith('254') ? digits.slice(3) : digits.replace(/^0/, '');
  return /^[17]\d{8}$/.test(national) ? `254${national}` : null;
}

export const PaymentAttemptInputSchema = z
  .object({
    method: z.enum(ONLINE_METHODS, { error: paymentMessages.method }),
    /** The phone M-Pesa prompts; not asked for a card. */
    phone: z.string().max(30).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.method === 'mobile_money' && !mpesaPhone(input.phone ?? ''))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: paymentMessages.phone });
  })
  .transform((input) => ({
    method: input.method,
    phone: input.method === 'mobile_money' ? mpesaPhone(input.phone ?? '') : null,
  }));
export type PaymentAttemptInput = z.input<typeof PaymentAttemptInputSchema>;

export const PaymentAttemptSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  method: z.enum(ONLINE_METHODS),
  /** The phone prompted, its middle digits hidden: '2547•••••678'. */
  phone: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  /** Why it did not go through, in the payer's words. */
  failure_reason: z.string().nullable(),
  /** A card payment's page at the provider. */
  checkout_url: z.string().nullable(),
  /** Once paid: the receipt's code. */
  receipt_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

/** How an invoice can be paid online now: the methods on offer and the paybill to pay from a phone. */
export const PaymentOptionsSchema = z.object({
  provider: z.enum(['simulator', 'mpesa', 'webhooks']),
  /** True when no money moves: the local simulator stands in for a provider. */
  simulated: z.boolean(),
  methods: z.array(z.enum(ONLINE_METHODS)),
  /** The business number to pay to from the phone's M-Pesa menu, if there is one. */
  paybill: z.string().nullable(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

export const SUSPENSE_REASONS = [
  'unknown_reference',
  'invoice_not_open',
  'over_balance',
  'amount_differs',
  'currency_differs',
  'reference_recorded',
] as const;
export type SuspenseReason = (typeof SUSPENSE_REASONS)[number];
export const SUSPENSE_REASON_LABELS: Record<SuspenseReason, string> = {
  unknown_reference: 'No invoice has this account number',
  invoice_not_open: 'The invoice is not open',
  over_balance: "More than the invoice's balance",
  amount_differs: 'Not the amount the prompt asked',
  currency_differs: "Not the invoice's currency",
  reference_recorded: 'The transaction was already typed in by hand',
};

export const SUSPENSE_STATUSES = ['held', 'allocated', 'refunded'] as const;

export const SuspenseItemSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  transaction_id: z.string(),
  method: z.enum(ONLINE_METHODS),
  amount: z.number().int(),
  currency: z.string(),
  account_reference: z.string(),
  payer: z.string().nullable(),
  paid_at: z.string(),
  reason: z.enum(SUSPENSE_REASONS),
  status: z.enum(SUSPENSE_STATUSES),
  invoice_number: z.string().nullable(),
  resolution_note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type SuspenseItem = z.infer<typeof SuspenseItemSchema>;

export const SuspenseQuerySchema = PageQuerySchema.extend({
  status: z.enum(SUSPENSE_STATUSES, { error: 'Choose one of the listed values.' }).optional(),
});

export const AllocateInputSchema = z.object({
  /** The invoice the money was meant for, as the payer or the bank names it. */
  invoice_number: requiredText(40),
  note: requiredMultiLineText(1000),
});
export const RefundInputSchema = z.object({ note: requiredMultiLineText(1000) });

export const RECONCILIATION_OUTCOMES = [
  'matched',
  'missing_in_portal',
  'missing_at_provider',
  'amount_differs',
] as const;
export type ReconciliationOutcome = (typeof RECONCILIATION_OUTCOMES)[number];
export const RECONCILIATION_OUTCOME_LABELS: Record<ReconciliationOutcome, string> = {
  matched: 'Matched',
  missing_in_portal: 'Missing in the portal',
  missing_at_provider: 'Missing at the provider',
  amount_differs: 'Amount differs',
};

export const ReconciliationSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  /** The Nairobi day compared, 'YYYY-MM-DD'. */
  day: z.string(),
  matched: z.number().int(),
  differences: z.number().int(),
  unresolved: z.number().int(),
  created_at: z.string(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

export const ReconciliationItemSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(RECONCILIATION_OUTCOMES),
  transaction_id: z.string(),
  account_reference: z.string().nullable(),
  currency: z.string(),
  portal_amount: z.number().int().nullable(),
  provider_amount: z.number().int().nullable(),
  resolution_note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof ReconciliationItemSchema>;

export const ReconciliationDetailSchema = ReconciliationSchema.extend({
  items: z.array(ReconciliationItemSchema),
});

export const ResolveInputSchema = z.object({ note: requiredMultiLineText(1000) });

/** What a printed receipt's code confirms, to anyone: nothing about the payer but the invoice. */
export const ReceiptCheckSchema = z.object({
  invoice_number: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.enum(ONLINE_METHODS),
  transaction_id: z.string(),
  paid_at: z.string(),
  sha256: z.string(),
});

const attemptAnswer = envelopeSchema(PaymentAttemptSchema);

/** The calls of paying online (docs/payments.md). */
export const paymentCalls = {
  options: defineCall({
    method: 'GET',
    path: '/payments/options',
    summary: 'How invoices can be paid online now: methods, the paybill, whether it is simulated',
    answer: envelopeSchema(PaymentOptionsSchema),
    refusals: [401],
  }),
  start: defineCall({
    method: 'POST',
    path: '/invoices/:id/payment-attempts',
    summary: "Pay an invoice's balance by M-Pesa (the phone is prompted) or card (a hosted page)",
    params: IdParamsSchema,
    body: PaymentAttemptInputSchema,
    answer: attemptAnswer,
    status: 201,
    refusals: [401, 403, 404, 409, 422, 429],
  }),
  attempt: defineCall({
    method: 'GET',
    path: '/payment-attempts/:id',
    summary: "A payment attempt's status: pending until the provider confirms it or it fails",
    params: IdParamsSchema,
    answer: attemptAnswer,
    refusals: [401, 403, 404],
  }),
  receipt: defineCall({
    method: 'GET',
    path: '/payment-attempts/:id/receipt',
    summary: "A paid attempt's receipt PDF",
    params: IdParamsSchema,
    answer: z.any().describe('The PDF'),
    refusals: [401, 403, 404],
  }),
  suspense: defineCall({
    method: 'GET',
    path: '/payments/suspense',
    summary:
      'Money confirmed by a provider that settled no invoice, held for finance (payments.record)',
    query: SuspenseQuerySchema,
    answer: paginatedSchema(SuspenseItemSchema),
    refusals: [401, 403, 422],
  }),
  allocate: defineCall({
    method: 'POST',
    path: '/payments/suspense/:id/allocate',
    summary: 'Settle an invoice with money held in suspense, with a note saying why',
    params: IdParamsSchema,
    body: AllocateInputSchema,
    answer: envelopeSchema(SuspenseItemSchema),
    refusals: [401, 403, 404, 409, 422],
  }),
  refund: defineCall({
    method: 'POST',
    path: '/payments/suspense/:id/refund',
    summary: 'Mark money held in suspense as refunded to the payer, with a note saying how',
    params: IdParamsSchema,
    body: RefundInputSchema,
    answer: envelopeSchema(SuspenseItemSchema),
    refusals: [401, 403, 404, 409, 422],
  }),
  reconciliations: defineCall({
    method: 'GET',
    path: '/payments/reconciliations',
    summary: "Each day's reconciliation with the provider's statement, newest first",
    query: PageQuerySchema,
    answer: paginatedSchema(ReconciliationSchema),
    refusals: [401, 403, 422],
  }),
  reconciliation: defineCall({
    method: 'GET',
    path: '/payments/reconciliations/:id',
    summary: "A day's reconciliation, line by line",
    params: IdParamsSchema,
    answer: envelopeSchema(ReconciliationDetailSchema),
    refusals: [401, 403, 404],
  }),
  /** A file, not JSON: fetched as a blob by its path. */
  reconciliationCsv: defineCall({
    method: 'GET',
    path: '/payments/reconciliations/:id/csv',
    summary: "A day's reconciliation as CSV",
    params: IdParamsSchema,
    answer: z.any().describe('The CSV'),
    refusals: [401, 403, 404],
  }),
  resolve: defineCall({
    method: 'POST',
    path: '/payments/reconciliation-items/:id/resolve',
    summary: 'Resolve a difference with a note saying what was done',
    params: IdParamsSchema,
    body: ResolveInputSchema,
    answer: envelopeSchema(ReconciliationItemSchema),
    refusals: [401, 403, 404, 409, 422],
  }),
  verifyReceipt: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.paymentReceipt,
    summary: 'Check a printed receipt by its code (any case, dashes optional): no sign-in',
    params: LetterCodeParamsSchema,
    answer: envelopeSchema(ReceiptCheckSchema),
    refusals: [404, 429],
  }),
};

const SecretParamsSchema = z.object({ secret: z.string().max(200) });
/** Daraja's answer to each of its callbacks: 0 accepts; a validation may refuse with a code. */
const DarajaAnswerSchema = z.object({
  ResultCode: z.union([z.string(), z.number()]),
  ResultDesc: z.string(),
});

/**
 * The addresses providers call (docs/payments.md). No session and no XSRF token: Daraja's are
 * known by a secret path segment, the aggregator's events by their signature.
 */
export const paymentCallbackCalls = {
  stk: defineCall({
    method: 'POST',
    path: '/payments/callbacks/mpesa/:secret',
    summary: "Daraja's STK push callback: the outcome of a prompt",
    params: SecretParamsSchema,
    body: StkCallbackSchema,
    answer: DarajaAnswerSchema,
    refusals: [400, 404],
  }),
  validation: defineCall({
    method: 'POST',
    path: '/payments/callbacks/mpesa/:secret/validation',
    summary: 'Daraja C2B validation: is this account number one the portal issued?',
    params: SecretParamsSchema,
    body: C2bNotificationSchema,
    answer: DarajaAnswerSchema,
    refusals: [400, 404],
  }),
  confirmation: defineCall({
    method: 'POST',
    path: '/payments/callbacks/mpesa/:secret/confirmation',
    summary: 'Daraja C2B confirmation: money paid to the paybill from a phone',
    params: SecretParamsSchema,
    body: C2bNotificationSchema,
    answer: DarajaAnswerSchema,
    refusals: [400, 404],
  }),
  /** Its body is verified as received, byte for byte, before it is read as JSON. */
  webhooks: defineCall({
    method: 'POST',
    path: '/payments/callbacks/webhooks',
    summary:
      "The aggregator's signed events (Standard Webhooks): payment.succeeded, payment.failed",
    answer: z.object({ received: z.boolean() }),
    refusals: [400, 401],
  }),
};
