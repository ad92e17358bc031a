import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcClientCalls } from '@portal/shared/oidc-clients';
import { isUniqueViolation } from '@server/db/errors';
import {
  createClient,
  findClient,
  listClients,
  removeClient,
  updateClient,
} from '@server/domain/oidc/clients';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { conflict, notFound, validationFailed } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';

const NOT_FOUND = 'OpenID Connect client not found.';
const TAKEN = 'This service already has an OpenID Connect client: change that one.';
const UNKNOWN_SERVICE = 'Choose one of the services in the catalogue.';

/**
 * The linked services' OpenID Connect clients, kept by whoever keeps the catalogue
 * (docs/product.md, "Signing in to linked services"). Each change is on the service's trail.
 */
export const oidcClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const permitted = guards.permitted('services.manage');

  async function serviceExists(id: number) {
    const found = await db
      .selectFrom('services')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw validationFailed({ service_id: [UNKNOWN_SERVICE] }, UNKNOWN_SERVICE);
  }
  /** Runs `write`, answering the 409 when the service already has a client. */
  async function unlessTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TAKEN);
      throw error;
    }
  }

  app.route({
    ...declared(oidcClientCalls.list, { tag: 'oidc' }),
    onRequest: permitted,
    handler: async () => ok(await listClients(db), 'OpenID Connect clients'),
  });

  app.route({
    ...declared(oidcClientCalls.show, { tag: 'oidc' }),
    onRequest: permitted,
    handler: async (request) => {
      const client = await findClient(db, request.params.id);
      if (!client) throw notFound(NOT_FOUND);
      return ok(client, 'OpenID Connect client');
    },
  });

  app.route({
    ...declared(oidcClientCalls.create, { tag: 'oidc' }),
    onRequest: permitted,
    handler: async (request, reply) => {
      await serviceExists(request.body.service_id);
      const created = await unlessTaken(() =>
        db.transaction().execute(async (trx) => {
          const client = await createClient(trx, clock, request.body);
          await auditTrail(request).note(trx, 'service.oidc_client_registered', client.service_id);
          return client;
        }),
      );
      return reply
        .status(201)
        .send(ok(created, 'Client registered. Copy its secret now: it is not shown again.'));
    },
  });

  app.route({
    ...declared(oidcClientCalls.update, { tag: 'oidc' }),
    onRequest: permitted,
    handler: async (request) => {
      const { id } = request.params;
      await serviceExists(request.body.service_id);
      const updated = await unlessTaken(() =>
        db.transaction().execute(async (trx) => {
          if (!(await updateClient(trx, clock, id, request.body))) return false;
          await auditTrail(request).note(
            trx,
            'service.oidc_client_changed',
            request.body.service_id,
          );
          return true;
        }),
      );
      if (!updated) throw notFound(NOT_FOUND);
      return ok((await findClient(db, id))!, 'Client updated.');
    },
  });

  app.route({
    ...declared(oidcClientCalls.remove, { tag: 'oidc' }),
    onRequest: permitted,
    handler: async (request) => {
      const client = await findClient(db, request.params.id);
      if (!client) throw notFound(NOT_FOUND);
      await db.transaction().execute(async (trx) => {
        await removeClient(trx, client.id);
        await auditTrail(request).note(trx, 'service.oidc_client_removed', client.service_id);
      });
      return okMessage('Client removed: its tokens no longer work.');
    },
  });
};
