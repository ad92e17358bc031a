import fp from 'fastify-plugin';
import { nairobiDay } from '@portal/shared/calendar';
import { systemActing } from '@server/lib/audit/acting';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';
import { withdrawPartnershipSolutions } from '../applications/solutions';

const JOB = 'vendor-partnership-ends';

/**
 * A partnership not renewed ends on its last day: its solutions leave the register as withdrawn
 * that day (docs/product.md, "The vendor partnership"; record 0060). Hourly, once across
 * instances; a partnership whose solutions are all withdrawn moves nothing more.
 */
export const partnershipEndJob = fp(
  async (app) => {
    const acting = systemActing(app, JOB);
    const { db } = app.deps.database;
    app.scheduler.declare({
      name: JOB,
      schedule: every(60 * MINUTE),
      async run(now) {
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
              await acting
                .trail()
                .note(trx, 'vendor_partnership.solutions_withdrawn', partnership.id, {
                  solutions: { before: null, after: withdrawn.join(', ') },
                });
          });
      },
    });
  },
  { name: 'vendor-partnership-end-job', dependencies: ['scheduler'] },
);
