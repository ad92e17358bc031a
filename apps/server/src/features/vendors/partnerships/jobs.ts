import fp from 'fastify-plugin';
import { nairobiDay } from '@portal/shared/calendar';
import { RUNNING_PARTNERSHIP_STATUSES } from '@portal/shared/vendor-partnership-words';
import { openDueReviews } from '@server/domain/vendor-partnerships/reviews';
import { systemActing } from '@server/lib/audit/acting';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';
import { withdrawPartnershipSolutions } from '../applications/solutions';
import { followRegisterHold } from './register-holds';

/**
 * The partnership's work that the calendar, not an act, makes due (docs/product.md, "The vendor
 * partnership"; record 0060). Each job runs hourly, once across instances, and moves only what is
 * not yet where it belongs, so that a run repeated or caught up after downtime does nothing twice:
 * - `vendor-quarterly-reviews` opens each quarter's review on its last day in Nairobi;
 * - `vendor-register-holds` puts a vendor's solutions under review once its audit is overdue or a
 *   serious finding passes its deadline, and back once the cause is gone;
 * - `vendor-partnership-ends` withdraws the solutions of a partnership not renewed on its last day.
 */
export const partnershipJobs = fp(
  async (app) => {
    const { db } = app.deps.database;
    const hourly = (name: string, run: (now: Date) => Promise<void>) =>
      app.scheduler.declare({ name, schedule: every(60 * MINUTE), run });

    const reviews = systemActing(app, 'vendor-quarterly-reviews');
    hourly('vendor-quarterly-reviews', async (now) => {
      await openDueReviews(reviews, now);
    });

    const holds = systemActing(app, 'vendor-register-holds');
    hourly('vendor-register-holds', async (now) => {
      const running = await db
        .selectFrom('vendor_partnerships')
        .select(['id', 'vendor_id', 'starts_on'])
        .where('status', 'in', RUNNING_PARTNERSHIP_STATUSES)
        .execute();
      for (const partnership of running)
        await db.transaction().execute((trx) => followRegisterHold(holds, trx, partnership, now));
    });

    const ends = systemActing(app, 'vendor-partnership-ends');
    hourly('vendor-partnership-ends', async (now) => {
      const ended = await db
        .selectFrom('vendor_partnerships')
        .select(['id', 'vendor_id', 'ends_on'])
        .where('status', '=', 'not_renewed')
        .where('ends_on', '<=', nairobiDay(now))
        .execute();
      for (const partnership of ended)
        await db.transaction().execute(async (trx) => {
          const withdrawn = await withdrawPartnershipSolutions(
            trx,
            partnership.vendor_id,
            `The partnership was not renewed; it ended on ${partnership.ends_on}.`,
            now.toISOString(),
          );
          if (withdrawn.length > 0)
            await ends.trail().note(trx, 'vendor_partnership.solutions_withdrawn', partnership.id, {
              solutions: { before: null, after: withdrawn.join(', ') },
            });
        });
    });
  },
  { name: 'vendor-partnership-jobs', dependencies: ['scheduler', 'mail-outbox'] },
);
