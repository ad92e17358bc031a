import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';
import { calendarDate, requiredText } from './fields';
import { minorUnits } from './money';
import { IdParamsSchema } from './records';
import { applicationMessages } from './application-messages';
import { VENDOR_CRITERIA, type VendorCriterion } from './vendor-journey';
import { VendorScorecardInputSchema, VendorScorecardSchema } from './vendor-applications';
import { evidenceCalls, EvidenceSchema } from './vendor-evidence';
import { LEAD_STAGES } from './vendor-partnership-words';

/*
 * The quarterly review of a vendor partnership (docs/product.md, "The vendor partnership"): the
 * vendor reports the quarter against its workplan, the committee scores it on the evaluation's
 * criteria, and its standing calls for corrective actions when it is not on track.
 */

export const REVIEW_STANDINGS = ['on_track', 'needs_improvement', 'at_risk'] as const;
export type ReviewStanding = (typeof REVIEW_STANDINGS)[number];
export const REVIEW_STANDING_LABELS: Record<ReviewStanding, string> = {
  on_track: 'On track',
  needs_improvement: 'Needs improvement',
  at_risk: 'At risk',
};

/**
 * A review's total: the mean of its scorecards' totals out of 100 (one decimal each), to two
 * places, as the bands read it. Worked in whole tenths, so that a mean that falls on a half is
 * rounded up exactly: 53.6, 43, 99.8 and 76.9 make 68.33, where a sum of binary fractions falls
 * just short of 68.325 and says 68.32.
 */
export function reviewTotalOf(totals: readonly number[]): number {
  const tenths = totals.reduce((sum, total) => sum + Math.round(total * 10), 0);
  return Math.round((tenths * 10) / totals.length) / 100;
}

/**
 * A review's standing from its total out of 100. The bands meet with no gap and 100 included:
 * 70 and over is on track, 50 up to 70 needs improvement, under 50 is at risk.
 */
export function standingOf(total: number): ReviewStanding {
  if (total >= 70) return 'on_track';
  return total >= 50 ? 'needs_improvement' : 'at_risk';
}

export const QUARTERLY_REVIEW_STATUSES = ['open', 'finalised'] as const;
export type QuarterlyReviewStatus = (typeof QUARTERLY_REVIEW_STATUSES)[number];

/** A corrective action's milestones, in the only order they are reached. */
export const MILESTONES = ['planned', 'in_progress', 'done', 'verified'] as const;
export type Milestone = (typeof MILESTONES)[number];
export const MILESTONE_LABELS: Record<Milestone, string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  done: 'Done',
  verified: 'Verified',
};
/** Milestones still to reach by the due date: an action in one of these past it is overdue. */
export const UNFINISHED_MILESTONES: readonly Milestone[] = ['planned', 'in_progress'];

/** The criterion the quarter's actuals suggest points for. */
export const TARGETS_CRITERION: VendorCriterion = 'ability_to_surpass_targets';
const TARGET_POINTS = VENDOR_CRITERIA.find(({ key }) => key === TARGETS_CRITERION)!.points;

export const reviewMessages = {
  notFound: 'Review not found.',
  actionNotFound: 'Corrective action not found.',
  finalised: 'This review is finalised: nothing in it can change.',
  noScores: 'No committee member has scored this review yet.',
  planNeeded:
    'A review that is not on track needs a corrective action plan: at least one action with its owner and due date.',
  departure: (points: number) =>
    `The quarter's actuals suggest ${points} points for ability to surpass targets: say why you give another figure.`,
  noActivityTargets:
    'Nothing was reported done this quarter: ability to surpass targets scores 0, whatever the reason.',
  notOnCommittee: 'Only members of the committee that reviews this partnership score it.',
  milestoneBackwards: 'A milestone only moves forward.',
  verifiedByStaff: 'Only staff who run the partnerships verify an action, once it is done.',
  milestoneChanged: 'This action has moved since you read it: look at it again.',
  dueBeforeToday: 'The due date cannot be before today.',
} as const;

/** What the vendor reports of a quarter. */
export const ActualsInputSchema = z.object({
  /** The customers won in the quarter, by name. */
  customers_won: z.array(requiredText(200)).max(500),
  /** Revenue earned through the partnership in the quarter, in minor units. */
  revenue: minorUnits(0),
  /** The leads that moved in the quarter, and the stage each reached. */
  leads: z
    .array(
      z.object({
        name: requiredText(200),
        stage: z.enum(LEAD_STAGES, { error: applicationMessages.choice }),
      }),
    )
    .max(100),
  /** The planned (or other) activities carried out in the quarter. */
  activities_done: z.array(requiredText(300)).max(100),
});
export type ActualsInput = z.input<typeof ActualsInputSchema>;
export type Actuals = z.output<typeof ActualsInputSchema>;

const ActualsSchema = z.object({
  customers_won: z.array(z.string()),
  revenue: z.number(),
  leads: z.array(z.object({ name: z.string(), stage: z.enum(LEAD_STAGES) })),
  activities_done: z.array(z.string()),
});

/** Whether a quarter's report shows nothing done at all; a quarter not reported shows nothing. */
export const showsNoActivity = (actuals: Actuals | null): boolean =>
  !actuals ||
  (actuals.customers_won.length === 0 &&
    actuals.revenue === 0 &&
    actuals.leads.length === 0 &&
    actuals.activities_done.length === 0);

/**
 * The points the actuals suggest for ability to surpass targets, out of 10: 8 for meeting the
 * quarter's targets (the mean of customers and revenue against theirs, each target above zero),
 * fewer in proportion below them, up to 10 at a quarter above them; 0 for a quarter with no
 * activity, however low its targets. A quarter without targets that shows activity meets them.
 */
export function suggestedTargetPoints(
  targets: { customers: number; revenue: number } | null,
  actuals: Actuals | null,
): number {
  if (showsNoActivity(actuals)) return 0;
  const ratios: number[] = [];
  if (targets && targets.customers > 0)
    ratios.push(actuals!.customers_won.length / targets.customers);
  if (targets && targets.revenue > 0) ratios.push(actuals!.revenue / targets.revenue);
  const attained = ratios.length === 0 ? 1 : ratios.reduce((a, b) => a + b, 0) / ratios.length;
  return Math.min(TARGET_POINTS, Math.round(attained * 8));
}

export const CorrectiveActionInputSchema = z.object({
  title: requiredText(300),
  owner: requiredText(200),
  due_on: calendarDate,
});

export const FinaliseInputSchema = z.object({
  /** The plan a review that is not on track needs; a review on track may have one too. */
  corrective_actions: z.array(CorrectiveActionInputSchema).max(30).default([]),
});
export type FinaliseInput = z.input<typeof FinaliseInputSchema>;

export const MilestoneInputSchema = z.object({
  milestone: z.enum(MILESTONES, { error: applicationMessages.choice }),
});

export const CorrectiveActionSchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  quarter: z.string(),
  title: z.string(),
  owner: z.string(),
  due_on: z.string(),
  milestone: z.enum(MILESTONES),
  /** Past its due date and not yet done, by the clock at the time of the answer. */
  overdue: z.boolean(),
  updated_at: z.string(),
});
export type CorrectiveAction = z.infer<typeof CorrectiveActionSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  partnership_id: z.number().int(),
  year: z.number().int(),
  quarter: z.string(),
  status: z.enum(QUARTERLY_REVIEW_STATUSES),
  opened_at: z.string(),
  /** The plan scored against: the version in force on the quarter's first day. */
  workplan: z.object({ id: z.number().int(), version: z.number().int() }).nullable(),
  targets: z.object({ customers: z.number(), revenue: z.number() }).nullable(),
  actuals: ActualsSchema.nullable(),
  actuals_reported_at: z.string().nullable(),
  /** The documents the vendor sends with its actuals, oldest first. */
  evidence: z.array(EvidenceSchema),
  no_activity: z.boolean(),
  suggested_target_points: z.number().int(),
  /** The criteria it is scored on; once finalised, as they were then. */
  criteria: z.array(z.object({ key: z.string(), label: z.string(), points: z.number() })),
  /** The cards the caller may read: a member their own until it is finalised, staff every one. */
  scorecards: z.array(VendorScorecardSchema),
  /** How many members have scored it. */
  scored_by: z.number().int(),
  total: z.number().nullable(),
  standing: z.enum(REVIEW_STANDINGS).nullable(),
  finalised_at: z.string().nullable(),
  finalised_by: z.string().nullable(),
  corrective_actions: z.array(CorrectiveActionSchema),
  /** What the caller may do now: report, score or finalise. */
  actions: z.array(z.string()),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewAnswerSchema = envelopeSchema(ReviewSchema);

const review = '/vendor-reviews/:id';

/** The review's calls (docs/product.md, "The vendor partnership"). */
export const reviewCalls = {
  list: defineCall({
    method: 'GET',
    path: '/vendor-partnerships/:id/reviews',
    summary: "A partnership's quarterly reviews, newest first",
    params: IdParamsSchema,
    answer: envelopeSchema(z.array(ReviewSchema)),
    refusals: [401, 404],
  }),
  show: defineCall({
    method: 'GET',
    path: review,
    summary: 'One quarterly review',
    params: IdParamsSchema,
    answer: ReviewAnswerSchema,
    refusals: [401, 404],
  }),
  actuals: defineCall({
    method: 'POST',
    path: `${review}/actuals`,
    summary: "The vendor reports the quarter's actuals, again as often as needed until finalised",
    params: IdParamsSchema,
    body: ActualsInputSchema,
    answer: ReviewAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  ...evidenceCalls(review, 'until the review is finalised'),
  score: defineCall({
    method: 'POST',
    path: `${review}/scores`,
    summary: "A committee member's scorecard on the evaluation's criteria",
    params: IdParamsSchema,
    body: VendorScorecardInputSchema,
    answer: ReviewAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  finalise: defineCall({
    method: 'POST',
    path: `${review}/finalise`,
    summary: 'vendors.decide or the chair finalises it: total, standing and corrective plan frozen',
    params: IdParamsSchema,
    body: FinaliseInputSchema,
    answer: ReviewAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  milestone: defineCall({
    method: 'POST',
    path: '/vendor-corrective-actions/:id/milestone',
    summary: 'A corrective action moves forward: the vendor to done, staff to verified',
    params: IdParamsSchema,
    body: MilestoneInputSchema,
    answer: envelopeSchema(CorrectiveActionSchema),
    refusals: [401, 403, 404, 409, 422],
  }),
};
