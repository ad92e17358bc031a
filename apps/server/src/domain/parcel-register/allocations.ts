import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { parcelMessages, type LeaseTerm } from '@portal/shared/parcels';
import { noteChange } from '@server/db/changes';
import { isUniqueViolation } from '@server/db/errors';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { newRecordBy } from '@server/lib/authorship';
import { conflict } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';

export type NewAllocation = {
  parcel_id: number;
  allocated_to: string;
  allocated_at: string;
  lease_term_years: LeaseTerm;
  user_id: number | null;
};

/**
 * Allocates a parcel in `trx` (decision record 0016), as an administrator does in the register
 * and as a registered lease does. The audit trail tells it as a reader sees it: the parcel went
 * from Reserved (or Available) to Allocated, and the allocation was created. Answers the
 * allocation's id; 409 when the parcel is allocated already.
 */
export async function allocateParcel(
  request: FastifyRequest,
  trx: Transaction<Database>,
  parcel: { id: number; status: string },
  allocation: NewAllocation,
): Promise<number> {
  noteChange(trx, 'parcels');
  const by = actorOf(request).user.id;
  const now = request.server.deps.clock.now().toISOString();
  const audit = auditTrail(request);
  // Allocated from the column's Reserved (an offer) or Available: the allocation, not the
  // column, makes a parcel Allocated, so the column is left Available for its release.
  const allocate = async () => {
    await trx
      .updateTable('parcels')
      .set({ status: 'Available', updated_by: by, updated_at: now })
      .where('id', '=', parcel.id)
      .execute();
    return audit.creation(trx, 'allocation.created', async () => {
      const row = await trx
        .insertInto('parcel_allocations')
        .values({ ...allocation, ...newRecordBy(by, now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  };
  try {
    return await audit.change(trx, 'parcel.updated', parcel.id, allocate);
  } catch (error) {
    // Another allocation took the parcel between the look-up and the insert.
    if (isUniqueViolation(error)) throw conflict(parcelMessages.parcelTaken);
    throw error;
  }
}

/** Saves the register's edit of allocation `id`. */
export function editAllocation(
  request: FastifyRequest,
  trx: Transaction<Database>,
  id: number,
  allocation: Omit<NewAllocation, 'parcel_id'>,
): Promise<void> {
  noteChange(trx, 'parcels');
  return auditTrail(request).change(trx, 'allocation.updated', id, async () => {
    await trx
      .updateTable('parcel_allocations')
      .set({
        ...allocation,
        updated_by: actorOf(request).user.id,
        updated_at: request.server.deps.clock.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  });
}

/** Releases allocation `id`: its parcel reads as its own status again. */
export function releaseAllocation(
  request: FastifyRequest,
  trx: Transaction<Database>,
  id: number,
): Promise<void> {
  noteChange(trx, 'parcels');
  return auditTrail(request).change(trx, 'allocation.deleted', id, async () => {
    await trx.deleteFrom('parcel_allocations').where('id', '=', id).execute();
  });
}
