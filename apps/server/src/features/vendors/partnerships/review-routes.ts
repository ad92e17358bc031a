import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nairobiDay } from '@portal/shared/calendar';
import { scaledTotal, VENDOR_CRITERIA, type VendorCriterion } from '@portal/shared/vendor-journey';
import {
  REVIEW_STANDING_LABELS,
  reviewCalls,
  reviewMessages,
  showsNoActivity,
  reviewTotalOf,
  standingOf,
  TARGETS_CRITERION,
  type Review,
} from '@portal/shared/vendor-reviews';
import { followCorrectiveActions } from '@server/domain/vendor-partnerships/partnerships';
import { mailVendor, reviewFinalisedMail } from '@server/domain/vendor-partnerships/mails';
import {
  finaliseReview,
  insertCorrectiveActions,
  keepReviewScore,
  moveMilestone,
  reportActuals,
  touchOpenReview,
} from '@server/domain/vendor-partnerships/reviews';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import {
  conflict,
  forbidden,
  notFound,
  validationFailed,
  type FieldErrors,
} from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { ensureAllowed, partnershipFor } from './access';
import { evidenceRoutes } from './evidence-routes';
import { correctiveActionsOf, reviewAnswer } from './review-queries';

const tag = 'vendor partnerships';

/**
 * The quarterly review (docs/product.md, "The vendor partnership"): the vendor reports the
 * quarter, the committee's members score it on the evaluation's criteria, a decider or the chair
 * finalises it, and its corrective actions move forward to verified.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;

  /** Review `id` and its partnership as the caller may see them; 404 otherwise. */
  async function reviewFor(request: FastifyRequest, id: number) {
    const review = await db
      .selectFrom('vendor_reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!review) throw notFound(reviewMessages.notFound);
    return { review, ...(await partnershipFor(request, review.partnership_id)) };
  }

  const answer = async (request: FastifyRequest, id: number) => {
    const { review, viewer } = await reviewFor(request, id);
    return reviewAnswer(db, review, viewer, clock.now());
  };

  await app.register(
    evidenceRoutes({
      calls: reviewCalls,
      column: 'vendor_review_id',
      find: async (request, id) => {
        const { review, partnership, viewer } = await reviewFor(request, id);
        const named = { quarter: { before: null, after: review.quarter } };
        return { partnership, viewer, open: review.status === 'open', named };
      },
      touch: touchOpenReview,
      closed: reviewMessages.finalised,
    }),
  );

  app.route({
    ...declared(reviewCalls.list, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { partnership, viewer } = await partnershipFor(request, request.params.id);
      const reviews = await db
        .selectFrom('vendor_reviews')
        .selectAll()
        .where('partnership_id', '=', partnership.id)
        .orderBy('quarter', 'desc')
        .execute();
      const now = clock.now();
      return ok(await Promise.all(reviews.map((review) => reviewAnswer(db, review, viewer, now))));
    },
  });

  app.route({
    ...declared(reviewCalls.show, { tag }),
    onRequest: guards.account,
    handler: async (request) => ok(await answer(request, request.params.id)),
  });

  app.route({
    ...declared(reviewCalls.actuals, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id } = request.params;
      const { viewer } = await reviewFor(request, id);
      ensureAllowed(viewer.isVendor);
      await db
        .transaction()
        .execute((trx) => reportActuals(trx, id, request.body, clock.now().toISOString()));
      return ok(await answer(request, id), 'Actuals reported: the committee can score them.');
    },
  });

  app.route({
    ...declared(reviewCalls.score, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id } = request.params;
      const { review, viewer } = await reviewFor(request, id);
      if (!viewer.onCommittee || viewer.isVendor) throw forbidden(reviewMessages.notOnCommittee);
      if (review.status !== 'open') throw conflict(reviewMessages.finalised);
      const { scores, comment } = request.body;
      ensureTargetsScored(await reviewAnswer(db, review, viewer, clock.now()), scores, comment);
      const { total } = scaledTotal(scores);
      await db.transaction().execute(async (trx) => {
        await keepReviewScore(
          trx,
          id,
          viewer.actor.user.id,
          { scores, total: total ?? 0, comment },
          clock.now().toISOString(),
        );
        await auditTrail(request).note(
          trx,
          'vendor_partnership.review_scored',
          review.partnership_id,
          {
            quarter: { before: null, after: review.quarter },
            scorecard_total: { before: null, after: total },
          },
        );
      });
      return ok(await answer(request, id), 'Scores saved.');
    },
  });

  app.route({
    ...declared(reviewCalls.finalise, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id } = request.params;
      const { review, partnership, viewer } = await reviewFor(request, id);
      ensureAllowed((viewer.decides || viewer.chairs) && !viewer.isVendor);
      if (review.status !== 'open') throw conflict(reviewMessages.finalised);
      const cards = await db
        .selectFrom('vendor_review_scores')
        .select('scores')
        .where('review_id', '=', id)
        .execute();
      if (cards.length === 0) throw conflict(reviewMessages.noScores);
      const total = reviewTotalOf(
        cards.map(
          (card) =>
            scaledTotal(JSON.parse(card.scores) as Partial<Record<VendorCriterion, number | null>>)
              .total ?? 0,
        ),
      );
      const standing = standingOf(total);
      const plan = request.body.corrective_actions;
      ensureCorrectivePlan(standing !== 'on_track', plan, nairobiDay(clock.now()));
      const shown = await reviewAnswer(db, review, viewer, clock.now());
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await finaliseReview(
          trx,
          id,
          {
            workplanId: shown.workplan?.id ?? null,
            criteria: VENDOR_CRITERIA,
            total,
            standing,
            noActivity: showsNoActivity(shown.actuals),
            by: viewer.actor.user.id,
          },
          now,
        );
        await insertCorrectiveActions(trx, review, plan, now);
        const trail = auditTrail(request);
        await trail.note(trx, 'vendor_partnership.review_finalised', partnership.id, {
          quarter: { before: null, after: review.quarter },
          total: { before: null, after: total },
          standing: { before: null, after: standing },
        });
        await followCorrectiveActions(trx, trail, partnership.id, now);
        await mailVendor(app.outbox, trx, partnership.vendor_id, (vendor) =>
          reviewFinalisedMail(config.appUrl, vendor, partnership.id, {
            quarter: review.quarter,
            total,
            standing: REVIEW_STANDING_LABELS[standing],
            actions: plan.length,
          }),
        );
      });
      return ok(
        await answer(request, id),
        `Review finalised: ${total} out of 100, ${REVIEW_STANDING_LABELS[standing].toLowerCase()}.`,
      );
    },
  });

  app.route({
    ...declared(reviewCalls.milestone, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id } = request.params;
      const action = await db
        .selectFrom('vendor_corrective_actions')
        .select(['id', 'partnership_id', 'milestone'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!action) throw notFound(reviewMessages.actionNotFound);
      const { viewer } = await partnershipFor(request, action.partnership_id);
      const { milestone } = request.body;
      const staff = viewer.manages && !viewer.isVendor;
      if (milestone === 'verified') {
        if (!staff) throw forbidden(reviewMessages.verifiedByStaff);
        if (action.milestone !== 'done') throw conflict(reviewMessages.verifiedByStaff);
      } else ensureAllowed(viewer.isVendor || staff);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const trail = auditTrail(request);
        await moveMilestone(trx, id, action.milestone, milestone, now.toISOString());
        await trail.note(trx, 'vendor_partnership.corrective_action_moved', action.partnership_id, {
          milestone: { before: action.milestone, after: milestone },
        });
        await followCorrectiveActions(trx, trail, action.partnership_id, now.toISOString());
      });
      const [moved] = (
        await correctiveActionsOf(db, { partnershipId: action.partnership_id }, now)
      ).filter((found) => found.id === id);
      return ok(moved!, 'Corrective action updated.');
    },
  });
};

/**
 * A member gives ability to surpass targets the points the quarter's actuals suggest, or another
 * figure with a written reason; a quarter with nothing reported done scores 0 there, so that an
 * empty quarter is never scored as a full one. 422 on the field otherwise.
 */
function ensureTargetsScored(
  review: Review,
  scores: Partial<Record<VendorCriterion, number | null>>,
  comment: string | null,
): void {
  const given = scores[TARGETS_CRITERION];
  if (review.no_activity && given !== 0)
    throw validationFailed({ [`scores.${TARGETS_CRITERION}`]: [reviewMessages.noActivityTargets] });
  if (given !== review.suggested_target_points && !comment)
    throw validationFailed({ comment: [reviewMessages.departure(review.suggested_target_points)] });
}

/**
 * What a finalising's corrective plan must be: at least one action when the review is not on
 * track, each due today or later. 422 naming each gap.
 */
function ensureCorrectivePlan(needed: boolean, plan: { due_on: string }[], today: string): void {
  const errors: FieldErrors = {};
  if (needed && plan.length === 0) errors.corrective_actions = [reviewMessages.planNeeded];
  plan.forEach((action, index) => {
    if (action.due_on < today)
      errors[`corrective_actions.${index}.due_on`] = [reviewMessages.dueBeforeToday];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
