import fp from 'fastify-plugin';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';
import { attemptsToCheck, checkAttempt } from '@server/domain/payments/attempts';

/** Attempts asked about in one run: the rest wait for the next minute. */
const BATCH = 100;

/**
 * Every minute, the attempts still pending two minutes after they started are asked about with
 * the provider's status query (docs/payments.md): a callback that never came is recovered this
 * way, and an attempt nobody confirms expires. Once across instances, like every scheduled job.
 */
export const statusCheckJob = fp(
  async (app) => {
    const { db } = app.deps.database;
    app.scheduler.declare({
      name: 'payment-status-checks',
      schedule: every(MINUTE),
      async run(now) {
        for (const attempt of await attemptsToCheck(db, now, BATCH))
          await checkAttempt(app, attempt);
      },
    });
  },
  { name: 'payment-status-check-job', dependencies: ['scheduler', 'payment-channels'] },
);
