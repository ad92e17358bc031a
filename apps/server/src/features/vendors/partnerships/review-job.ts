import fp from 'fastify-plugin';
import { openDueReviews } from '@server/domain/vendor-partnerships/reviews';
import { systemActing } from '@server/lib/audit/acting';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';

const JOB = 'vendor-quarterly-reviews';

/**
 * Opens each running partnership's review of a quarter on the quarter's last day in Nairobi
 * (docs/product.md, "The vendor partnership"; record 0060). Hourly, so that a quarter's review is
 * open within the hour of its last day beginning, and a day missed while no instance ran is caught
 * up at the next start; once across instances, and each review once whatever the runs.
 */
export const quarterlyReviewJob = fp(
  async (app) => {
    const acting = systemActing(app, JOB);
    app.scheduler.declare({
      name: JOB,
      schedule: every(60 * MINUTE),
      async run(now) {
        await openDueReviews(acting, now);
      },
    });
  },
  { name: 'vendor-quarterly-review-job', dependencies: ['scheduler', 'mail-outbox'] },
);
