import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { allocationCalls, parcelMessages, allocationList } from '@portal/shared/parcels';
import type { Database } from '@server/db/schema';
import { ok, okMessage } from '@server/lib/envelope';
import { conflict, validationFailed } from '@server/lib/errors';
import { registerListing } from '@server/lib/listing';
import { ensureBodyIdMatchesPath } from '@server/lib/record-ids';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import {
  allocateParcel,
  editAllocation,
  releaseAllocation,
} from '@server/domain/parcel-register/allocations';
import { ensureNoOfferHolds } from '@server/domain/parcel-register/reservations';
import { allocationIds, allocationsById, findAllocation, findParcel } from './queries';

/** The account an allocation is linked to, by its email; none when no email is given. */
async function allotteeAccount(db: Kysely<Database>, email: string | null): Promise<number | null> {
  if (!email) return null;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) throw validationFailed({ allottee_email: [parcelMessages.unknownAllottee] });
  return user.id;
}

/** Allocations of the parcel register (decision record 0016): administrators only. */
export const allocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { db } = database;
  const guard = guards.permitted('parcels.manage');

  registerListing(app, {
    listing: allocationList,
    tag: 'parcels',
    guard,
    ids: (term) => allocationIds(db, term),
    rows: (ids) => allocationsById(db, ids),
  });

  app.route({
    ...declared(allocationCalls.create, { tag: 'parcels' }),
    onRequest: guard,
    handler: async (request, reply) => {
      const { allottee_email, ...allocation } = request.body;
      const parcel = await findParcel(db, allocation.parcel_id);
      if (parcel.allocation) throw conflict(parcelMessages.parcelTaken);
      // An offered parcel is allocated by its lease, to the application it was offered to.
      await ensureNoOfferHolds(db, parcel.id);
      const user_id = await allotteeAccount(db, allottee_email);
      const id = await database.transaction((trx) =>
        allocateParcel(request, trx, parcel, { ...allocation, user_id }),
      );
      return reply
        .status(201)
        .send(ok(await findAllocation(db, id), 'Parcel allocated successfully.'));
    },
  });

  app.route({
    ...declared(allocationCalls.show, { tag: 'parcels' }),
    onRequest: guard,
    handler: async (request) => ok(await findAllocation(db, request.params.id)),
  });

  app.route({
    ...declared(allocationCalls.update, { tag: 'parcels' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const { id: bodyId, allottee_email, ...allocation } = request.body;
      ensureBodyIdMatchesPath(id, bodyId, 'allocation');
      await findAllocation(db, id);
      const user_id = await allotteeAccount(db, allottee_email);
      await database.transaction((trx) =>
        editAllocation(request, trx, id, { ...allocation, user_id }),
      );
      return ok(await findAllocation(db, id), 'Allocation updated successfully.');
    },
  });

  app.route({
    ...declared(allocationCalls.remove, { tag: 'parcels' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      await findAllocation(db, id);
      await database.transaction((trx) => releaseAllocation(request, trx, id));
      return okMessage('Allocation released successfully.');
    },
  });
};
