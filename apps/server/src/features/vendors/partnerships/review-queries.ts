import type { Kysely, Selectable } from 'kysely';
import { nairobiDay, nairobiMidnight, quarterFirstDay } from '@portal/shared/calendar';
import { scaledTotal, VENDOR_CRITERIA, type VendorCriterion } from '@portal/shared/vendor-journey';
import type { WorkplanContent } from '@portal/shared/vendor-partnerships';
import {
  showsNoActivity,
  suggestedTargetPoints,
  UNFINISHED_MILESTONES,
  type Actuals,
  type CorrectiveAction,
  type Review,
} from '@portal/shared/vendor-reviews';
import type { Database, VendorReviewsTable } from '@server/db/schema';
import type { PartnershipViewer } from './access';
import { evidenceOf } from './evidence-queries';

export type ReviewRecord = Selectable<VendorReviewsTable>;

/**
 * The plan a quarter is scored against: the version of its year in force on the quarter's first
 * day (Nairobi); for a quarter that began before any was approved, the year's first approved.
 */
export async function workplanForQuarter(
  db: Kysely<Database>,
  partnershipId: number,
  year: number,
  quarter: string,
): Promise<{ id: number; version: number; content: WorkplanContent } | null> {
  const begins = nairobiMidnight(quarterFirstDay(quarter));
  const approved = await db
    .selectFrom('vendor_workplans')
    .select(['id', 'version', 'content', 'approved_at', 'superseded_at'])
    .where('partnership_id', '=', partnershipId)
    .where('year', '=', year)
    .where('approved_at', 'is not', null)
    .orderBy('approved_at')
    .execute();
  const plan =
    approved.find(
      (version) =>
        version.approved_at! <= begins &&
        (version.superseded_at === null || version.superseded_at > begins),
    ) ?? approved[0];
  return plan
    ? { id: plan.id, version: plan.version, content: JSON.parse(plan.content) as WorkplanContent }
    : null;
}

/** The partnership's corrective actions, of one review or all, oldest first. */
export async function correctiveActionsOf(
  db: Kysely<Database>,
  where: { partnershipId: number; reviewId?: number },
  now: Date,
): Promise<CorrectiveAction[]> {
  let query = db
    .selectFrom('vendor_corrective_actions')
    .innerJoin('vendor_reviews', 'vendor_reviews.id', 'vendor_corrective_actions.review_id')
    .select([
      'vendor_corrective_actions.id',
      'vendor_corrective_actions.review_id',
      'vendor_reviews.quarter',
      'vendor_corrective_actions.title',
      'vendor_corrective_actions.owner',
      'vendor_corrective_actions.due_on',
      'vendor_corrective_actions.milestone',
      'vendor_corrective_actions.updated_at',
    ])
    .where('vendor_corrective_actions.partnership_id', '=', where.partnershipId)
    .orderBy('vendor_corrective_actions.id');
  if (where.reviewId !== undefined)
    query = query.where('vendor_corrective_actions.review_id', '=', where.reviewId);
  const today = nairobiDay(now);
  return (await query.execute()).map((action) => ({
    ...action,
    // Read from the clock at every answer, never stored (docs/product.md, "The vendor partnership").
    overdue: action.due_on < today && UNFINISHED_MILESTONES.includes(action.milestone),
  }));
}

async function keptPlan(db: Kysely<Database>, id: number | null) {
  if (id === null) return null;
  const plan = await db
    .selectFrom('vendor_workplans')
    .select(['id', 'version', 'content'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...plan, content: JSON.parse(plan.content) as WorkplanContent };
}

type Scores = Partial<Record<VendorCriterion, number | null>>;

/** Review `review` as `viewer` may see it. */
export async function reviewAnswer(
  db: Kysely<Database>,
  review: ReviewRecord,
  viewer: PartnershipViewer,
  now: Date,
): Promise<Review> {
  const open = review.status === 'open';
  // An open review follows the plans as they are approved; a finalised one keeps its own.
  const scoredAgainst = open
    ? await workplanForQuarter(db, review.partnership_id, review.year, review.quarter)
    : await keptPlan(db, review.workplan_id);
  const target = scoredAgainst?.content.targets.find((t) => t.quarter === review.quarter);
  const targets = target ? { customers: target.customers, revenue: target.revenue } : null;
  const actuals = review.actuals === null ? null : (JSON.parse(review.actuals) as Actuals);

  const cards = await db
    .selectFrom('vendor_review_scores')
    .innerJoin('users', 'users.id', 'vendor_review_scores.member_id')
    .select([
      'vendor_review_scores.member_id',
      'users.name',
      'vendor_review_scores.scores',
      'vendor_review_scores.comment',
      'vendor_review_scores.updated_at',
    ])
    .where('vendor_review_scores.review_id', '=', review.id)
    .orderBy('vendor_review_scores.id')
    .execute();
  // A member reads only their own card while the review is open, so that no one scores to match
  // another; staff read every card; the vendor reads the total and standing, not the cards.
  const readable = cards.filter((card) =>
    viewer.isStaff
      ? true
      : viewer.onCommittee &&
        !viewer.isVendor &&
        (!open || card.member_id === viewer.actor.user.id),
  );
  const finaliser =
    review.finalised_by === null
      ? undefined
      : await db
          .selectFrom('users')
          .select('name')
          .where('id', '=', review.finalised_by)
          .executeTakeFirst();
  const actions: string[] = [];
  if (open && viewer.isVendor) actions.push('report_actuals');
  if (open && viewer.onCommittee && !viewer.isVendor) actions.push('score');
  if (open && (viewer.decides || viewer.chairs) && !viewer.isVendor && cards.length > 0)
    actions.push('finalise');

  return {
    id: review.id,
    partnership_id: review.partnership_id,
    year: review.year,
    quarter: review.quarter,
    status: review.status,
    opened_at: review.created_at,
    workplan: scoredAgainst ? { id: scoredAgainst.id, version: scoredAgainst.version } : null,
    targets,
    actuals,
    actuals_reported_at: review.actuals_reported_at,
    evidence: (await evidenceOf(db, 'vendor_review_id', [review.id])).get(review.id)!,
    no_activity: open ? showsNoActivity(actuals) : review.no_activity === 1,
    suggested_target_points: suggestedTargetPoints(targets, actuals),
    criteria: open
      ? VENDOR_CRITERIA.map(({ key, label, points }) => ({ key, label, points }))
      : (JSON.parse(review.criteria!) as Review['criteria']),
    scorecards: readable.map((card) => {
      const scores = JSON.parse(card.scores) as Scores;
      const { total, scaled } = scaledTotal(scores);
      return {
        member: { id: card.member_id, name: card.name },
        scores,
        total: total ?? 0,
        scaled,
        comment: card.comment,
        updated_at: card.updated_at,
      };
    }),
    scored_by: cards.length,
    total: review.total,
    standing: review.standing,
    finalised_at: review.finalised_at,
    finalised_by: finaliser?.name ?? null,
    corrective_actions: await correctiveActionsOf(
      db,
      { partnershipId: review.partnership_id, reviewId: review.id },
      now,
    ),
    actions,
  };
}
