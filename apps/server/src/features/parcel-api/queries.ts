import { sql, type Kysely } from 'kysely';
import type { ApiAllocation, ApiParcel } from '@portal/shared/parcel-api';
import type { ParcelStatus } from '@portal/shared/parcels';
import type { Database } from '../../db/schema';

export type Page = { page: number; pageSize: number };
type Answer<T> = { status: 'ok'; totalResults: number; parcels: T[] };

const window = ({ page, pageSize }: Page) => ({ limit: pageSize, offset: (page - 1) * pageSize });

async function total(db: Kysely<Database>, table: 'parcels' | 'parcel_allocations') {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** GET /api/v1/parcels: parcels by number, descending (SPEC-NOTES.md). */
export async function parcelPage(db: Kysely<Database>, page: Page): Promise<Answer<ApiParcel>> {
  const { limit, offset } = window(page);
  const [rows, totalResults] = await Promise.all([
    db
      .selectFrom('parcels')
      .leftJoin('parcel_allocations as allocation', 'allocation.parcel_id', 'parcels.id')
      .select([
        'parcels.number',
        'parcels.acre',
        'parcels.min_floors',
        'parcels.max_floors',
        'parcels.land_use',
        'parcels.zone',
        sql<ParcelStatus>`case when allocation.id is null then parcels.status else 'Allocated' end`.as(
          'status',
        ),
      ])
      .orderBy('parcels.number', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    total(db, 'parcels'),
  ]);
  return {
    status: 'ok',
    totalResults,
    parcels: rows.map((row) => ({ ...row, acre: Number(row.acre) })),
  };
}

/** GET /api/v1/parcel-allocations: by allocation date, newest first (SPEC-NOTES.md). */
export async function allocationPage(
  db: Kysely<Database>,
  page: Page,
): Promise<Answer<ApiAllocation>> {
  const { limit, offset } = window(page);
  const [rows, totalResults] = await Promise.all([
    db
      .selectFrom('parcel_allocations')
      .innerJoin('parcels', 'parcels.id', 'parcel_allocations.parcel_id')
      .select([
        'parcels.number',
        'parcels.acre',
        'parcels.min_floors',
        'parcels.max_floors',
        'parcels.land_use',
        'parcels.zone',
        'parcel_allocations.allocated_to',
        'parcel_allocations.allocated_at',
        'parcel_allocations.lease_term_years',
      ])
      .orderBy('parcel_allocations.allocated_at', 'desc')
      .orderBy('parcel_allocations.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    total(db, 'parcel_allocations'),
  ]);
  return {
    status: 'ok',
    totalResults,
    parcels: rows.map((row) => ({ ...row, acre: Number(row.acre) })),
  };
}
