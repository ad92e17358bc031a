import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import {
  utilityConnectionCalls as calls,
  utilityConnectionMessages as says,
} from '@portal/shared/utility-connections';
import { isUniqueViolation } from '@server/db/errors';
import {
  changeConnectionStatus,
  openConnection,
  updateConnection,
} from '@server/domain/utilities/connections';
import { installMeter } from '@server/domain/utilities/meters';
import { ok } from '@server/lib/envelope';
import { conflict } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { paginate } from '@server/lib/pagination';
import { guards } from '@server/plugins/authentication';
import { utilityScopeOf } from '../scope';
import { connectionAnswer, connectionIds, connectionsByIds, visibleConnection } from './queries';

const tag = 'utilities';

/**
 * Connections and their meters (docs/product.md, "Utilities"): holders of `utilities.manage` open,
 * change and close them and fit meters; account holders read their own, staff every one.
 */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const manage = guards.permitted('utilities.manage');
  const linkBase = `${config.appUrl}${API_BASE}${calls.list.path}`;

  app.route({
    ...declared(calls.list, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { service, status, ...page } = request.query;
      const term = page.search_term || undefined;
      return paginate(
        connectionIds(db, utilityScopeOf(request), { term, service, status }),
        (ids) => connectionsByIds(db, ids),
        { ...page, search_term: term },
        linkBase,
        undefined,
        { ...(service ? { service } : {}), ...(status ? { status } : {}) },
      );
    },
  });

  app.route({
    ...declared(calls.show, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      await visibleConnection(db, utilityScopeOf(request), request.params.id);
      return ok(await connectionAnswer(db, request.params.id));
    },
  });

  app.route({
    ...declared(calls.create, { tag }),
    onRequest: manage,
    handler: async (request, reply) => {
      let id: number;
      try {
        id = await database.transaction((trx) => openConnection(request, trx, request.body));
      } catch (error) {
        // Another call opened one between the check and the insert: the index refused this one.
        if (isUniqueViolation(error)) throw conflict(says.openedMeanwhile);
        throw error;
      }
      const connection = await connectionAnswer(db, id);
      return reply.status(201).send(ok(connection, `Connection ${connection.number} opened.`));
    },
  });

  app.route({
    ...declared(calls.update, { tag }),
    onRequest: manage,
    handler: async (request) => {
      const { id } = request.params;
      await database.transaction((trx) => updateConnection(request, trx, id, request.body));
      const connection = await connectionAnswer(db, id);
      return ok(connection, `Connection ${connection.number} updated.`);
    },
  });

  app.route({
    ...declared(calls.status, { tag }),
    onRequest: manage,
    handler: async (request) => {
      const { id } = request.params;
      await database.transaction((trx) => changeConnectionStatus(request, trx, id, request.body));
      const connection = await connectionAnswer(db, id);
      return ok(connection, `Connection ${connection.number} is ${connection.status}.`);
    },
  });

  app.route({
    ...declared(calls.installMeter, { tag }),
    onRequest: manage,
    handler: async (request, reply) => {
      const { id } = request.params;
      const { serial } = request.body;
      let replaced: boolean;
      try {
        replaced = await database.transaction((trx) =>
          installMeter(request, trx, id, request.body),
        );
      } catch (error) {
        // Fitted elsewhere between the check and the insert.
        if (isUniqueViolation(error))
          throw conflict(says.serialTaken(serial), { serial: [says.serialTaken(serial)] });
        throw error;
      }
      const connection = await connectionAnswer(db, id);
      return reply
        .status(201)
        .send(
          ok(
            connection,
            replaced ? `Meter ${serial} replaces the old meter.` : `Meter ${serial} fitted.`,
          ),
        );
    },
  });
};
