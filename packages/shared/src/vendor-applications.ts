import { z } from 'zod';
import {
  between,
  checkContactPhone,
  countryField,
  draftField,
  oneOf,
  organisationFieldRules,
  type DraftField,
} from './application-draft';
import { applicationMessages } from './application-messages';
import { DOCUMENT_TYPES } from './application-documents';
import { StageChangeSchema } from './application-detail';
import { idFilter, listedApplicationFields, queueFilters } from './application-lists';
import { defineCall } from './call';
import { MAX_ID } from './constants';
import { envelopeSchema, paginatedSchema } from './envelope';
import {
  blankAsNull,
  calendarDate,
  checkedWhenAnObject,
  decimalNumber,
  requiredId,
  requiredMultiLineText,
  requiredText,
} from './fields';
import { LetterSchema } from './letters';
import { minorUnits } from './money';
import { PageQuerySchema } from './pagination';
import { IdParamsSchema } from './records';
import {
  CALL_STATUSES,
  CERTIFICATIONS,
  DECISION_STATUSES,
  REVIEW_STATUSES,
  SOLUTION_CATEGORIES,
  VENDOR_CRITERIA,
  VENDOR_DOCUMENT_KINDS,
  VENDOR_STAGES,
  type VendorCriterion,
} from './vendor-journey';

/*
 * A vendor's application to a call (docs/product.md, "Software and cloud vendors"): the
 * organisation, its solutions, its documents, and the committee's evaluation and decision.
 */

export const vendorMessages = {
  website: 'Enter the full address of the website, starting with https:// or http://.',
  yearFounded: (year: number) => `Enter a year from 1800 to ${year}.`,
  underAge:
    'The signatory must be 18 or over on the day of submission: the terms of service require it.',
  callNotOpen: (status: string) =>
    `This call is ${status}: applications are taken only while it is open.`,
  noSolutions: 'Add at least one solution.',
  incompleteSolution: (name: string) => `Complete the solution ${name} before submitting.`,
  categoryNotInCall: 'Choose one of the categories this call takes.',
  otherCertification: 'Name the certification.',
  cityDataCentreCountry: 'The technology city’s data centre is in Kenya: choose Kenya.',
  scoreEveryCriterion: 'Score every criterion, or mark it not applicable.',
  points: (max: number) =>
    `Give from 0 to ${max} points, as a whole number, or mark it not applicable.`,
  noCriterionApplies: 'Score at least one criterion.',
  decideEverySolution: 'Decide every solution of the application, each once.',
  conditionsNeeded: 'Give at least one condition, with its text and due date.',
  noConditionsHere: 'Conditions are given only with Approved with conditions.',
  shareNeeded: 'Give the revenue share of the approved solutions, in basis points (0 to 10000).',
  alreadyApplied: (reference: string, call: string) =>
    `You already have application ${reference} to call ${call}: continue it, or withdraw it first.`,
  missingDocuments: (kinds: string) => `Add ${kinds} before submitting.`,
} as const;

/** A web address people can follow from a register: http or https, and a host with a dot. */
const WEBSITE = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;
const isWebsite = (value: string) => WEBSITE.test(value);

/** A year founded: not before 1800, not after this year (the server's clock decides the edge). */
const yearFounded = between(1800, 2100);

/** The vendor's answers, each valid on its own; a draft may leave any of them out. */
const vendorFieldRules = {
  ...organisationFieldRules,
  year_founded: yearFounded,
  website: requiredText(200, [isWebsite, vendorMessages.website]),
  signatory_name: requiredText(150),
  signatory_title: requiredText(150),
  /** 'YYYY-MM-DD': the signatory must be 18 on the day of submission. */
  signatory_date_of_birth: calendarDate,
  markets: requiredMultiLineText(2000),
  target_customers_first_year: between(0, 1_000_000),
  /** Minor units of the authority's currency (KES). */
  target_revenue_first_year: minorUnits(0),
};
type VendorField = keyof typeof vendorFieldRules;
export const VENDOR_FIELDS = Object.keys(vendorFieldRules) as VendorField[];

type VendorRules = typeof vendorFieldRules;
const vendorDraftShape = Object.fromEntries(
  VENDOR_FIELDS.map((name) => [name, draftField(vendorFieldRules[name])]),
) as unknown as { [K in VendorField]: DraftField<VendorRules[K]> };

/** A saved draft: any field may be blank. */
export const VendorDraftSchema = z
  .object(vendorDraftShape)
  .superRefine(checkContactPhone, checkedWhenAnObject);
export type VendorDraftInput = z.input<typeof VendorDraftSchema>;
export type VendorDraft = z.output<typeof VendorDraftSchema>;

/** Starting: the call, and whatever of the draft the vendor already has. */
export const VendorStartSchema = z
  .object({ call_id: requiredId, ...vendorDraftShape })
  .superRefine(checkContactPhone, checkedWhenAnObject);
export type VendorStartInput = z.input<typeof VendorStartSchema>;

/** Every field is needed to submit. */
export const VENDOR_REQUIRED_ON_SUBMIT: readonly VendorField[] = VENDOR_FIELDS;

/** How a solution is delivered. */
export const SERVICE_MODELS = [
  'public_cloud',
  'private_cloud',
  'hybrid_cloud',
  'community_cloud',
  'on_premises',
] as const;
export type ServiceModel = (typeof SERVICE_MODELS)[number];
export const SERVICE_MODEL_LABELS: Record<ServiceModel, string> = {
  public_cloud: 'Public cloud',
  private_cloud: 'Private cloud',
  hybrid_cloud: 'Hybrid cloud',
  community_cloud: 'Community cloud',
  on_premises: 'On the customer’s premises',
};

export const CertificationSchema = z
  .object({
    name: oneOf(CERTIFICATIONS),
    other: blankAsNull(requiredText(100)),
    /** 'YYYY-MM-DD'. */
    expires_on: calendarDate,
  })
  .superRefine((certification, ctx) => {
    if (certification.name === 'other' && certification.other === null)
      ctx.addIssue({ code: 'custom', message: vendorMessages.otherCertification, path: ['other'] });
  })
  // Only `other` names itself: a listed certification's text would be noise.
  .transform((certification) => ({
    ...certification,
    other: certification.name === 'other' ? certification.other : null,
  }));
export type Certification = z.output<typeof CertificationSchema>;
/** A certification as answers give it. */
export const CertificationAnswerSchema = z.object({
  name: z.enum(CERTIFICATIONS),
  other: z.string().nullable(),
  expires_on: z.string(),
});

/** A solution as the vendor sends it: whole, each reviewed on its own. */
export const SolutionInputSchema = z.object({
  name: requiredText(150),
  category: oneOf(SOLUTION_CATEGORIES),
  service_model: oneOf(SERVICE_MODELS),
  data_location_country: countryField,
  /** A facility's name, or `CITY_DATA_CENTRE` for the city's own. */
  data_location_facility: requiredText(150),
  certifications: z.array(CertificationSchema, { error: applicationMessages.choice }).max(10),
  exit_plan: requiredMultiLineText(3000),
  description: requiredMultiLineText(5000),
});
export type SolutionInput = z.input<typeof SolutionInputSchema>;

export const ConditionSchema = z.object({
  text: requiredMultiLineText(1000),
  /** 'YYYY-MM-DD'. */
  due_on: calendarDate,
});

export const SolutionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(SOLUTION_CATEGORIES),
  service_model: z.enum(SERVICE_MODELS),
  data_location_country: z.string(),
  data_location_facility: z.string(),
  certifications: z.array(CertificationAnswerSchema),
  exit_plan: z.string(),
  description: z.string(),
  /** Null in a draft; `in_process` from submission to the decision. */
  review_status: z.enum(REVIEW_STATUSES).nullable(),
  conditions: z.array(z.object({ id: z.number().int(), text: z.string(), due_on: z.string() })),
  /** Its code in the public register, from the decision. */
  code: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type Solution = z.infer<typeof SolutionSchema>;

const scoreShape = Object.fromEntries(
  VENDOR_CRITERIA.map(({ key, points }) => [
    key,
    z
      .number({ error: vendorMessages.points(points) })
      .int(vendorMessages.points(points))
      .min(0, vendorMessages.points(points))
      .max(points, vendorMessages.points(points))
      .nullable(),
  ]),
) as Record<VendorCriterion, z.ZodNullable<z.ZodNumber>>;

/** A member's scorecard: every criterion, in points or not applicable (null), and a comment. */
export const VendorScorecardInputSchema = z.object({
  scores: z
    .object(scoreShape, { error: vendorMessages.scoreEveryCriterion })
    .strict()
    .refine((scores) => Object.values(scores).some((score) => score !== null), {
      message: vendorMessages.noCriterionApplies,
    }),
  comment: blankAsNull(requiredMultiLineText(2000)),
});
export type VendorScorecardInput = z.input<typeof VendorScorecardInputSchema>;

export const VendorScorecardSchema = z.object({
  member: z.object({ id: z.number().int(), name: z.string() }),
  scores: z.record(z.string(), z.number().int().nullable()),
  /** Out of 100 over the criteria that apply, one decimal. */
  total: z.number(),
  /** Whether some criterion was not applicable, so the total was scaled to 100. */
  scaled: z.boolean(),
  comment: z.string().nullable(),
  updated_at: z.string(),
});
export type VendorScorecard = z.infer<typeof VendorScorecardSchema>;

export const VendorScoresViewSchema = z.object({
  cards: z.array(VendorScorecardSchema),
  members: z.number().int(),
  average: z.number().nullable(),
});

export const VendorDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VENDOR_DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});

const answered = <T extends z.ZodType>(field: T) => field.nullable();

/** A row of the vendor applications lists. */
export const VendorApplicationRowSchema = z.object({
  ...listedApplicationFields,
  stage: z.enum(VENDOR_STAGES),
  call: z.object({ id: z.number().int(), reference: z.string(), title: z.string() }),
  solutions: z.number().int(),
});
export type VendorApplicationRow = z.infer<typeof VendorApplicationRowSchema>;

export const VendorApplicationSchema = VendorApplicationRowSchema.extend({
  call: z.object({
    id: z.number().int(),
    reference: z.string(),
    title: z.string(),
    categories: z.array(z.enum(SOLUTION_CATEGORIES)),
    closes_at: z.string(),
    status: z.enum(CALL_STATUSES),
  }),
  call_id: z.number().int(),
  organisation_name: z.string().nullable(),
  registration_number: answered(z.string()),
  country: answered(z.string()),
  year_founded: answered(z.number().int()),
  website: answered(z.string()),
  contact_person: answered(z.string()),
  contact_email: answered(z.string()),
  contact_country_code: answered(z.string()),
  contact_phone: answered(z.string()),
  signatory_name: answered(z.string()),
  signatory_title: answered(z.string()),
  signatory_date_of_birth: answered(z.string()),
  markets: answered(z.string()),
  target_customers_first_year: answered(z.number().int()),
  target_revenue_first_year: answered(z.number().int()),
  /** The authority's share of the approved solutions' revenue, in basis points, once decided. */
  share_bps: answered(z.number().int()),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  solutions: z.array(SolutionSchema),
  documents: z.array(VendorDocumentSchema),
  scores: VendorScoresViewSchema,
  letters: z.array(LetterSchema),
  history: z.array(
    StageChangeSchema.extend({
      from: z.enum(VENDOR_STAGES).nullable(),
      to: z.enum(VENDOR_STAGES),
    }),
  ),
  /** The steps the caller may take now: the screens offer these and no others. */
  actions: z.array(z.string()),
});
export type VendorApplication = z.infer<typeof VendorApplicationSchema>;
export const VendorApplicationAnswerSchema = envelopeSchema(VendorApplicationSchema);

export const VendorApplicationQuerySchema = PageQuerySchema.extend({
  stage: z.enum(VENDOR_STAGES, { error: applicationMessages.choice }).optional(),
  call_id: idFilter,
  ...queueFilters,
});
export type VendorApplicationQuery = z.input<typeof VendorApplicationQuerySchema>;

export const SolutionParamsSchema = IdParamsSchema.extend({
  solutionId: decimalNumber(MAX_ID),
});
export const VendorDocumentParamsSchema = IdParamsSchema.extend({ docId: decimalNumber(MAX_ID) });

export const NoteSchema = z.object({ note: requiredMultiLineText(2000) });
export const ReasonSchema = z.object({ reason: requiredMultiLineText(2000) });
export const VendorAssignSchema = z.object({ committee_id: requiredId });

export const DecisionInputSchema = z.object({
  decisions: z
    .array(
      z.object({
        solution_id: requiredId,
        status: oneOf(DECISION_STATUSES),
        conditions: z.array(ConditionSchema).max(20).default([]),
      }),
      { error: vendorMessages.decideEverySolution },
    )
    .min(1, vendorMessages.decideEverySolution)
    .max(50),
  /** 0 to 10000 (100 %); needed when a solution is approved. */
  share_bps: z
    .number({ error: vendorMessages.shareNeeded })
    .int(vendorMessages.shareNeeded)
    .min(0, vendorMessages.shareNeeded)
    .max(10_000, vendorMessages.shareNeeded)
    .nullish()
    .transform((value) => value ?? null),
});
export type DecisionInput = z.input<typeof DecisionInputSchema>;

const base = '/vendor-applications';
const withId = `${base}/:id`;
const refusalsOfAStep = [401, 403, 404, 409, 422] as const;

/** The calls of the vendor journey (docs/product.md, "Software and cloud vendors"). */
export const vendorApplicationCalls = {
  list: defineCall({
    method: 'GET',
    path: base,
    summary: 'Vendor applications the caller may see: overdue first, then newest',
    query: VendorApplicationQuerySchema,
    answer: paginatedSchema(VendorApplicationRowSchema),
    refusals: [401, 403, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: withId,
    summary: 'One vendor application with its solutions, documents, scores, letters and history',
    params: IdParamsSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: [401, 403, 404],
  }),
  start: defineCall({
    method: 'POST',
    path: base,
    summary: 'Start a vendor application to an open call: a draft',
    body: VendorStartSchema,
    answer: VendorApplicationAnswerSchema,
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  save: defineCall({
    method: 'PUT',
    path: withId,
    summary: 'Save the draft; any field may be blank',
    params: IdParamsSchema,
    body: VendorDraftSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
  addSolution: defineCall({
    method: 'POST',
    path: `${withId}/solutions`,
    summary: 'Add a solution to the draft',
    params: IdParamsSchema,
    body: SolutionInputSchema,
    answer: VendorApplicationAnswerSchema,
    status: 201,
    refusals: refusalsOfAStep,
  }),
  saveSolution: defineCall({
    method: 'PUT',
    path: `${withId}/solutions/:solutionId`,
    summary: 'Change a solution of the draft',
    params: SolutionParamsSchema,
    body: SolutionInputSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
  removeSolution: defineCall({
    method: 'DELETE',
    path: `${withId}/solutions/:solutionId`,
    summary: 'Remove a solution from the draft',
    params: SolutionParamsSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: [401, 403, 404, 409],
  }),
  /** Multipart, not JSON: kind and file. */
  addDocument: defineCall({
    method: 'POST',
    path: `${withId}/documents`,
    summary: 'Add a document (multipart: kind, file), in a draft or to answer a clarification',
    params: IdParamsSchema,
    answer: envelopeSchema(VendorDocumentSchema),
    status: 201,
    refusals: refusalsOfAStep,
  }),
  removeDocument: defineCall({
    method: 'DELETE',
    path: `${withId}/documents/:docId`,
    summary: 'Remove a document, in a draft or while answering a clarification',
    params: VendorDocumentParamsSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: [401, 403, 404, 409],
  }),
  document: defineCall({
    method: 'GET',
    path: `${withId}/documents/:docId`,
    summary: 'A document, to whoever may see the application (?inline=1 to view it)',
    params: VendorDocumentParamsSchema,
    query: z.object({ inline: z.enum(['0', '1']).optional() }),
    answer: z.any().describe('The file'),
    refusals: [401, 403, 404],
  }),
  submit: defineCall({
    method: 'POST',
    path: `${withId}/submit`,
    summary: 'Submit the application: 422 names every missing field, solution and document',
    params: IdParamsSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: `${withId}/withdraw`,
    summary: 'Withdraw the application, with a reason, at any time before the decision',
    params: IdParamsSchema,
    body: ReasonSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
  assign: defineCall({
    method: 'POST',
    path: `${withId}/assign`,
    summary: 'Assign the application to a committee for evaluation (vendors.assign)',
    params: IdParamsSchema,
    body: VendorAssignSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
  score: defineCall({
    method: 'POST',
    path: `${withId}/scores`,
    summary: "A member's scorecard by the 100-point table; null marks a criterion not applicable",
    params: IdParamsSchema,
    body: VendorScorecardInputSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
  requestClarification: defineCall({
    method: 'POST',
    path: `${withId}/request-clarification`,
    summary: 'Ask the vendor to clarify (vendors.decide or the chairperson)',
    params: IdParamsSchema,
    body: NoteSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
  respond: defineCall({
    method: 'POST',
    path: `${withId}/respond`,
    summary: "The vendor's answer to a clarification: the evaluation resumes",
    params: IdParamsSchema,
    body: NoteSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
  decide: defineCall({
    method: 'POST',
    path: `${withId}/decide`,
    summary: "Decide each solution's review status; the decision letter is issued and mailed",
    params: IdParamsSchema,
    body: DecisionInputSchema,
    answer: VendorApplicationAnswerSchema,
    refusals: refusalsOfAStep,
  }),
};
