import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationCalls } from '@portal/shared/application-calls';
import { API_BASE } from '@portal/shared/constants';
import { ok } from '@server/lib/envelope';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { applicationAnswer } from './detail';
import type { ApplicationStage } from '@portal/shared/land-journey';
import { applicationRows, pagedQueue } from '@server/domain/applications/queue';

/**
 * Reading applications: the applicant's My applications, the staff queue and a member's To
 * evaluate list are one list seen from three sides (docs/product.md, "Parcel allocation").
 */
export const applicationReadingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const linkBase = `${config.appUrl}${API_BASE}/applications`;

  app.route({
    ...declared(applicationCalls.list, { tag: 'applications' }),
    onRequest: guards.account,
    handler: async (request) =>
      pagedQueue(
        request,
        'land',
        request.query,
        config.stageTargets,
        applicationRows<ApplicationStage>,
        linkBase,
      ),
  });

  app.route({
    ...declared(applicationCalls.show, { tag: 'applications' }),
    onRequest: guards.account,
    handler: async (request) => ok(await applicationAnswer(request, request.params.id)),
  });
};
