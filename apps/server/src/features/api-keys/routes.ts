import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyCalls, expiryDateProblem, apiKeyList } from '@portal/shared/api-keys';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { newApiKey } from '@server/lib/api-key-vault';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { validationFailed } from '@server/lib/errors';
import { registerListing } from '@server/lib/listing';
import { ensureBodyIdMatchesPath } from '@server/lib/record-ids';
import { actorOf, type Actor } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { authorityToday } from '@server/domain/api-keys/expiry';
import { deleteKey, insertKey, updateKey } from '@server/domain/api-keys/key-records';
import { apiKeyIds, apiKeysById, findApiKey } from './queries';

/**
 * The API key calls (decision record 0016): every verified, active account manages its own
 * keys; an administrator sees and manages every key, with its owner.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { apiKeys } = app;
  const { db } = database;
  const { vault, requests } = apiKeys;
  const guard = guards.account;
  const find = (viewer: Actor, id: number) => findApiKey(db, vault, clock, viewer, id);
  /** A new expiry date comes after today; an edited key may keep its own (record 0028). */
  const ensureExpiryAllowed = (date: string, kept?: string) => {
    const problem = expiryDateProblem(date, authorityToday(clock), kept);
    if (problem) throw validationFailed({ expiry_date: [problem] });
  };

  /**
   * Writes key `id` in a transaction; an act on someone else's key is administrative and goes on
   * the audit trail, an owner's on their own key does not (record 0029).
   */
  const writeKey = (
    request: FastifyRequest,
    key: { id: number; api_owner: { id: number } },
    action: 'api_key.updated' | 'api_key.deleted',
    write: (trx: Kysely<Database>) => Promise<unknown>,
  ) =>
    db.transaction().execute(async (trx) => {
      if (key.api_owner.id === actorOf(request).user.id) await write(trx);
      else await auditTrail(request).change(trx, action, key.id, () => write(trx));
    });

  registerListing(app, {
    listing: apiKeyList,
    tag: 'apis',
    guard,
    ids: (term, request) => apiKeyIds(db, actorOf(request), term),
    rows: async (ids) => {
      // Requests shows every call this instance has answered, not those up to the last flush.
      await requests.flush();
      return apiKeysById(db, vault, clock, ids);
    },
  });

  app.route({
    ...declared(apiKeyCalls.create, { tag: 'apis' }),
    onRequest: guard,
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { user } = actor;
      ensureExpiryAllowed(request.body.expiry_date);
      const key = newApiKey();
      const now = clock.now().toISOString();
      const id = await insertKey(db, vault, key, { ...request.body, user_id: user.id }, now);
      return reply.status(201).send(ok(await find(actor, id), 'API key created successfully.'));
    },
  });

  app.route({
    ...declared(apiKeyCalls.show, { tag: 'apis' }),
    onRequest: guard,
    handler: async (request) => {
      await requests.flush();
      return ok(await find(actorOf(request), request.params.id));
    },
  });

  app.route({
    ...declared(apiKeyCalls.update, { tag: 'apis' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const { name, expiry_date } = request.body;
      const actor = actorOf(request);
      ensureBodyIdMatchesPath(id, request.body.id, 'API key');
      const stored = await find(actor, id);
      ensureExpiryAllowed(expiry_date, stored.expiry_date);
      await writeKey(request, stored, 'api_key.updated', (trx) =>
        updateKey(trx, id, { name, expiry_date }, clock.now().toISOString()),
      );
      return ok(await find(actor, id), 'API key updated successfully.');
    },
  });

  app.route({
    ...declared(apiKeyCalls.remove, { tag: 'apis' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const stored = await find(actorOf(request), id);
      await writeKey(request, stored, 'api_key.deleted', (trx) => deleteKey(trx, id));
      return okMessage('API key deleted successfully.');
    },
  });
};
