import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import { partnershipCalls } from '@portal/shared/vendor-partnerships';
import { ok } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { paginate } from '@server/lib/pagination';
import { guards } from '@server/plugins/authentication';
import { partnershipFor, STAFF_PERMISSIONS } from './access';
import { attentionPage } from './attention';
import { partnershipAnswer, partnershipIds, partnershipRows } from './queries';
import { auditRoutes } from './audit-routes';
import { partnershipJobs } from './jobs';
import { renewalRoutes } from './renewal-routes';
import { terminationRoutes } from './termination-routes';
import { revenueRoutes } from './revenue-routes';
import { reviewRoutes } from './review-routes';
import { workplanRoutes } from './workplan-routes';

const tag = 'vendor partnerships';

/**
 * The vendor partnership (docs/product.md, "The vendor partnership"): each vendor reads its own,
 * a committee member those their committee scores, staff every one.
 */
export const partnershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const linkBase = `${config.appUrl}${API_BASE}${partnershipCalls.list.path}`;

  app.route({
    ...declared(partnershipCalls.list, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const actor = actorOf(request);
      const { status, attention, waiting, search_term, ...page } = request.query;
      const scope = STAFF_PERMISSIONS.some((key) => actor.permissions.has(key))
        ? 'all'
        : { userId: actor.user.id };
      const now = app.deps.clock.now();
      return paginate(
        attentionPage(
          db,
          () => partnershipIds(db, scope, { status, waiting, searchTerm: search_term }).execute(),
          !!attention,
          now,
        ),
        (ids) => partnershipRows(db, ids, now),
        { ...page, search_term },
        linkBase,
        undefined,
        {
          ...(status ? { status } : {}),
          ...(attention ? { attention } : {}),
          ...(waiting ? { waiting } : {}),
        },
      );
    },
  });

  app.route({
    ...declared(partnershipCalls.show, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { partnership, viewer } = await partnershipFor(request, request.params.id);
      return ok(await partnershipAnswer(db, partnership, viewer, app.deps.clock.now()));
    },
  });

  await app.register(workplanRoutes);
  await app.register(reviewRoutes);
  await app.register(auditRoutes);
  await app.register(revenueRoutes);
  await app.register(renewalRoutes);
  await app.register(terminationRoutes);
  await app.register(partnershipJobs);
};
