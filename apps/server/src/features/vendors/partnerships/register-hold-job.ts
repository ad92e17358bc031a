import fp from 'fastify-plugin';
import { RUNNING_PARTNERSHIP_STATUSES } from '@portal/shared/vendor-partnership-words';
import { systemActing } from '@server/lib/audit/acting';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';
import { followRegisterHold } from './register-holds';

const JOB = 'vendor-register-holds';

/**
 * Puts a vendor's solutions under review in the register once its audit is overdue or a serious
 * finding passes its deadline, and back once the cause is gone (docs/product.md, "The vendor
 * partnership"; record 0060). Hourly, as deadlines pass with the clock, not with an act; once
 * across instances, and each move once, since it moves only what is not yet where it belongs.
 */
export const registerHoldJob = fp(
  async (app) => {
    const acting = systemActing(app, JOB);
    const { db } = app.deps.database;
    app.scheduler.declare({
      name: JOB,
      schedule: every(60 * MINUTE),
      async run(now) {
        const running = await db
          .selectFrom('vendor_partnerships')
          .select(['id', 'vendor_id', 'starts_on'])
          .where('status', 'in', RUNNING_PARTNERSHIP_STATUSES)
          .execute();
        for (const partnership of running)
          await db
            .transaction()
            .execute((trx) => followRegisterHold(acting, trx, partnership, now));
      },
    });
  },
  { name: 'vendor-register-hold-job', dependencies: ['scheduler', 'mail-outbox'] },
);
