import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import { nairobiDay } from '@portal/shared/calendar';
import { utilityTariffCalls } from '@portal/shared/utility-tariffs';
import { deleteTariff, insertTariff, updateTariff } from '@server/domain/utilities/tariffs';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { paginate } from '@server/lib/pagination';
import { guards } from '@server/plugins/authentication';
import { currentTariffs, findTariff, tariffIds, tariffsByIds } from './queries';

/**
 * The tariffs by version (docs/product.md, "Utilities"): holders of `utilities.manage` keep them,
 * whoever reads or bills utilities reads them, and anyone reads those in force and announced.
 */
export const utilityTariffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const manage = guards.permitted('utilities.manage');
  const read = guards.permitted('utilities.view_all', 'utilities.manage', 'utilities.bill');
  const tag = 'utilities';
  const today = () => nairobiDay(clock.now());
  const linkBase = `${config.appUrl}${API_BASE}${utilityTariffCalls.list.path}`;

  app.route({
    ...declared(utilityTariffCalls.list, { tag }),
    onRequest: read,
    handler: async (request) => {
      const { page, per_page, ...filter } = request.query;
      const day = today();
      return paginate(
        tariffIds(db, filter),
        (ids) => tariffsByIds(db, ids, day),
        { page, per_page },
        linkBase,
        undefined,
        { ...filter },
      );
    },
  });

  app.route({
    ...declared(utilityTariffCalls.create, { tag }),
    onRequest: manage,
    handler: async (request, reply) => {
      const by = actorOf(request).user.id;
      const id = await db
        .transaction()
        .execute((trx) =>
          auditTrail(request).creation(trx, 'utility_tariff.created', () =>
            insertTariff(trx, request.body, by, clock.now().toISOString()),
          ),
        );
      return reply.status(201).send(ok(await findTariff(db, id, today()), 'Tariff version added.'));
    },
  });

  app.route({
    ...declared(utilityTariffCalls.show, { tag }),
    onRequest: read,
    handler: async (request) => ok(await findTariff(db, request.params.id, today())),
  });

  app.route({
    ...declared(utilityTariffCalls.update, { tag }),
    onRequest: manage,
    handler: async (request) => {
      const { id } = request.params;
      const by = actorOf(request).user.id;
      await db
        .transaction()
        .execute((trx) =>
          auditTrail(request).change(trx, 'utility_tariff.updated', id, () =>
            updateTariff(trx, id, request.body, by, clock.now().toISOString()),
          ),
        );
      return ok(await findTariff(db, id, today()), 'Tariff version updated.');
    },
  });

  app.route({
    ...declared(utilityTariffCalls.remove, { tag }),
    onRequest: manage,
    handler: async (request) => {
      const { id } = request.params;
      await db
        .transaction()
        .execute((trx) =>
          auditTrail(request).change(trx, 'utility_tariff.deleted', id, () =>
            deleteTariff(trx, id),
          ),
        );
      return okMessage('Tariff version deleted.');
    },
  });

  app.route({
    ...declared(utilityTariffCalls.current, { tag, security: null }),
    handler: async () => ok(await currentTariffs(db, today())),
  });
};
