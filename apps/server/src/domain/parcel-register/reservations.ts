import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { ApplicationStage } from '@portal/shared/land-journey';
import { applicationMessages } from '@portal/shared/application-messages';
import { parcelMessages } from '@portal/shared/parcels';
import { noteChange } from '@server/db/changes';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { conflict, validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';

/** Stages in which an application's offer holds its parcel: until its lease allocates it. */
export const LIVE_OFFER_STAGES: readonly ApplicationStage[] = ['offer_issued', 'premium_paid'];

/** Live offers on the parcel of the row being looked at, for a `where` on `parcels`. */
export const liveOffersOnThisParcel = (eb: ExpressionBuilder<Database, 'parcels'>) =>
  eb
    .selectFrom('applications')
    .select('applications.id')
    .whereRef('applications.offer_parcel_id', '=', 'parcels.id')
    .where('applications.stage', 'in', LIVE_OFFER_STAGES);

/** The application whose live offer holds parcel `parcelId`, other than `except`, if any. */
export async function offerHolding(
  db: Kysely<Database>,
  parcelId: number,
  except?: number,
): Promise<{ id: number; reference: string } | undefined> {
  let query = db
    .selectFrom('applications')
    .select(['id', 'reference'])
    .where('offer_parcel_id', '=', parcelId)
    .where('stage', 'in', LIVE_OFFER_STAGES);
  if (except !== undefined) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

/** Refuses a change to a parcel that a live offer holds: 409 naming the application. */
export async function ensureNoOfferHolds(db: Kysely<Database>, parcelId: number): Promise<void> {
  const holder = await offerHolding(db, parcelId);
  if (holder) throw conflict(parcelMessages.reservedFor(holder.reference));
}

/** A parcel's status in the register and its allocation, if any; undefined for no such parcel. */
function registerState(trx: Kysely<Database>, parcelId: number) {
  return trx
    .selectFrom('parcels')
    .leftJoin('parcel_allocations', 'parcel_allocations.parcel_id', 'parcels.id')
    .select(['parcels.status', 'parcel_allocations.id as allocation_id'])
    .where('parcels.id', '=', parcelId)
    .executeTakeFirst();
}

/**
 * Reserves parcel `id` for an offer, or refuses: unknown is a 422 on the field, one that another
 * live offer holds a 409 naming its application, any other reserved or allocated parcel a 409.
 * The update is conditional on Available, so two offers of one parcel at once reserve it once.
 */
export async function reserveParcel(
  request: FastifyRequest,
  trx: Transaction<Database>,
  id: number,
  now: string,
): Promise<void> {
  const parcel = await registerState(trx, id);
  if (!parcel) throw validationFailed({ parcel_id: [applicationMessages.choice] });
  await ensureNoOfferHolds(trx, id);
  if (parcel.status !== 'Available' || parcel.allocation_id !== null) {
    throw conflict(applicationMessages.parcelNotAvailable);
  }
  noteChange(trx, 'parcels');
  await auditTrail(request).change(trx, 'parcel.updated', id, async () => {
    const result = await trx
      .updateTable('parcels')
      .set({ status: 'Reserved', updated_by: actorOf(request).user.id, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'Available')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict(applicationMessages.parcelNotAvailable);
  });
}

/**
 * What a withdrawal undoes on the register: the parcel application `applicationId` was offered is
 * Available again, but only while the reservation is still that offer's: not allocated since, and
 * held by no other live offer.
 */
export async function releaseReservation(
  request: FastifyRequest,
  trx: Transaction<Database>,
  parcelId: number,
  applicationId: number,
  now: string,
): Promise<void> {
  const parcel = await registerState(trx, parcelId);
  if (!parcel || parcel.status !== 'Reserved' || parcel.allocation_id !== null) return;
  if (await offerHolding(trx, parcelId, applicationId)) return;
  noteChange(trx, 'parcels');
  await auditTrail(request).change(trx, 'parcel.updated', parcelId, () =>
    trx
      .updateTable('parcels')
      .set({ status: 'Available', updated_by: actorOf(request).user.id, updated_at: now })
      .where('id', '=', parcelId)
      .where('status', '=', 'Reserved')
      .execute(),
  );
}
