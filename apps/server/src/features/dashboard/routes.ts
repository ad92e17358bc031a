import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardAnswerSchema } from '@portal/shared/dashboard';
import { errorResponses, ok } from '../../lib/envelope';
import { actorOf, guards } from '../../plugins/authentication';
import { bearerSecurity } from '../../lib/http/api-security';
import { adminInsights, dashboardServices } from './queries';

/**
 * GET /dashboard (decision record 0017): every signed-in, verified, active user gets the
 * services; an administrator also gets the totals and the newest users and keys, which are never
 * sent to anyone else.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, apiKeys } = app.deps;
  const { db } = database;

  app.get(
    '/dashboard',
    {
      onRequest: guards.account,
      schema: {
        tags: ['dashboard'],
        summary: "The caller's dashboard: services, and an administrator's insights",
        security: bearerSecurity,
        response: { 200: DashboardAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const seesInsights = actorOf(request).permissions.has('dashboard.insights');
      const [services, insights] = await Promise.all([
        dashboardServices(db),
        seesInsights ? adminInsights(db, apiKeys.vault) : undefined,
      ]);
      return ok(insights ? { ...insights, services } : { services });
    },
  );
};
