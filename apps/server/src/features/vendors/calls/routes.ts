import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorCallCalls, vendorCallList, vendorCallMessages } from '@portal/shared/vendor-calls';
import { isForeignKeyViolation, isUniqueViolation } from '@server/db/errors';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { conflict } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { registerListing } from '@server/lib/listing';
import { guards } from '@server/plugins/authentication';
import {
  callIds,
  callsByIds,
  deleteCall,
  findCall,
  insertCall,
  openAndUpcomingCalls,
  updateCall,
} from './queries';

/** Two calls made in the same instant may draw one reference: the later tries the next. */
const REFERENCE_ATTEMPTS = 3;

/**
 * Calls for expressions of interest (docs/product.md, "Software and cloud vendors"): holders of
 * `vendors.manage` open and change them; anyone reads the open and upcoming ones.
 */
export const vendorCallRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const guard = guards.permitted('vendors.manage');
  const tag = 'vendor calls';

  registerListing(app, {
    listing: vendorCallList,
    tag,
    guard,
    ids: (term) => callIds(db, term),
    rows: (ids) => callsByIds(db, ids, clock.now()),
  });

  app.route({
    ...declared(vendorCallCalls.create, { tag }),
    onRequest: guard,
    handler: async (request, reply) => {
      const by = actorOf(request).user.id;
      for (let attempt = 1; ; attempt++) {
        try {
          const id = await db
            .transaction()
            .execute((trx) =>
              auditTrail(request).creation(trx, 'vendor_call.created', () =>
                insertCall(trx, request.body, by, clock.now().toISOString()),
              ),
            );
          const call = await findCall(db, id, clock.now());
          return reply.status(201).send(ok(call, `Call ${call.reference} created.`));
        } catch (error) {
          if (!isUniqueViolation(error) || attempt === REFERENCE_ATTEMPTS) throw error;
        }
      }
    },
  });

  app.route({
    ...declared(vendorCallCalls.show, { tag }),
    onRequest: guard,
    handler: async (request) => ok(await findCall(db, request.params.id, clock.now())),
  });

  app.route({
    ...declared(vendorCallCalls.update, { tag }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      await findCall(db, id, clock.now());
      await db
        .transaction()
        .execute((trx) =>
          auditTrail(request).change(trx, 'vendor_call.updated', id, () =>
            updateCall(trx, id, request.body, actorOf(request).user.id, clock.now().toISOString()),
          ),
        );
      const call = await findCall(db, id, clock.now());
      return ok(call, `Call ${call.reference} updated.`);
    },
  });

  app.route({
    ...declared(vendorCallCalls.remove, { tag }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const call = await findCall(db, id, clock.now());
      if (call.applications > 0)
        throw conflict(vendorCallMessages.hasApplications(call.applications));
      try {
        await db
          .transaction()
          .execute((trx) =>
            auditTrail(request).change(trx, 'vendor_call.deleted', id, () => deleteCall(trx, id)),
          );
      } catch (error) {
        // An application started between the count and the delete: the foreign key refuses it.
        if (isForeignKeyViolation(error)) throw conflict(vendorCallMessages.hasApplications(1));
        throw error;
      }
      return okMessage(`Call ${call.reference} deleted.`);
    },
  });

  app.route({
    ...declared(vendorCallCalls.open, { tag, security: null }),
    handler: async () => ok(await openAndUpcomingCalls(db, clock.now())),
  });
};
