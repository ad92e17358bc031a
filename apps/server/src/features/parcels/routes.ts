import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parcelCalls, parcelMessages, parcelList } from '@portal/shared/parcels';
import { isForeignKeyViolation, isUniqueViolation } from '@server/db/errors';
import { ok, okMessage } from '@server/lib/envelope';
import { conflict } from '@server/lib/errors';
import { registerListing } from '@server/lib/listing';
import { ensureBodyIdMatchesPath } from '@server/lib/record-ids';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { findParcel, parcelIds, parcelsById } from './queries';
import { createParcel, deleteParcel, editParcel } from '@server/domain/parcel-register/parcels';
import { allocationRoutes } from './allocation-routes';

const numberTaken = () => conflict('A parcel with this number already exists.');

/** Runs a write that may give a parcel a number another parcel holds. */
async function withUniqueNumber<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
}

/** The parcel register of the back office (decision record 0016): administrators only. */
export const parcelRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(allocationRoutes);
  const { database } = app.deps;
  const { db } = database;
  const guard = guards.permitted('parcels.manage');

  registerListing(app, {
    listing: parcelList,
    tag: 'parcels',
    guard,
    ids: (term) => parcelIds(db, term),
    rows: (ids) => parcelsById(db, ids),
  });

  app.route({
    ...declared(parcelCalls.create, { tag: 'parcels' }),
    onRequest: guard,
    handler: async (request, reply) => {
      const id = await withUniqueNumber(() =>
        database.transaction((trx) => createParcel(request, trx, request.body)),
      );
      return reply.status(201).send(ok(await findParcel(db, id), 'Parcel created successfully.'));
    },
  });

  app.route({
    ...declared(parcelCalls.show, { tag: 'parcels' }),
    onRequest: guard,
    handler: async (request) => ok(await findParcel(db, request.params.id)),
  });

  app.route({
    ...declared(parcelCalls.update, { tag: 'parcels' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const { id: bodyId, ...parcel } = request.body;
      ensureBodyIdMatchesPath(id, bodyId, 'parcel');
      await findParcel(db, id);
      await withUniqueNumber(() =>
        database.transaction((trx) => editParcel(request, trx, id, parcel)),
      );
      return ok(await findParcel(db, id), 'Parcel updated successfully.');
    },
  });

  app.route({
    ...declared(parcelCalls.remove, { tag: 'parcels' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const parcel = await findParcel(db, id);
      if (parcel.allocation) throw conflict(parcelMessages.parcelAllocated);
      try {
        await database.transaction((trx) => deleteParcel(request, trx, id));
      } catch (error) {
        // Allocated between the look-up and the delete.
        if (isForeignKeyViolation(error)) throw conflict(parcelMessages.parcelAllocated);
        throw error;
      }
      return okMessage('Parcel deleted successfully.');
    },
  });
};
