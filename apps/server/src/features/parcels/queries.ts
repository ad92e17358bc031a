import type { Kysely } from 'kysely';
import type { AllocationRecord, ParcelRecord } from '@portal/shared/parcels';
import { withAuthorNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/lib/errors';
import { containsText } from '@server/lib/text-search';

/** Parcels with their allocation, if any, and their authors' names, newest first. */
function parcelRows(db: Kysely<Database>) {
  return db
    .selectFrom('parcels')
    .$call(withAuthorNames('parcels'))
    .leftJoin('parcel_allocations as allocation', 'allocation.parcel_id', 'parcels.id')
    .select([
      'parcels.id',
      'parcels.number',
      'parcels.acre',
      'parcels.min_floors',
      'parcels.max_floors',
      'parcels.land_use',
      'parcels.zone',
      'parcels.status',
      'parcels.created_at',
      'parcels.updated_at',
      'allocation.id as allocation_id',
      'allocation.allocated_to',
      'allocation.allocated_at',
      'allocation.lease_term_years',
    ])
    .orderBy('parcels.id', 'desc');
}

type ParcelRow = Awaited<ReturnType<ReturnType<typeof parcelRows>['execute']>>[number];

/** A parcel reads Allocated while an allocation names it, whatever status it was given. */
function presentParcel(row: ParcelRow): ParcelRecord {
  const { allocation_id, allocated_to, allocated_at, lease_term_years, ...parcel } = row;
  const allocation =
    allocation_id === null
      ? null
      : {
          id: allocation_id,
          allocated_to: allocated_to!,
          allocated_at: allocated_at!,
          lease_term_years: lease_term_years!,
        };
  return { ...parcel, status: allocation ? 'Allocated' : parcel.status, allocation };
}

/** The list's ids, newest first: a term matches number, land use, zone, status or allottee. */
export function parcelIds(db: Kysely<Database>, term?: string) {
  const query = db.selectFrom('parcels').select('parcels.id').orderBy('parcels.id', 'desc');
  if (!term) return query;
  const allottees = db
    .selectFrom('parcel_allocations')
    .select('parcel_allocations.parcel_id')
    .where(containsText(['parcel_allocations.allocated_to'], term));
  const allocated = 'allocated'.includes(term.toLowerCase());
  return query.where((eb) =>
    eb.or([
      containsText(
        ['parcels.number', 'parcels.land_use', 'parcels.zone', 'parcels.status'],
        term,
      )(eb),
      eb(
        'parcels.id',
        'in',
        allocated ? db.selectFrom('parcel_allocations').select('parcel_id') : allottees,
      ),
    ]),
  );
}

export async function parcelsById(db: Kysely<Database>, ids: number[]): Promise<ParcelRecord[]> {
  return (await parcelRows(db).where('parcels.id', 'in', ids).execute()).map(presentParcel);
}

export async function findParcel(db: Kysely<Database>, id: number): Promise<ParcelRecord> {
  const row = await parcelRows(db).where('parcels.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Parcel not found.');
  return presentParcel(row);
}

/** Allocations with their parcel's number, the linked account and the authors, newest first. */
function allocationRows(db: Kysely<Database>) {
  return db
    .selectFrom('parcel_allocations')
    .$call(withAuthorNames('parcel_allocations'))
    .innerJoin('parcels', 'parcels.id', 'parcel_allocations.parcel_id')
    .leftJoin('users as allottee', 'allottee.id', 'parcel_allocations.user_id')
    .select([
      'parcel_allocations.id',
      'parcel_allocations.parcel_id',
      'parcels.number as parcel_number',
      'parcel_allocations.allocated_to',
      'parcel_allocations.allocated_at',
      'parcel_allocations.lease_term_years',
      'parcel_allocations.created_at',
      'parcel_allocations.updated_at',
      'allottee.id as allottee_id',
      'allottee.name as allottee_name',
      'allottee.email as allottee_email',
    ])
    .orderBy('parcel_allocations.allocated_at', 'desc')
    .orderBy('parcel_allocations.id', 'desc');
}

type AllocationRow = Awaited<ReturnType<ReturnType<typeof allocationRows>['execute']>>[number];

/** The last day of a lease that starts on `start` (YYYY-MM-DD) and runs `years`. */
export function leaseEnd(start: string, years: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February of a year that has none into 1 March, as a lease would.
  return new Date(Date.UTC(year + years, month - 1, day - 1)).toISOString().slice(0, 10);
}

function presentAllocation(row: AllocationRow): AllocationRecord {
  const { allottee_id, allottee_name, allottee_email, ...allocation } = row;
  return {
    ...allocation,
    allottee:
      allottee_id === null
        ? null
        : { id: allottee_id, name: allottee_name!, email: allottee_email! },
    lease_ends_at: leaseEnd(row.allocated_at, row.lease_term_years),
  };
}

/** The list's ids in the list's order (allocation date, newest first): a term matches the
 * parcel's number or the allottee. */
export function allocationIds(db: Kysely<Database>, term?: string) {
  const query = db
    .selectFrom('parcel_allocations')
    .select('parcel_allocations.id')
    .orderBy('parcel_allocations.allocated_at', 'desc')
    .orderBy('parcel_allocations.id', 'desc');
  if (!term) return query;
  return query
    .innerJoin('parcels', 'parcels.id', 'parcel_allocations.parcel_id')
    .where(containsText(['parcels.number', 'parcel_allocations.allocated_to'], term));
}

export async function allocationsById(
  db: Kysely<Database>,
  ids: number[],
): Promise<AllocationRecord[]> {
  const rows = await allocationRows(db).where('parcel_allocations.id', 'in', ids).execute();
  return rows.map(presentAllocation);
}

export async function findAllocation(db: Kysely<Database>, id: number): Promise<AllocationRecord> {
  const row = await allocationRows(db).where('parcel_allocations.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Allocation not found.');
  return presentAllocation(row);
}
