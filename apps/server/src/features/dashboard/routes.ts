import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardCalls } from '@portal/shared/dashboard';
import { ok } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { adminInsights, dashboardServices } from './queries';

/**
 * GET /dashboard (decision record 0017): every signed-in, verified, active user gets the
 * services; an administrator also gets the totals and the newest users and keys, which are never
 * sent to anyone else.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { apiKeys } = app;
  const { db } = database;

  app.route({
    ...declared(dashboardCalls.show, { tag: 'dashboard' }),
    onRequest: guards.account,
    handler: async (request) => {
      const seesInsights = actorOf(request).permissions.has('dashboard.insights');
      const [services, insights] = await Promise.all([
        dashboardServices(db),
        seesInsights ? adminInsights(db, apiKeys.vault) : undefined,
      ]);
      return ok(insights ? { ...insights, services } : { services });
    },
  });
};
