import fp from 'fastify-plugin';
import { rotateSigningKeys, signingKeySealer } from '@server/domain/oidc/keys';
import { clearExpiredRecords } from '@server/domain/oidc/records';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';

/**
 * The OpenID provider's two jobs, each once across instances (record 0042): every hour, the
 * records past their time (codes, tokens, sessions, interactions) are cleared, since the
 * provider never reads them again; every hour too, the signing key is replaced once it is old,
 * its successor published a day before it signs (record 0067).
 */
export const oidcJobs = fp(
  async (app) => {
    const { database, config } = app.deps;
    const { db } = database;
    const seal = signingKeySealer(config.appKey);
    app.scheduler.declare({
      name: 'oidc-records-cleanup',
      schedule: every(60 * MINUTE),
      async run(now) {
        const cleared = await clearExpiredRecords(db, now);
        if (cleared > 0) app.log.info({ cleared }, 'expired OpenID provider records cleared');
      },
    });
    app.scheduler.declare({
      name: 'oidc-key-rotation',
      schedule: every(60 * MINUTE),
      async run(now) {
        const { added, removed } = await rotateSigningKeys(db, seal, now);
        if (added || removed) app.log.info({ added, removed }, 'OpenID provider keys rotated');
      },
    });
  },
  { name: 'oidc-jobs', dependencies: ['scheduler'] },
);
