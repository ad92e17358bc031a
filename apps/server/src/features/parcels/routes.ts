import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parcelCalls, parcelMessages, parcelList } from '@portal/shared/parcels';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { announceAfterEveryWrite } from '../../lib/after-writes';
import { auditTrail } from '../../lib/audit/trail';
import { ok, okMessage } from '../../lib/envelope';
import { conflict } from '../../lib/errors';
import { registerListing } from '../../lib/listing';
import { ensureBodyIdMatchesPath } from '../../lib/record-ids';
import { actorOf } from '../../lib/http/actor';
import { guards } from '../../plugins/authentication';
import { declared } from '../../lib/http/declared-route';
import { findParcel, parcelIds, parcelsById } from './queries';
import { newRecordBy } from '../../lib/authorship';
import { deleteUnlessOffered, setAvailableUnlessOffered } from '../../domain/parcel-reservations';
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
  const { database, clock } = app.deps;
  const { db } = database;
  const guard = guards.permitted('parcels.manage');
  announceAfterEveryWrite(app, 'parcels');

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
      const by = actorOf(request).user.id;
      const now = clock.now().toISOString();
      const id = await withUniqueNumber(() =>
        db.transaction().execute((trx) =>
          auditTrail(request).creation(trx, 'parcel.created', async () => {
            const row = await trx
              .insertInto('parcels')
              .values({
                ...request.body,
                ...newRecordBy(by, now),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            return row.id;
          }),
        ),
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
      const values = {
        ...parcel,
        updated_by: actorOf(request).user.id,
        updated_at: clock.now().toISOString(),
      };
      await withUniqueNumber(() =>
        db.transaction().execute((trx) =>
          auditTrail(request).change(trx, 'parcel.updated', id, async () => {
            // A parcel an offer reserved is freed by its lease or a withdrawal, not by an edit.
            if (parcel.status === 'Available') await setAvailableUnlessOffered(trx, id, values);
            else await trx.updateTable('parcels').set(values).where('id', '=', id).execute();
          }),
        ),
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
        await db
          .transaction()
          .execute((trx) =>
            auditTrail(request).change(trx, 'parcel.deleted', id, () =>
              deleteUnlessOffered(trx, id),
            ),
          );
      } catch (error) {
        // Allocated between the look-up and the delete.
        if (isForeignKeyViolation(error)) throw conflict(parcelMessages.parcelAllocated);
        throw error;
      }
      return okMessage('Parcel deleted successfully.');
    },
  });
};
