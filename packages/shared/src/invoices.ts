import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, paginatedSchema } from './envelope';
import { calendarDate, requiredText } from './fields';
import { minorUnits } from './money';
import { PageQuerySchema } from './pagination';
import { IdParamsSchema } from './records';

/**
 * Invoices and payments of the land journey (docs/product.md, "Parcel allocation", Money): amounts
 * are integers in minor units with their currency. An invoice is open until paid in full, or void
 * when the application is withdrawn before it is paid.
 */
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Open (money is owed), Paid, or Void (the application was withdrawn before it was paid). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
};

/** What an invoice is for: an application's fee, premium or rent, or a utility bill. */
export const INVOICE_PURPOSES = [
  'registration_fee',
  'stand_premium',
  'ground_rent',
  'utility_bill',
  'revenue_share',
] as const;
export type InvoicePurpose = (typeof INVOICE_PURPOSES)[number];
export const INVOICE_PURPOSE_LABELS: Record<InvoicePurpose, string> = {
  registration_fee: 'Registration fee',
  stand_premium: 'Stand premium',
  ground_rent: 'Ground rent',
  utility_bill: 'Utility bill',
  revenue_share: 'Revenue share',
};

/**
 * Whose an invoice is: an application's, a utility connection's (its monthly bill), or a vendor
 * partnership's revenue share of a quarter (on the application that opened the partnership).
 */
export const INVOICE_KINDS = ['application', 'utility_bill', 'revenue_share'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const PAYMENT_METHODS = ['bank_transfer', 'mobile_money', 'card', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  mobile_money: 'Mobile money',
  card: 'Card',
  cheque: 'Cheque',
};

/** No payment the portal records is older than this day: an earlier date is a typing slip. */
export const EARLIEST_PAYMENT_DAY = '2000-01-01';

/** Days an invoice gives to pay it. */
export const INVOICE_DUE_DAYS = 30;

export const invoiceMessages = {
  overBalance: 'The payment cannot be more than the balance of the invoice.',
  duplicateReference: 'A payment with this reference is already recorded on this invoice.',
  /** One bank transaction settles one invoice: its reference names the invoice it settled. */
  referenceUsed: (invoiceNumber: string) =>
    `This reference is already recorded as a payment of invoice ${invoiceNumber}.`,
  notOpen: 'This invoice is not open: it is paid or void.',
  method: 'Choose one of the listed methods.',
  paidOnFuture: 'The payment date cannot be after today.',
  paidOnBeforeInvoice: (issuedOn: string) =>
    `The payment date cannot be before the invoice was issued (${issuedOn}).`,
  paidOnTooEarly: `The payment date cannot be before ${EARLIEST_PAYMENT_DAY}.`,
} as const;

/** A payment a finance officer records. */
export const PaymentInputSchema = z.object({
  amount: minorUnits(1),
  method: z.enum(PAYMENT_METHODS, { error: invoiceMessages.method }),
  /** The bank's, mobile operator's or cheque's reference: the same one twice is refused. */
  reference: requiredText(80),
  // 'YYYY-MM-DD' text compares as the days it names.
  paid_on: calendarDate.refine(
    (day) => day >= EARLIEST_PAYMENT_DAY,
    invoiceMessages.paidOnTooEarly,
  ),
});
export type PaymentInput = z.input<typeof PaymentInputSchema>;

export const PaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  paid_on: z.string(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const InvoiceSchema = z.object({
  id: z.number().int(),
  /** E.g. 'INV-2026-000042': the bill number a payer quotes. */
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** The application's, or null on a utility bill. */
  application_id: z.number().int().nullable(),
  application_reference: z.string().nullable(),
  /** The utility connection's, or null on an application's invoice. */
  connection_id: z.number().int().nullable(),
  connection_number: z.string().nullable(),
  purpose: z.enum(INVOICE_PURPOSES),
  description: z.string(),
  amount: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
  currency: z.string(),
  /** 'YYYY-MM-DD', UTC. */
  due_date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** What was paid into an invoice voided since: owed back to the payer (0 when nothing is). */
  refund_due: z.number().int(),
  payer: z.string().nullable(),
  created_at: z.string(),
  payments: z.array(PaymentSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The list of invoices: paging and search, by status. */
export const InvoiceQuerySchema = PageQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES, { error: 'Choose one of the listed values.' }).optional(),
});

export const InvoiceAnswerSchema = envelopeSchema(InvoiceSchema);
export const InvoiceListAnswerSchema = paginatedSchema(InvoiceSchema);

/** The calls on invoices and their payments (docs/product.md, "Parcel allocation", Money). */
export const invoiceCalls = {
  list: defineCall({
    method: 'GET',
    path: '/invoices',
    summary: 'List invoices, newest first: your own, or all with payments.record',
    query: InvoiceQuerySchema,
    answer: InvoiceListAnswerSchema,
    refusals: [401, 403, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/invoices/:id',
    summary: 'One invoice with its payments',
    params: IdParamsSchema,
    answer: InvoiceAnswerSchema,
    refusals: [401, 403, 404],
  }),
  pay: defineCall({
    method: 'POST',
    path: '/invoices/:id/payments',
    summary: 'Record a payment; an invoice paid in full moves its application on',
    params: IdParamsSchema,
    body: PaymentInputSchema,
    answer: InvoiceAnswerSchema,
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  /** A file, not JSON: fetched as a blob by its path. */
  pdf: defineCall({
    method: 'GET',
    path: '/invoices/:id/pdf',
    summary: "An invoice's PDF, to its applicant and to finance",
    params: IdParamsSchema,
    answer: z.any().describe('The PDF'),
    refusals: [401, 403, 404],
  }),
};
