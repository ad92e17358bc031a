import { sql, type Kysely } from 'kysely';
import type { ApiAllocation, ApiParcel } from '@portal/shared/parcel-api';
import type { ParcelStatus } from '@portal/shared/parcels';
import type { Database } from '@server/db/schema';
import type { ListingName } from './register-snapshot';

// What every item of both endpoints carries: the parcel itself.
const parcelColumns = [
  'parcels.number',
  'parcels.acre',
  'parcels.min_floors',
  'parcels.max_floors',
  'parcels.land_use',
  'parcels.zone',
] as const;

const withAcreAsNumber = <T extends { acre: string }>(row: T) => ({
  ...row,
  acre: Number(row.acre),
});

/** Every parcel, by number, highest first (docs/product.md, "API keys and parcel data"). */
async function allParcels(db: Kysely<Database>): Promise<ApiParcel[]> {
  const rows = await db
    .selectFrom('parcels')
    .leftJoin('parcel_allocations as allocation', 'allocation.parcel_id', 'parcels.id')
    .select([
      ...parcelColumns,
      sql<ParcelStatus>`case when allocation.id is null then parcels.status else 'Allocated' end`.as(
        'status',
      ),
    ])
    .orderBy('parcels.number', 'desc')
    .execute();
  return rows.map(withAcreAsNumber);
}

/** Every allocated parcel, by allocation date, newest first (docs/product.md, same part). */
async function allAllocations(db: Kysely<Database>): Promise<ApiAllocation[]> {
  const rows = await db
    .selectFrom('parcel_allocations')
    .innerJoin('parcels', 'parcels.id', 'parcel_allocations.parcel_id')
    .select([
      ...parcelColumns,
      'parcel_allocations.allocated_to',
      'parcel_allocations.allocated_at',
      'parcel_allocations.lease_term_years',
    ])
    .orderBy('parcel_allocations.allocated_at', 'desc')
    .orderBy('parcel_allocations.id', 'desc')
    .execute();
  return rows.map(withAcreAsNumber);
}

/** The whole listing the parcel API pages through. */
export function readListing(
  db: Kysely<Database>,
  listing: ListingName,
): Promise<(ApiParcel | ApiAllocation)[]> {
  return listing === 'parcels' ? allParcels(db) : allAllocations(db);
}
