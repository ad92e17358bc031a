import fp from 'fastify-plugin';
import { clearExpiredRecords } from '@server/domain/oidc/records';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';

/**
 * Every hour, the OpenID provider's records past their time (codes, tokens, sessions,
 * interactions) are cleared: the provider never reads them again, and they would only grow the
 * table. Once across instances, like every scheduled job (record 0042).
 */
export const oidcCleanupJob = fp(
  async (app) => {
    const { db } = app.deps.database;
    app.scheduler.declare({
      name: 'oidc-records-cleanup',
      schedule: every(60 * MINUTE),
      async run(now) {
        const cleared = await clearExpiredRecords(db, now);
        if (cleared > 0) app.log.info({ cleared }, 'expired OpenID provider records cleared');
      },
    });
  },
  { name: 'oidc-cleanup-job', dependencies: ['scheduler'] },
);
