import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthCalls } from '@portal/shared/health';
import { ok } from '@server/lib/envelope';
import { databaseUnavailable } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';

// A balancer's probe must get its answer quickly: the database has this long (record 0018).
const PING_WITHIN_MS = 1000;

/** Liveness and database reachability, for load balancers and operators. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, version } = app.deps;
  app.route({
    ...declared(healthCalls.show, { tag: 'health', security: null }),
    handler: async () => {
      if (!(await database.ping(PING_WITHIN_MS))) {
        throw databaseUnavailable(`Database unavailable (${database.engine})`);
      }
      return ok(
        {
          database: { engine: database.engine, reachable: true },
          version,
          uptime_seconds: Math.round(process.uptime()),
        },
        'OK',
      );
    },
  });
};
