import { z } from 'zod';
import { defineCall } from './call';
import { QUARTER_PATTERN } from './calendar';
import { envelopeSchema, paginatedSchema } from './envelope';
import {
  decimalNumber,
  emailField,
  requiredMultiLineText,
  requiredText,
  wholeNumber,
} from './fields';
import { MAX_ID } from './constants';
import { minorUnits } from './money';
import { PageQuerySchema } from './pagination';
import { IdParamsSchema } from './records';
import { applicationMessages } from './application-messages';
import { REVIEW_STATUSES } from './vendor-journey';
import { AuditSchema, FindingSchema } from './vendor-audits';
import { CorrectiveActionSchema, REVIEW_STANDINGS, ReviewSchema } from './vendor-reviews';
import { ReturnDueSchema, RevenueReturnSchema } from './vendor-revenue';
import {
  LEAD_STAGES,
  PARTNERSHIP_ACTIONS,
  PARTNERSHIP_QUEUES,
  PARTNERSHIP_STATUSES,
  RENEWAL_DECISIONS,
  WORKPLAN_STATUSES,
} from './vendor-partnership-words';

/*
 * The vendor partnership (docs/product.md, "The vendor partnership"): opened by a vendor's first
 * approved solution, run a year at a time by an approved workplan.
 */

export const partnershipMessages = {
  notFound: 'Partnership not found.',
  workplanNotFound: 'Workplan not found.',
  /** A plan's targets name each quarter of the year once, and no other. */
  targetsForEachQuarter: (quarters: string[]) =>
    `Give a target for each quarter of the partnership year, once: ${quarters.join(', ')}.`,
  quarterOfYear: (quarters: string[]) =>
    `Choose one of the year's quarters: ${quarters.join(', ')}.`,
  quarter: 'Enter a quarter as YYYY-Qn, for example 2026-Q4.',
  openVersion:
    'This year already has a version of the workplan being written or waiting for approval: change that one.',
  notRunning: 'This partnership has ended: nothing more can be planned in it.',
  workplanNotEditable: 'Only a draft or a returned workplan can be changed.',
  workplanNotSubmitted: 'Only a workplan waiting for approval can be approved or returned.',
  ownWorkplan: 'You wrote this workplan: another member of staff approves it.',
  customers: 'Enter a whole number of customers, from 0 to 100,000.',
  nothingToCorrect:
    'No corrective action is open: renew without corrective measures, or set them in a quarterly review first.',
  reviewsFirst: (done: number) =>
    `The renewal is decided once the year's four quarterly reviews are finalised: ${done} of 4 are.`,
  activities: 'Plan at least one activity.',
  people: 'Name at least one person responsible.',
} as const;

const quarterField = z
  .string({ error: partnershipMessages.quarter })
  .regex(QUARTER_PATTERN, partnershipMessages.quarter);

/** A go-to-market target for one quarter: customers won and revenue earned (minor units). */
const QuarterTargetSchema = z.object({
  quarter: quarterField,
  customers: wholeNumber(0, 100_000, partnershipMessages.customers),
  revenue: minorUnits(0),
});

const LeadSchema = z.object({
  name: requiredText(200),
  stage: z.enum(LEAD_STAGES, { error: applicationMessages.choice }),
  expected_value: minorUnits(0),
});

const ActivitySchema = z.object({
  title: requiredText(300),
  quarter: quarterField,
});

const PersonSchema = z.object({
  name: requiredText(200),
  role: requiredText(200),
  email: emailField,
});

/** What a vendor writes: the year's plan, which its quarterly reviews are scored against. */
export const WorkplanInputSchema = z.object({
  targets: z.array(QuarterTargetSchema).min(1).max(8),
  leads: z.array(LeadSchema).max(100),
  activities: z.array(ActivitySchema).min(1, partnershipMessages.activities).max(100),
  people: z.array(PersonSchema).min(1, partnershipMessages.people).max(30),
});
export type WorkplanInput = z.input<typeof WorkplanInputSchema>;
export type WorkplanContent = z.output<typeof WorkplanInputSchema>;

/** A plan as answered: what the vendor wrote, as it was kept. */
const WorkplanContentSchema = z.object({
  targets: z.array(z.object({ quarter: z.string(), customers: z.number(), revenue: z.number() })),
  leads: z.array(
    z.object({ name: z.string(), stage: z.enum(LEAD_STAGES), expected_value: z.number() }),
  ),
  activities: z.array(z.object({ title: z.string(), quarter: z.string() })),
  people: z.array(z.object({ name: z.string(), role: z.string(), email: z.string() })),
});

export const WorkplanSchema = WorkplanContentSchema.extend({
  id: z.number().int(),
  /** The partnership year it plans: 1 from the start, one more at each renewal. */
  year: z.number().int(),
  version: z.number().int(),
  status: z.enum(WORKPLAN_STATUSES),
  /** Why staff returned it, while it is returned. */
  return_note: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** When it was approved: from then until its revision is approved, it is the plan in force. */
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Workplan = z.infer<typeof WorkplanSchema>;

export const PartnershipRowSchema = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  /** The vendor's organisation, as its opening application names it. */
  vendor: z.string(),
  /** The application whose decision opened it. */
  application_id: z.number().int(),
  application_reference: z.string(),
  status: z.enum(PARTNERSHIP_STATUSES),
  /** 'YYYY-MM-DD', Nairobi: the first day of the partnership. */
  starts_on: z.string(),
  /** The first and last day of the year it is in now. */
  year: z.number().int(),
  year_starts_on: z.string(),
  ends_on: z.string(),
  /** The authority's share of the revenue, in basis points: 1000 is 10 %. */
  share_bps: z.number().int(),
  /** The standing of its latest finalised review; null before the first. */
  standing: z.enum(REVIEW_STANDINGS).nullable(),
  /** Quarters whose return is not filed 30 days after they ended. */
  overdue_returns: z.number().int(),
  audit_overdue: z.boolean(),
  /** Critical findings not yet closed. */
  open_critical_findings: z.number().int(),
  /** Corrective actions past their due date and not yet done. */
  actions_past_due: z.number().int(),
  /** Whether any of the above asks for staff's attention: such partnerships are listed first. */
  needs_attention: z.boolean(),
});
export type PartnershipRow = z.infer<typeof PartnershipRowSchema>;

export const PartnershipSchema = PartnershipRowSchema.extend({
  currency: z.string(),
  /** The quarters of the year it is in now, oldest first: what a workplan sets targets for. */
  quarters: z.array(z.string()),
  solutions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string().nullable(),
      review_status: z.enum(REVIEW_STATUSES),
    }),
  ),
  /** Every version of every year's plan, newest first. */
  workplans: z.array(WorkplanSchema),
  /** The id of the approved plan in force today, if any. */
  workplan_in_force: z.number().int().nullable(),
  /** Every quarter's review, newest first. */
  reviews: z.array(ReviewSchema),
  /** The corrective actions of every review, oldest first. */
  corrective_actions: z.array(CorrectiveActionSchema),
  /** 'YYYY-MM-DD': a year after the last data-security audit, or after the start. */
  audit_due_on: z.string(),
  audit_overdue: z.boolean(),
  audits: z.array(AuditSchema),
  findings: z.array(FindingSchema),
  /** Why its solutions are under review in the register now; null while they are not. */
  register_hold: z.string().nullable(),
  /** Every version of every quarter's revenue return, newest first. */
  returns: z.array(RevenueReturnSchema),
  /** Each quarter ended so far, and whether its return is filed or overdue. */
  return_quarters: z.array(ReturnDueSchema),
  /** What the caller may do now: the screens offer these and no others. */
  actions: z.array(z.enum(PARTNERSHIP_ACTIONS)),
});
export type Partnership = z.infer<typeof PartnershipSchema>;
export const PartnershipAnswerSchema = envelopeSchema(PartnershipSchema);

export const PartnershipQuerySchema = PageQuerySchema.extend({
  status: z.enum(PARTNERSHIP_STATUSES, { error: applicationMessages.choice }).optional(),
  /** 'true': only those that need attention. */
  attention: z.enum(['true'], { error: applicationMessages.choice }).optional(),
  /** Only those with a step of this queue waiting. */
  waiting: z.enum(PARTNERSHIP_QUEUES, { error: applicationMessages.choice }).optional(),
});
export type PartnershipQuery = z.input<typeof PartnershipQuerySchema>;

export const RenewalInputSchema = z.object({
  decision: z.enum(RENEWAL_DECISIONS, { error: applicationMessages.choice }),
  /** What the letter tells the vendor of the year and of the decision. */
  note: requiredMultiLineText(2000),
});
export type RenewalInput = z.input<typeof RenewalInputSchema>;

/** Why the authority ends a partnership before its term: the termination letter carries it. */
export const TerminationInputSchema = z.object({ reason: requiredMultiLineText(2000) });
export type TerminationInput = z.input<typeof TerminationInputSchema>;

export const WorkplanParamsSchema = IdParamsSchema.extend({ wid: decimalNumber(MAX_ID) });
export const ReturnNoteSchema = z.object({ note: requiredMultiLineText(2000) });

const base = '/vendor-partnerships';
const withId = `${base}/:id`;
const workplan = `${withId}/workplans/:wid`;

/** The partnership's calls (docs/product.md, "The vendor partnership"). */
export const partnershipCalls = {
  list: defineCall({
    method: 'GET',
    path: base,
    summary:
      "Partnerships: the caller's own, or every one with vendors.view_all; those needing attention first",
    query: PartnershipQuerySchema,
    answer: paginatedSchema(PartnershipRowSchema),
    refusals: [401, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: withId,
    summary: 'One partnership with its solutions and workplans',
    params: IdParamsSchema,
    answer: PartnershipAnswerSchema,
    refusals: [401, 404],
  }),
  createWorkplan: defineCall({
    method: 'POST',
    path: `${withId}/workplans`,
    summary: "The vendor starts the year's workplan, or a revision of the approved one",
    params: IdParamsSchema,
    body: WorkplanInputSchema,
    answer: PartnershipAnswerSchema,
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  updateWorkplan: defineCall({
    method: 'PUT',
    path: workplan,
    summary: 'The vendor changes a draft or returned workplan',
    params: WorkplanParamsSchema,
    body: WorkplanInputSchema,
    answer: PartnershipAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  submitWorkplan: defineCall({
    method: 'POST',
    path: `${workplan}/submit`,
    summary: 'The vendor submits a workplan for approval',
    params: WorkplanParamsSchema,
    answer: PartnershipAnswerSchema,
    refusals: [401, 403, 404, 409],
  }),
  approveWorkplan: defineCall({
    method: 'POST',
    path: `${workplan}/approve`,
    summary: 'vendors.manage approves a submitted workplan; it is locked and in force',
    params: WorkplanParamsSchema,
    answer: PartnershipAnswerSchema,
    refusals: [401, 403, 404, 409],
  }),
  renewal: defineCall({
    method: 'POST',
    path: `${withId}/renewal`,
    summary: 'vendors.decide decides the renewal once the year is reviewed; a letter is issued',
    params: IdParamsSchema,
    body: RenewalInputSchema,
    answer: PartnershipAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  terminate: defineCall({
    method: 'POST',
    path: `${withId}/termination`,
    summary:
      'vendors.decide ends a running partnership today, with its reason: its solutions are withdrawn and a letter issued',
    params: IdParamsSchema,
    body: TerminationInputSchema,
    answer: PartnershipAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  returnWorkplan: defineCall({
    method: 'POST',
    path: `${workplan}/return`,
    summary: 'vendors.manage returns a submitted workplan to the vendor with a note',
    params: WorkplanParamsSchema,
    body: ReturnNoteSchema,
    answer: PartnershipAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
};
