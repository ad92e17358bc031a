import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, paginatedSchema } from './envelope';
import { calendarDate, decimalNumber, requiredMultiLineText } from './fields';
import { MAX_ID } from './constants';
import { PaymentInputSchema } from './invoices';
import { minorUnits } from './money';
import { LetterCodeParamsSchema } from './letters';
import { PageQuerySchema } from './pagination';
import { PUBLIC_PATHS } from './public-paths';
import { IdParamsSchema } from './records';
import { periodField, READING_SOURCES, RUN_STATUSES } from './utilities';

/*
 * Billing runs, bills, credit notes, payments on an account and statements (docs/product.md,
 * "Utilities"). Money is integer minor units; a bill is an invoice of kind `utility_bill`.
 */

export const utilityBillMessages = {
  periodNotOver: (label: string) => `${label} has not ended yet: bill a month once it is over.`,
  runIssued: (label: string) => `The bills of ${label} are issued: a run cannot be made again.`,
  runBusy: 'This run is being computed or issued by another request. Try again in a minute.',
  notDraft: 'This run is issued already.',
  tariffChanged:
    'A tariff this run used has changed since it was computed. Run it again, then issue it.',
  noBills: 'This run has no bills to issue.',
  billNotIssued: 'A credit note corrects an issued bill: this one is a draft.',
  draftHasNoPdf: 'A draft bill has no PDF: it is made when the bill is issued.',
  creditOverBill: (total: string) => `A credit note cannot be more than the bill's ${total}.`,
  ownCreditNote: 'A credit note is approved by a second person: you raised this one.',
  creditNoteDecided: 'This credit note is decided already.',
  billNotOnConnection: 'Choose a bill of this connection.',
  statementRange: 'The end date must be on or after the start date.',
} as const;

export const CREDIT_NOTE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

export const BILL_LINE_KINDS = ['block', 'minimum', 'sewerage', 'fixed', 'correction'] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

/** A line as the tenant reads it: units times rate where it is, and its amount. */
export const BillLineSchema = z.object({
  kind: z.enum(BILL_LINE_KINDS),
  label: z.string(),
  units: z.number().nullable(),
  rate: z.number().int().nullable(),
  amount: z.number().int(),
});
export type BillLine = z.infer<typeof BillLineSchema>;

export const BillReadingSchema = z.object({
  value: z.number().int(),
  read_at: z.string(),
  source: z.enum(READING_SOURCES),
});

export const UtilityBillSchema = z.object({
  id: z.number().int(),
  /** Null while the bill is a draft: issuing it makes its invoice. */
  invoice_id: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  connection_id: z.number().int(),
  connection_number: z.string(),
  service: z.enum(['water', 'electricity']),
  unit: z.enum(['m3', 'kWh']),
  account_holder: z.string().nullable(),
  parcel_number: z.string(),
  period: z.string(),
  status: z.enum(RUN_STATUSES),
  opening_reading: BillReadingSchema,
  closing_reading: BillReadingSchema,
  /** Units charged this month; below nothing when an estimate is corrected downwards. */
  consumption: z.number().int(),
  lines: z.array(BillLineSchema),
  subtotal: z.number().int(),
  tax: z.number().int(),
  /** Credit taken from the account: overpayments, credit notes, corrections. */
  credits: z.number().int(),
  /** What earlier bills still owed when this one was issued. */
  arrears: z.number().int(),
  /** This bill's own charge after credits: its invoice's amount. */
  total: z.number().int(),
  amount_due: z.number().int(),
  /** What is left to pay of this bill's invoice now. */
  balance: z.number().int(),
  currency: z.string(),
  due_date: z.string(),
  /** Printed on its PDF and checked at /verify/{code}; null on a draft. */
  code: z.string().nullable(),
  issued_at: z.string().nullable(),
});
export type UtilityBill = z.infer<typeof UtilityBillSchema>;

export const BillQuerySchema = PageQuerySchema.extend({
  connection_id: decimalNumber(MAX_ID).optional(),
  period: periodField.optional(),
});

export const RunInputSchema = z.object({ period: periodField });

export const RunSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  status: z.enum(RUN_STATUSES),
  bills_count: z.number().int(),
  total: z.number().int(),
  flagged: z.number().int(),
  estimated: z.number().int(),
  computed_at: z.string().nullable(),
  issued_at: z.string().nullable(),
  created_by: z.string().nullable(),
  issued_by: z.string().nullable(),
});
export type Run = z.infer<typeof RunSchema>;

/** A connection a run could not bill, and why. */
export const UnbilledSchema = z.object({
  connection_id: z.number().int(),
  connection_number: z.string(),
  reason: z.string(),
});

export const RunDetailSchema = RunSchema.extend({
  currency: z.string(),
  /** Readings of the month flagged and not reviewed yet. */
  flagged_readings: z.array(
    z.object({
      id: z.number().int(),
      connection_id: z.number().int(),
      connection_number: z.string(),
      value: z.number().int(),
      read_at: z.string(),
      flag_reason: z.string(),
    }),
  ),
  /** Bills whose closing reading the run estimated. */
  estimated_bills: z.array(
    z.object({
      bill_id: z.number().int(),
      connection_id: z.number().int(),
      connection_number: z.string(),
      consumption: z.number().int(),
    }),
  ),
  unbilled: z.array(UnbilledSchema),
});
export type RunDetail = z.infer<typeof RunDetailSchema>;

export const CreditNoteInputSchema = z.object({
  amount: minorUnits(1),
  reason: requiredMultiLineText(1000),
});

export const CreditNoteSchema = z.object({
  id: z.number().int(),
  bill_id: z.number().int(),
  connection_number: z.string(),
  period: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(CREDIT_NOTE_STATUSES),
  /** Who raised it: they may not decide it. */
  requested_by_id: z.number().int().nullable(),
  requested_by: z.string().nullable(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const CreditNoteQuerySchema = PageQuerySchema.extend({
  status: z.enum(CREDIT_NOTE_STATUSES, { error: 'Choose one of the listed values.' }).optional(),
});

/** Money received on a connection's account: the oldest open bill first, unless one is named. */
export const AccountPaymentInputSchema = PaymentInputSchema.extend({
  bill_id: decimalNumber(MAX_ID).optional(),
});
export type AccountPaymentInput = z.input<typeof AccountPaymentInputSchema>;

export const AccountPaymentSchema = z.object({
  receipt_id: z.number().int(),
  amount: z.number().int(),
  /** What each bill it settled took of it, oldest first. */
  settled: z.array(
    z.object({ bill_id: z.number().int(), invoice_number: z.string(), amount: z.number().int() }),
  ),
  /** What was left over, carried to the next bill. */
  credit: z.number().int(),
  currency: z.string(),
});

export const StatementQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    /** `pdf` answers the statement as a PDF file instead of JSON. */
    format: z.enum(['json', 'pdf'], { error: 'Choose json or pdf.' }).optional(),
  })
  .refine((range) => range.to >= range.from, {
    message: utilityBillMessages.statementRange,
    path: ['to'],
  });

export const STATEMENT_ENTRY_KINDS = ['bill', 'payment', 'credit'] as const;

export const StatementSchema = z.object({
  connection_id: z.number().int(),
  connection_number: z.string(),
  account_holder: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  opening_balance: z.number().int(),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(STATEMENT_ENTRY_KINDS),
      description: z.string(),
      /** Owed more (a bill) positive; paid or credited negative. */
      amount: z.number().int(),
      balance: z.number().int(),
    }),
  ),
  closing_balance: z.number().int(),
});
export type Statement = z.infer<typeof StatementSchema>;

export const ARREARS_BUCKETS = ['0-30', '31-60', '61-90', 'over-90'] as const;

export const ArrearsSchema = z.object({
  currency: z.string(),
  /** Money past its due date, by how long past. */
  buckets: z.array(
    z.object({
      bucket: z.enum(ARREARS_BUCKETS),
      amount: z.number().int(),
      bills: z.number().int(),
    }),
  ),
  connections: z.array(
    z.object({
      connection_id: z.number().int(),
      connection_number: z.string(),
      account_holder: z.string().nullable(),
      overdue: z.number().int(),
      oldest_due_date: z.string(),
      days_past_due: z.number().int(),
    }),
  ),
});

/** What anyone holding a printed bill may check by its code: the bill's facts, nobody's name. */
export const PublicBillSchema = z.object({
  code: z.string(),
  invoice_number: z.string(),
  connection_number: z.string(),
  service: z.enum(['water', 'electricity']),
  period: z.string(),
  consumption: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  due_date: z.string(),
  issued_at: z.string(),
});
export type PublicBill = z.infer<typeof PublicBillSchema>;

export const utilityBillCalls = {
  runs: defineCall({
    method: 'GET',
    path: '/utility-billing-runs',
    summary: 'Billing runs, newest month first',
    query: PageQuerySchema,
    answer: paginatedSchema(RunSchema),
    refusals: [401, 403, 422],
  }),
  startRun: defineCall({
    method: 'POST',
    path: '/utility-billing-runs',
    summary: "Compute a month's draft bills for every active connection (again while a draft)",
    body: RunInputSchema,
    answer: envelopeSchema(RunDetailSchema),
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  run: defineCall({
    method: 'GET',
    path: '/utility-billing-runs/:id',
    summary: "A run's totals, flagged readings, estimated bills and connections not billed",
    params: IdParamsSchema,
    answer: envelopeSchema(RunDetailSchema),
    refusals: [401, 403, 404],
  }),
  issueRun: defineCall({
    method: 'POST',
    path: '/utility-billing-runs/:id/issue',
    summary: "Issue all of a draft run's bills at once: each becomes an invoice",
    params: IdParamsSchema,
    answer: envelopeSchema(RunDetailSchema),
    refusals: [401, 403, 404, 409],
  }),
  bills: defineCall({
    method: 'GET',
    path: '/utility-bills',
    summary: 'Bills, newest first: of the connections one holds, or all with utilities.view_all',
    query: BillQuerySchema,
    answer: paginatedSchema(UtilityBillSchema),
    refusals: [401, 403, 422],
  }),
  bill: defineCall({
    method: 'GET',
    path: '/utility-bills/:id',
    summary: 'One bill, line by line',
    params: IdParamsSchema,
    answer: envelopeSchema(UtilityBillSchema),
    refusals: [401, 403, 404],
  }),
  /** A file, not JSON: fetched as a blob by its path. */
  billPdf: defineCall({
    method: 'GET',
    path: '/utility-bills/:id/pdf',
    summary: "An issued bill's PDF: its lines, twelve months of use, and its verification code",
    params: IdParamsSchema,
    answer: z.any().describe('The PDF'),
    refusals: [401, 403, 404, 409],
  }),
  verifyBill: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.utilityBill,
    summary: 'Check a printed bill by its verification code: no sign-in',
    params: LetterCodeParamsSchema,
    answer: envelopeSchema(PublicBillSchema),
    refusals: [404, 429],
  }),
  requestCreditNote: defineCall({
    method: 'POST',
    path: '/utility-bills/:id/credit-notes',
    summary: 'Raise a credit note on an issued bill; a second person approves it',
    params: IdParamsSchema,
    body: CreditNoteInputSchema,
    answer: envelopeSchema(CreditNoteSchema),
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  creditNotes: defineCall({
    method: 'GET',
    path: '/utility-credit-notes',
    summary: 'Credit notes, newest first, by status',
    query: CreditNoteQuerySchema,
    answer: paginatedSchema(CreditNoteSchema),
    refusals: [401, 403, 422],
  }),
  approveCreditNote: defineCall({
    method: 'POST',
    path: '/utility-credit-notes/:id/approve',
    summary: "Approve another person's credit note: its amount is credited to the next bill",
    params: IdParamsSchema,
    answer: envelopeSchema(CreditNoteSchema),
    refusals: [401, 403, 404, 409],
  }),
  rejectCreditNote: defineCall({
    method: 'POST',
    path: '/utility-credit-notes/:id/reject',
    summary: "Reject another person's credit note",
    params: IdParamsSchema,
    answer: envelopeSchema(CreditNoteSchema),
    refusals: [401, 403, 404, 409],
  }),
  pay: defineCall({
    method: 'POST',
    path: '/utility-connections/:id/payments',
    summary: 'Record money received on an account: oldest bill first, any excess carried as credit',
    params: IdParamsSchema,
    body: AccountPaymentInputSchema,
    answer: envelopeSchema(AccountPaymentSchema),
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  statement: defineCall({
    method: 'GET',
    path: '/utility-connections/:id/statement',
    summary:
      'An account statement for any dates: opening balance, bills, payments, credits (format=pdf for its PDF)',
    params: IdParamsSchema,
    query: StatementQuerySchema,
    answer: envelopeSchema(StatementSchema),
    refusals: [401, 403, 404, 422],
  }),
  arrears: defineCall({
    method: 'GET',
    path: '/utility-arrears',
    summary: 'Money past due by age (0–30, 31–60, 61–90, over 90 days) and the connections owing',
    answer: envelopeSchema(ArrearsSchema),
    refusals: [401, 403],
  }),
};
