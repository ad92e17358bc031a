import { getCountries } from 'libphonenumber-js';
import { z } from 'zod';
import { envelopeSchema, paginatedSchema } from './envelope';
import {
  blankAsNull,
  calendarDate,
  checkedWhenAnObject,
  checkPhoneForCountry,
  countryCodeField,
  emailField,
  phoneField,
  requiredId,
  requiredMultiLineText,
  requiredText,
} from './fields';
import { MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES, MAX_OPEN_DRAFTS } from './constants';
import { InvoiceSchema } from './invoices';
import { LetterSchema } from './letters';
import { CURRENCIES, minorUnits } from './money';
import { LAND_USES, LEASE_TERMS, parcelMessages } from './parcels';
import {
  APPLICATION_STAGES,
  INVESTMENT_AREAS,
  STAGE_LABELS,
  type ApplicationStage,
} from './land-journey';
import { PageQuerySchema } from './pagination';
import type { Permission } from './permissions';

export { APPLICATION_STAGES, INVESTMENT_AREAS, STAGE_LABELS };
export type { ApplicationStage, InvestmentArea } from './land-journey';

/** Stages an application never leaves. */
export const CLOSED_STAGES: readonly ApplicationStage[] = ['rejected', 'handed_over', 'withdrawn'];

/**
 * Who may take a step: the applicant, a holder of a permission, a decider (`applications.decide`
 * or the chairperson of the assigned committee), or the portal itself when an invoice is paid.
 */
export type StepActor =
  | 'applicant'
  | 'decider'
  | 'payment'
  | 'applications.assign'
  | 'applications.process'
  | 'committee_member';

/**
 * Every step of the journey: the stages it may start from and the stage it leads to (the same
 * stage for steps that do not move it). Any step from another stage is refused with 409.
 */
export const APPLICATION_STEPS = {
  edit: { from: ['draft', 'correction_requested'], to: null, by: 'applicant' },
  submit: { from: ['draft'], to: 'submitted', by: 'applicant' },
  fee_paid: { from: ['submitted'], to: 'under_evaluation', by: 'payment' },
  assign: { from: ['under_evaluation'], to: null, by: 'applications.assign' },
  score: { from: ['under_evaluation'], to: null, by: 'committee_member' },
  request_correction: {
    from: ['under_evaluation'],
    to: 'correction_requested',
    by: 'decider',
  },
  resubmit: { from: ['correction_requested'], to: 'under_evaluation', by: 'applicant' },
  approve: { from: ['under_evaluation'], to: 'approved', by: 'decider' },
  reject: { from: ['under_evaluation'], to: 'rejected', by: 'decider' },
  accept_intent: { from: ['approved'], to: 'intent_accepted', by: 'applicant' },
  offer: { from: ['intent_accepted'], to: 'offer_issued', by: 'applications.process' },
  premium_paid: { from: ['offer_issued'], to: 'premium_paid', by: 'payment' },
  register_lease: {
    from: ['premium_paid'],
    to: 'lease_registered',
    by: 'applications.process',
  },
  hand_over: { from: ['lease_registered'], to: 'handed_over', by: 'applications.process' },
  withdraw: {
    from: [
      'draft',
      'submitted',
      'under_evaluation',
      'correction_requested',
      'approved',
      'intent_accepted',
      'offer_issued',
      'premium_paid',
    ],
    to: 'withdrawn',
    by: 'applicant',
  },
} as const satisfies Record<
  string,
  { from: readonly ApplicationStage[]; to: ApplicationStage | null; by: StepActor }
>;
export type ApplicationStep = keyof typeof APPLICATION_STEPS;

export const mayTakeStep = (step: ApplicationStep, stage: ApplicationStage): boolean =>
  (APPLICATION_STEPS[step].from as readonly ApplicationStage[]).includes(stage);

/**
 * Whose holders see every submitted application, whatever the committee: to act on one, they
 * must first read it.
 */
export const APPLICATION_STAFF_PERMISSIONS = [
  'applications.view_all',
  'applications.assign',
  'applications.decide',
  'applications.process',
] as const satisfies readonly Permission[];

/** What the applicant sends with a document. */
export const DOCUMENT_KINDS = [
  'certificate_of_incorporation',
  'tax_compliance',
  'business_plan',
  'financial_statements',
  'identity_document',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  certificate_of_incorporation: 'Certificate of incorporation',
  tax_compliance: 'Tax compliance certificate',
  business_plan: 'Business plan',
  financial_statements: 'Financial statements',
  identity_document: 'Identity document',
  other: 'Other document',
};

/** The types a document may be, as its bytes say, not its name. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export { MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES, MAX_OPEN_DRAFTS } from './constants';

/** Land evaluation criteria and their maxima: 100 points in all. */
export const SCORE_CRITERIA = [
  { key: 'master_plan_fit', label: 'Fit with the master plan', max: 25 },
  { key: 'financial_capacity', label: 'Financial capacity', max: 25 },
  { key: 'experience', label: 'Experience and track record', max: 20 },
  { key: 'economic_impact', label: 'Jobs and economic impact', max: 15 },
  { key: 'timeline', label: 'Development timeline', max: 15 },
] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number]['key'];
export const MAX_TOTAL_SCORE = SCORE_CRITERIA.reduce((sum, criterion) => sum + criterion.max, 0);

export const applicationMessages = {
  choice: parcelMessages.choice,
  acres: parcelMessages.acre,
  country: 'Choose one of the listed countries.',
  wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  completeBeforeStart: 'The months to complete cannot be fewer than the months to start.',
  missingDocuments: (kinds: string) => `Add ${kinds} before submitting.`,
  points: (max: number) => `Give from 0 to ${max} points, as a whole number.`,
  wrongStage: (stage: ApplicationStage) =>
    `This step is not possible while the application is ${STAGE_LABELS[stage].toLowerCase()} (${stage}).`,
  parcelNotAvailable: 'This parcel is not available: it is reserved or allocated.',
  noScores: 'No committee member has scored this application yet.',
  noCommittee: 'Assign the application to a committee first.',
  noMembers: 'This committee has no members to evaluate the application.',
  handoverBeforeLease: (leaseStart: string) =>
    `The handover cannot be before the lease starts (${leaseStart}).`,
  leaseBeforeOffer: (offeredOn: string) =>
    `The lease cannot start before the offer was made (${offeredOn}).`,
  ownApplication: 'You applied for this application yourself: you may not score or decide it.',
  applicantOnCommittee: (name: string, committee: string) =>
    `${name}, the applicant, sits on ${committee}: they may not score or decide this application.`,
  notSubmittedFile: 'Send one file, as a PDF, PNG or JPEG image.',
  fileType: 'The file must be a PDF, PNG or JPEG image; this one is not.',
  fileTooLarge: 'The file is larger than 10 MB.',
  activePdf:
    'This PDF carries scripts, web code or attached files, which the portal does not accept: print it to a new PDF and send that.',
  tooManyDocuments: `An application holds at most ${MAX_DOCUMENTS} documents: remove one before adding another.`,
  documentsTooLarge: `An application's documents come to at most ${MAX_DOCUMENTS_BYTES / 1024 / 1024} MB in all: remove one or send a smaller file.`,
  tooManyDrafts: `You already have ${MAX_OPEN_DRAFTS} applications in draft: submit or withdraw one before starting another.`,
  leaseTerm: parcelMessages.leaseTerm,
} as const;

const countryCodes = new Set<string>(getCountries());
const between = (min: number, max: number) =>
  z
    .number({ error: applicationMessages.wholeNumber(min, max) })
    .int(applicationMessages.wholeNumber(min, max))
    .min(min, applicationMessages.wholeNumber(min, max))
    .max(max, applicationMessages.wholeNumber(min, max));
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: applicationMessages.choice });
const ACRES = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * The fields an applicant fills in, each valid on its own. A draft may leave any of them out
 * (null); submitting needs all but the preferred parcel (`ApplicationCompleteSchema`).
 */
const applicationFieldRules = {
  organisation_name: requiredText(150),
  registration_number: requiredText(60),
  /** ISO 3166-1 alpha-2, e.g. 'KE'. */
  country: requiredText(2, [(value) => countryCodes.has(value), applicationMessages.country]),
  contact_person: requiredText(150),
  contact_email: emailField,
  contact_country_code: countryCodeField,
  contact_phone: phoneField,
  project_title: requiredText(150),
  project_description: requiredMultiLineText(5000),
  investment_area: oneOf(INVESTMENT_AREAS),
  land_use: oneOf(LAND_USES),
  /** Decimal text such as '12.5': an area is never a float. */
  acres: requiredText(10, [
    (value) => ACRES.test(value) && Number(value) > 0,
    applicationMessages.acres,
  ]),
  preferred_parcel_id: requiredId,
  /** Minor units of `investment_currency`. */
  planned_investment: minorUnits(1),
  investment_currency: oneOf(CURRENCIES),
  jobs_expected: between(0, 1_000_000),
  months_to_start: between(0, 120),
  months_to_complete: between(1, 240),
};
type FieldName = keyof typeof applicationFieldRules;
export const APPLICATION_FIELDS = Object.keys(applicationFieldRules) as FieldName[];

/** A field left out or blank in a draft is null. */
type DraftField<T extends z.ZodType> = z.ZodType<z.output<T> | null, z.input<T> | null | undefined>;
const draftField = <T extends z.ZodType>(rule: T): DraftField<T> =>
  z
    .preprocess((value) => (value === '' ? null : value), rule.nullish())
    .transform((value) => value ?? null) as unknown as DraftField<T>;

type Rules = typeof applicationFieldRules;
const draftShape = Object.fromEntries(
  APPLICATION_FIELDS.map((name) => [name, draftField(applicationFieldRules[name])]),
) as unknown as { [K in FieldName]: DraftField<Rules[K]> };

function crossFieldRules(value: Partial<Record<FieldName, unknown>>, ctx: z.RefinementCtx): void {
  const { months_to_start: start, months_to_complete: complete } = value;
  if (typeof start === 'number' && typeof complete === 'number' && complete < start) {
    ctx.addIssue({
      code: 'custom',
      message: applicationMessages.completeBeforeStart,
      path: ['months_to_complete'],
    });
  }
  if (value.contact_phone !== null && value.contact_phone !== undefined) {
    checkPhoneForCountry(
      { country_code: value.contact_country_code, phone: value.contact_phone },
      ctx,
      { country_code: 'contact_country_code', phone: 'contact_phone' },
    );
  }
}

/** POST /applications and PUT /applications/{id}: a draft, saved as the applicant goes. */
export const ApplicationDraftSchema = z
  .object(draftShape)
  .superRefine(crossFieldRules, checkedWhenAnObject);
export type ApplicationDraftInput = z.input<typeof ApplicationDraftSchema>;
export type ApplicationDraft = z.output<typeof ApplicationDraftSchema>;

/** What submitting checks: every field but the preferred parcel filled in. */
export const REQUIRED_ON_SUBMIT: readonly FieldName[] = APPLICATION_FIELDS.filter(
  (name) => name !== 'preferred_parcel_id',
);

/** Submitting needs a business plan, and a certificate of incorporation or an identity document. */
export function missingDocumentKinds(kinds: readonly DocumentKind[]): string[] {
  const missing: string[] = [];
  if (!kinds.includes('business_plan')) missing.push(DOCUMENT_KIND_LABELS.business_plan);
  if (!kinds.includes('certificate_of_incorporation') && !kinds.includes('identity_document')) {
    missing.push(
      `a ${DOCUMENT_KIND_LABELS.certificate_of_incorporation.toLowerCase()} or an ${DOCUMENT_KIND_LABELS.identity_document.toLowerCase()}`,
    );
  }
  return missing;
}

// --- Bodies of the steps -------------------------------------------------------------------

export const AssignSchema = z.object({ committee_id: requiredId });
export type AssignInput = z.input<typeof AssignSchema>;

const scoreShape = Object.fromEntries(
  SCORE_CRITERIA.map(({ key, max }) => [
    key,
    z
      .number({ error: applicationMessages.points(max) })
      .int(applicationMessages.points(max))
      .min(0, applicationMessages.points(max))
      .max(max, applicationMessages.points(max)),
  ]),
) as Record<ScoreCriterion, z.ZodNumber>;

/** POST /applications/{id}/scores: every criterion, within its maximum, and a comment. */
export const ScorecardInputSchema = z.object({
  scores: z.object(scoreShape, { error: 'Score every criterion.' }).strict(),
  comment: blankAsNull(requiredMultiLineText(2000)),
});
export type ScorecardInput = z.input<typeof ScorecardInputSchema>;

export const NoteInputSchema = z.object({ note: requiredMultiLineText(2000) });
export type NoteInput = z.input<typeof NoteInputSchema>;

export const ReasonInputSchema = z.object({ reason: requiredMultiLineText(2000) });
export type ReasonInput = z.input<typeof ReasonInputSchema>;

export const AcceptIntentSchema = z.object({
  signatory_name: requiredText(150),
  signatory_title: requiredText(150),
});
export type AcceptIntentInput = z.input<typeof AcceptIntentSchema>;

export const OfferInputSchema = z.object({
  parcel_id: requiredId,
  stand_premium: minorUnits(1),
  term_years: z.literal(LEASE_TERMS, { error: applicationMessages.leaseTerm }),
  annual_ground_rent: minorUnits(0),
});
export type OfferInput = z.input<typeof OfferInputSchema>;

export const LeaseInputSchema = z.object({
  lease_number: requiredText(60),
  start_date: calendarDate,
});
export type LeaseInput = z.input<typeof LeaseInputSchema>;

export const HandOverInputSchema = z.object({
  handover_date: calendarDate,
  note: blankAsNull(requiredMultiLineText(2000)),
});
export type HandOverInput = z.input<typeof HandOverInputSchema>;

export const DocumentKindSchema = z.object({ kind: oneOf(DOCUMENT_KINDS) });

/** `GET /applications`: paging and search of every list, and the queue's filters. */
export const ApplicationQuerySchema = PageQuerySchema.extend({
  stage: oneOf(APPLICATION_STAGES).optional(),
  committee_id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, applicationMessages.choice)
    .transform(Number)
    .optional(),
  overdue: z.enum(['true', 'false'], { error: applicationMessages.choice }).optional(),
  /** Only those assigned to a committee the caller sits on: the To evaluate list. */
  to_evaluate: z.enum(['true', 'false'], { error: applicationMessages.choice }).optional(),
});
export type ApplicationQuery = z.infer<typeof ApplicationQuerySchema>;

// --- Answers --------------------------------------------------------------------------------

const person = z.object({ id: z.number().int(), name: z.string() });

export const ApplicationDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

export const StageChangeSchema = z.object({
  from: z.enum(APPLICATION_STAGES).nullable(),
  to: z.enum(APPLICATION_STAGES),
  at: z.string(),
  actor: z.string().nullable(),
  note: z.string().nullable(),
});
export type StageChange = z.infer<typeof StageChangeSchema>;

export const ScorecardSchema = z.object({
  member: person,
  scores: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  comment: z.string().nullable(),
  updated_at: z.string(),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

/**
 * Scores as the viewer may see them: a member sees their own until the decision; a decider sees
 * every card with the total and average.
 */
export const ScoresViewSchema = z.object({
  cards: z.array(ScorecardSchema),
  /** Members of the assigned committee, for "2 of 3 have scored". */
  members: z.number().int(),
  average: z.number().nullable(),
});

const applicationFieldsAnswer = {
  organisation_name: z.string().nullable(),
  registration_number: z.string().nullable(),
  country: z.string().nullable(),
  contact_person: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_country_code: z.string().nullable(),
  contact_phone: z.string().nullable(),
  project_title: z.string().nullable(),
  project_description: z.string().nullable(),
  investment_area: z.string().nullable(),
  land_use: z.string().nullable(),
  acres: z.string().nullable(),
  preferred_parcel_id: z.number().int().nullable(),
  planned_investment: z.number().int().nullable(),
  investment_currency: z.string().nullable(),
  jobs_expected: z.number().int().nullable(),
  months_to_start: z.number().int().nullable(),
  months_to_complete: z.number().int().nullable(),
};

/** A row of the applications lists. */
export const ApplicationRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  organisation_name: z.string().nullable(),
  project_title: z.string().nullable(),
  applicant: person.nullable(),
  committee: person.nullable(),
  stage_entered_at: z.string(),
  /** Calendar days, or working days where the stage's target counts those. */
  days_in_stage: z.number().int(),
  target_days: z.number().int().nullable(),
  overdue: z.boolean(),
  updated_at: z.string(),
  /** Whether the caller has a scorecard on it: what a member's To evaluate list shows. */
  scored_by_viewer: z.boolean(),
});
export type ApplicationRow = z.infer<typeof ApplicationRowSchema>;

/**
 * What the investor got, once the lease is registered (docs/product.md, "Parcel allocation"):
 * the parcel as the register has it, the lease and its ground rent, and the handover date once
 * the site is handed over.
 */
export const ApplicationSiteSchema = z.object({
  parcel: z.object({
    id: z.number().int(),
    number: z.string(),
    zone: z.string(),
    acre: z.string(),
  }),
  lease_number: z.string(),
  term_years: z.number().int(),
  /** 'YYYY-MM-DD'. */
  lease_start_date: z.string(),
  /** Minor units of `currency`, invoiced on the start date and every anniversary. */
  annual_ground_rent: z.number().int(),
  currency: z.string(),
  handover_date: z.string().nullable(),
});
export type ApplicationSite = z.infer<typeof ApplicationSiteSchema>;

export const ApplicationSchema = ApplicationRowSchema.extend({
  ...applicationFieldsAnswer,
  preferred_parcel_number: z.string().nullable(),
  offer: z
    .object({
      parcel: z.object({ id: z.number().int(), number: z.string() }),
      stand_premium: z.number().int(),
      annual_ground_rent: z.number().int(),
      currency: z.string(),
      term_years: z.number().int(),
    })
    .nullable(),
  signatory_name: z.string().nullable(),
  signatory_title: z.string().nullable(),
  lease_number: z.string().nullable(),
  lease_start_date: z.string().nullable(),
  handover_date: z.string().nullable(),
  site: ApplicationSiteSchema.nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  documents: z.array(ApplicationDocumentSchema),
  invoices: z.array(InvoiceSchema),
  letters: z.array(LetterSchema),
  scores: ScoresViewSchema,
  history: z.array(StageChangeSchema),
  /** The steps the caller may take now: the screens offer these and no others. */
  actions: z.array(z.string()),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationAnswerSchema = envelopeSchema(ApplicationSchema);
export const ApplicationListAnswerSchema = paginatedSchema(ApplicationRowSchema);
export const DocumentAnswerSchema = envelopeSchema(ApplicationDocumentSchema);

/**
 * GET /applications/options: what the forms choose from. Parcels that are available, for the
 * applicant's preference and the offer; committees with their members, only to whoever may assign.
 */
export const ApplicationOptionsSchema = z.object({
  parcels: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      acre: z.string(),
      land_use: z.string(),
      zone: z.string(),
    }),
  ),
  committees: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      members: z.number().int(),
      /** Who sits on it: an applicant among them may not score or decide their application. */
      member_ids: z.array(z.number().int()),
    }),
  ),
});
export type ApplicationOptions = z.infer<typeof ApplicationOptionsSchema>;
export const ApplicationOptionsAnswerSchema = envelopeSchema(ApplicationOptionsSchema);

/**
 * GET /applications/work: the staff's work at a glance, counted over the applications the caller
 * may list. `open_invoices` is null to whoever does not record payments.
 */
export const ApplicationWorkSchema = z.object({
  /** Every stage, with how many applications are in it (a stage with none counts 0). */
  stages: z.array(z.object({ stage: z.enum(APPLICATION_STAGES), count: z.number().int() })),
  overdue: z.number().int(),
  /** Under evaluation by a committee the caller sits on, and not yet scored by them. */
  to_score: z.number().int(),
  open_invoices: z.number().int().nullable(),
});
export type ApplicationWork = z.infer<typeof ApplicationWorkSchema>;
export const ApplicationWorkAnswerSchema = envelopeSchema(ApplicationWorkSchema);

// --- Clocks and transparency ------------------------------------------------------------------

/** A stage's service target: so many days, counting weekdays only when `working`. */
export type StageTarget = { days: number; working: boolean };

/** Default targets; the server's configuration may change them (README). */
export const DEFAULT_STAGE_TARGETS: Partial<Record<ApplicationStage, StageTarget>> = {
  submitted: { days: 30, working: false },
  under_evaluation: { days: 30, working: true },
  correction_requested: { days: 30, working: false },
  approved: { days: 30, working: false },
  intent_accepted: { days: 10, working: true },
  offer_issued: { days: 60, working: false },
  premium_paid: { days: 20, working: true },
  lease_registered: { days: 30, working: false },
};

export const ServiceTimeSchema = z.object({
  stage: z.enum(APPLICATION_STAGES),
  /** Applications that left this stage in the last twelve months. */
  passed: z.number().int(),
  median_days: z.number().nullable(),
  p90_days: z.number().nullable(),
  target: z.object({ days: z.number().int(), working: z.boolean() }).nullable(),
});
export type ServiceTime = z.infer<typeof ServiceTimeSchema>;

/** GET /public/service-times. */
export const ServiceTimesAnswerSchema = envelopeSchema(
  z.object({ from: z.string(), to: z.string(), stages: z.array(ServiceTimeSchema) }),
);
