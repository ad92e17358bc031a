import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ApiAllocation, ApiParcel } from '@portal/shared/parcel-api';
import type { ParcelStatus } from '@portal/shared/parcels';
import { rowTotal } from '../../db/row-total';
import type { Database } from '../../db/schema';

export type Page = { page: number; pageSize: number };
type Answer<T> = { status: 'ok'; totalResults: number; parcels: T[] };

// What every item of both endpoints carries: the parcel itself.
const parcelColumns = [
  'parcels.number',
  'parcels.acre',
  'parcels.min_floors',
  'parcels.max_floors',
  'parcels.land_use',
  'parcels.zone',
] as const;

/** One page of `items` (already ordered) and the total of `table`, with acres as numbers. */
async function answerPage<DB, TB extends keyof DB, T extends { acre: string }>(
  db: Kysely<Database>,
  items: SelectQueryBuilder<DB, TB, T>,
  table: 'parcels' | 'parcel_allocations',
  { page, pageSize }: Page,
): Promise<Answer<Omit<T, 'acre'> & { acre: number }>> {
  const [rows, totalResults] = await Promise.all([
    items
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    rowTotal(db, table),
  ]);
  return {
    status: 'ok',
    totalResults,
    parcels: rows.map((row) => ({ ...row, acre: Number(row.acre) })),
  };
}

/** GET /api/v1/parcels: by number, highest first (docs/product.md, "API keys and parcel data"). */
export function parcelPage(db: Kysely<Database>, page: Page): Promise<Answer<ApiParcel>> {
  const items = db
    .selectFrom('parcels')
    .leftJoin('parcel_allocations as allocation', 'allocation.parcel_id', 'parcels.id')
    .select([
      ...parcelColumns,
      sql<ParcelStatus>`case when allocation.id is null then parcels.status else 'Allocated' end`.as(
        'status',
      ),
    ])
    .orderBy('parcels.number', 'desc');
  return answerPage(db, items, 'parcels', page);
}

/**
 * GET /api/v1/parcel-allocations: by allocation date, newest first (docs/product.md, "API keys and
 * parcel data").
 */
export function allocationPage(db: Kysely<Database>, page: Page): Promise<Answer<ApiAllocation>> {
  const items = db
    .selectFrom('parcel_allocations')
    .innerJoin('parcels', 'parcels.id', 'parcel_allocations.parcel_id')
    .select([
      ...parcelColumns,
      'parcel_allocations.allocated_to',
      'parcel_allocations.allocated_at',
      'parcel_allocations.lease_term_years',
    ])
    .orderBy('parcel_allocations.allocated_at', 'desc')
    .orderBy('parcel_allocations.id', 'desc');
  return answerPage(db, items, 'parcel_allocations', page);
}
