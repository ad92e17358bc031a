import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationAnswerSchema } from '@portal/shared/application-detail';
import {
  ApplicationListAnswerSchema,
  ApplicationQuerySchema,
} from '@portal/shared/application-lists';
import { API_BASE } from '@portal/shared/constants';
import { IdParamsSchema } from '@portal/shared/records';
import { errorResponses, ok } from '../../lib/envelope';
import { paginate } from '../../lib/pagination';
import { actorOf, guards } from '../../plugins/authentication';
import { bearerSecurity } from '../../lib/http/api-security';
import { applicationAnswer } from './detail';
import { applicationQueuePage, applicationRows } from './queries';

/**
 * Reading applications: the applicant's My applications, the staff queue and a member's To
 * evaluate list are one list seen from three sides (docs/product.md, "Parcel allocation").
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const linkBase = `${config.appUrl}${API_BASE}/applications`;

  app.get(
    '/applications',
    {
      onRequest: guards.account,
      schema: {
        tags: ['applications'],
        summary: 'Applications the caller may see: overdue first, then newest; links keep filters',
        security: bearerSecurity,
        querystring: ApplicationQuerySchema,
        response: { 200: ApplicationListAnswerSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, per_page, search_term, ...filter } = request.query;
      const term = search_term || undefined;
      const now = clock.now();
      return paginate(
        applicationQueuePage(
          database,
          actorOf(request),
          { ...filter, search_term: term },
          now,
          config.stageTargets,
        ),
        (ids) => applicationRows(db, ids, now, config.stageTargets, actorOf(request).user.id),
        { page, per_page, search_term: term },
        linkBase,
        undefined,
        Object.fromEntries(
          Object.entries(filter)
            .filter(([, value]) => value !== undefined)
            .map(([name, value]) => [name, String(value)]),
        ),
      );
    },
  );

  app.get(
    '/applications/:id',
    {
      onRequest: guards.account,
      schema: {
        tags: ['applications'],
        summary: 'One application with its documents, invoices, letters, scores and history',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: ApplicationAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ok(await applicationAnswer(request, request.params.id)),
  );
};
