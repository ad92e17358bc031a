import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ErrorEnvelopeSchema } from '@portal/shared/envelope';
import { HealthDataSchema } from '@portal/shared/health';
import type { DatabaseHandle } from '../../db/connection';
import { ok } from '../../lib/envelope';
import { databaseUnavailable } from '../../lib/errors';

// A balancer's probe must get its answer quickly: the database has this long (record 0018).
const PING_WITHIN_MS = 1000;

/** Liveness and database reachability, for load balancers and operators. */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  version: string;
}> = async (app, { database, version }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service health and database reachability',
        response: { 200: envelopeSchema(HealthDataSchema), 503: ErrorEnvelopeSchema },
      },
    },
    async () => {
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
  );
};
