import type { Kysely } from 'kysely';
import { nairobiDay, quarterLastDay, quartersEndingBetween } from '@portal/shared/calendar';
import {
  MILESTONES,
  reviewMessages,
  type Actuals,
  type Milestone,
  type ReviewStanding,
} from '@portal/shared/vendor-reviews';
import { RUNNING_PARTNERSHIP_STATUSES } from '@portal/shared/vendor-partnership-words';
import type { Database } from '@server/db/schema';
import type { Acting } from '@server/lib/audit/acting';
import { conflict } from '@server/lib/errors';
import { mailVendor, reviewOpenedMail } from './mails';

/*
 * The quarterly review (docs/product.md, "The vendor partnership"): opened for each quarter of a
 * running partnership on the quarter's last day, reported by the vendor, scored by the committee
 * and finalised, then frozen. Every write is conditional on the review being open, so that no
 * report or scorecard lands after it was finalised.
 */

/**
 * Opens the review of each quarter of a running partnership's year whose last day (Nairobi) has
 * come by `now` and has none. Safe to run again and from several instances at once: the table's
 * unique (partnership, quarter) keeps one review of a quarter, and only the run whose insert
 * made it audits it and mails the vendor. Answers how many it opened.
 */
export async function openDueReviews(acting: Acting, now: Date): Promise<number> {
  const { db } = acting.server.deps.database;
  const today = nairobiDay(now);
  const running = await db
    .selectFrom('vendor_partnerships')
    .select(['id', 'vendor_id', 'year', 'year_starts_on', 'ends_on'])
    .where('status', 'in', RUNNING_PARTNERSHIP_STATUSES)
    .where('year_starts_on', '<=', today)
    .execute();
  let opened = 0;
  for (const partnership of running) {
    const due = quartersEndingBetween(
      partnership.year_starts_on,
      partnership.ends_on < today ? partnership.ends_on : today,
    ).filter((quarter) => quarterLastDay(quarter) <= today);
    for (const quarter of due) {
      const made = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('vendor_reviews')
          .values({
            partnership_id: partnership.id,
            year: partnership.year,
            quarter,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .onConflict((conflicting) =>
            conflicting.columns(['partnership_id', 'quarter']).doNothing(),
          )
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await acting.trail().note(trx, 'vendor_partnership.review_opened', partnership.id, {
          quarter: { before: null, after: quarter },
        });
        await mailVendor(acting.server.outbox, trx, partnership.vendor_id, (vendor) =>
          reviewOpenedMail(acting.server.deps.config.appUrl, vendor, partnership.id, quarter),
        );
        return true;
      });
      if (made) opened += 1;
    }
  }
  return opened;
}

/**
 * Marks review `id` as written to now, if it is still open: the first statement of every write to
 * it, so that the write waits for, or is refused after, a finalising that got there first.
 */
export async function touchOpenReview(
  trx: Kysely<Database>,
  id: number,
  now: string,
): Promise<void> {
  const { numUpdatedRows } = await trx
    .updateTable('vendor_reviews')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) throw conflict(reviewMessages.finalised);
}

export async function reportActuals(
  trx: Kysely<Database>,
  id: number,
  actuals: Actuals,
  now: string,
): Promise<void> {
  await touchOpenReview(trx, id, now);
  await trx
    .updateTable('vendor_reviews')
    .set({ actuals: JSON.stringify(actuals), actuals_reported_at: now })
    .where('id', '=', id)
    .execute();
}

/** Keeps `memberId`'s one scorecard on review `id`. */
export async function keepReviewScore(
  trx: Kysely<Database>,
  id: number,
  memberId: number,
  card: { scores: object; total: number; comment: string | null },
  now: string,
): Promise<void> {
  await touchOpenReview(trx, id, now);
  const kept = {
    scores: JSON.stringify(card.scores),
    total: card.total,
    comment: card.comment,
    updated_at: now,
  };
  await trx
    .insertInto('vendor_review_scores')
    .values({ review_id: id, member_id: memberId, ...kept, created_at: now })
    .onConflict((conflicting) => conflicting.columns(['review_id', 'member_id']).doUpdateSet(kept))
    .execute();
}

/** Freezes review `id` with what it came to; 409 if another finalised it first. */
export async function finaliseReview(
  trx: Kysely<Database>,
  id: number,
  outcome: {
    workplanId: number | null;
    criteria: readonly { key: string; label: string; points: number }[];
    total: number;
    standing: ReviewStanding;
    noActivity: boolean;
    by: number;
  },
  now: string,
): Promise<void> {
  const { numUpdatedRows } = await trx
    .updateTable('vendor_reviews')
    .set({
      status: 'finalised',
      workplan_id: outcome.workplanId,
      criteria: JSON.stringify(outcome.criteria),
      total: outcome.total,
      standing: outcome.standing,
      no_activity: outcome.noActivity ? 1 : 0,
      finalised_at: now,
      finalised_by: outcome.by,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) throw conflict(reviewMessages.finalised);
}

export async function insertCorrectiveActions(
  trx: Kysely<Database>,
  review: { id: number; partnership_id: number },
  actions: readonly { title: string; owner: string; due_on: string }[],
  now: string,
): Promise<void> {
  if (actions.length === 0) return;
  await trx
    .insertInto('vendor_corrective_actions')
    .values(
      actions.map((action) => ({
        ...action,
        partnership_id: review.partnership_id,
        review_id: review.id,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/**
 * Moves corrective action `id` from `from`, as read, to `to`, which must lie ahead of it. 409 if
 * it moved meanwhile, so that of two moves at once one is taken.
 */
export async function moveMilestone(
  trx: Kysely<Database>,
  id: number,
  from: Milestone,
  to: Milestone,
  now: string,
): Promise<void> {
  if (MILESTONES.indexOf(to) <= MILESTONES.indexOf(from))
    throw conflict(reviewMessages.milestoneBackwards);
  const { numUpdatedRows } = await trx
    .updateTable('vendor_corrective_actions')
    .set({ milestone: to, updated_at: now })
    .where('id', '=', id)
    .where('milestone', '=', from)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) throw conflict(reviewMessages.milestoneChanged);
}
