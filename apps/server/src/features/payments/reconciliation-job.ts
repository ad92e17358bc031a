import fp from 'fastify-plugin';
import { nairobiDay, shiftDay } from '@portal/shared/calendar';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';
import { daysToReconcile, reconcileDay } from '@server/domain/payments/reconciliation';
import { ProviderUnavailable } from '@server/domain/payments/providers/types';

/** How far back a run looks for days not yet reconciled: a week of downtime is caught up. */
const CATCH_UP_DAYS = 7;

/**
 * Each provider's days up to yesterday (Nairobi) reconciled with its statement (docs/payments.md).
 * Hourly, so that yesterday is reconciled early in the morning and a provider that was away is
 * asked again within the hour; once across instances, and each day once whatever the runs.
 */
export const reconciliationJob = fp(
  async (app) => {
    const { db } = app.deps.database;
    app.scheduler.declare({
      name: 'payment-reconciliation',
      schedule: every(60 * MINUTE),
      async run(now) {
        const yesterday = shiftDay(nairobiDay(now), -1);
        for (const adapter of Object.values(app.paymentChannels.byChannel)) {
          for (const day of await daysToReconcile(db, adapter.channel, yesterday, CATCH_UP_DAYS)) {
            try {
              await reconcileDay(app, adapter, day);
            } catch (error) {
              if (!(error instanceof ProviderUnavailable)) throw error;
              app.log.warn(
                { err: error, day },
                'statement unavailable; reconciled at the next run',
              );
              break;
            }
          }
        }
      },
    });
  },
  { name: 'payment-reconciliation-job', dependencies: ['scheduler', 'payment-channels'] },
);
