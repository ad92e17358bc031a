import type { FastifyRequest } from 'fastify';
import type { Insertable, Transaction } from 'kysely';
import { noteChange } from '@server/db/changes';
import type { Database, ParcelsTable } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { newRecordBy } from '@server/lib/authorship';
import { actorOf } from '@server/lib/http/actor';
import { ensureNoOfferHolds, liveOffersOnThisParcel } from './reservations';

type ParcelValues = Omit<Insertable<ParcelsTable>, 'id' | keyof ReturnType<typeof newRecordBy>>;

/** Adds a parcel to the register; answers its id. A number already taken fails the insert. */
export function createParcel(
  request: FastifyRequest,
  trx: Transaction<Database>,
  parcel: ParcelValues,
): Promise<number> {
  noteChange(trx, 'parcels');
  const now = request.server.deps.clock.now().toISOString();
  return auditTrail(request).creation(trx, 'parcel.created', async () => {
    const row = await trx
      .insertInto('parcels')
      .values({ ...parcel, ...newRecordBy(actorOf(request).user.id, now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * Saves the register's edit of parcel `id`. A parcel an offer reserved is freed by its lease or a
 * withdrawal, not by an edit: made Available, the update is conditional on no live offer holding
 * it, so an offer made meanwhile is never undone (409 naming the application).
 */
export function editParcel(
  request: FastifyRequest,
  trx: Transaction<Database>,
  id: number,
  parcel: ParcelValues,
): Promise<void> {
  noteChange(trx, 'parcels');
  const values = {
    ...parcel,
    updated_by: actorOf(request).user.id,
    updated_at: request.server.deps.clock.now().toISOString(),
  };
  return auditTrail(request).change(trx, 'parcel.updated', id, async () => {
    if (parcel.status !== 'Available') {
      await trx.updateTable('parcels').set(values).where('id', '=', id).execute();
      return;
    }
    const result = await trx
      .updateTable('parcels')
      .set(values)
      .where('id', '=', id)
      .where((eb) => eb.not(eb.exists(liveOffersOnThisParcel(eb))))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) await ensureNoOfferHolds(trx, id);
  });
}

/**
 * Deletes parcel `id` from the register unless a live offer holds it (409 naming the
 * application): the offer would otherwise lose its parcel. Conditional, like the edit.
 */
export function deleteParcel(
  request: FastifyRequest,
  trx: Transaction<Database>,
  id: number,
): Promise<void> {
  noteChange(trx, 'parcels');
  return auditTrail(request).change(trx, 'parcel.deleted', id, async () => {
    const result = await trx
      .deleteFrom('parcels')
      .where('id', '=', id)
      .where((eb) => eb.not(eb.exists(liveOffersOnThisParcel(eb))))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) await ensureNoOfferHolds(trx, id);
  });
}
