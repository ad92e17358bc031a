import { sql, type Kysely } from 'kysely';
import type { AuditEvent, AuditFilter, AuditRecordType } from '@portal/shared/audit';
import type { Database } from '@server/db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** The first instant of the UTC day after `day` (YYYY-MM-DD), as stored: `to` includes its day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString();

/** The events' ids matching `filter`, newest first. */
export function auditEventIds(db: Kysely<Database>, filter: AuditFilter) {
  const { actor_id, action, record_type, record_id, from, to } = filter;
  return db
    .selectFrom('audit_events')
    .select('id')
    .$if(actor_id !== undefined, (query) => query.where('actor_id', '=', actor_id!))
    .$if(action !== undefined, (query) => query.where('action', '=', action!))
    .$if(record_type !== undefined, (query) => query.where('record_type', '=', record_type!))
    .$if(record_id !== undefined, (query) => query.where('record_id', '=', record_id!))
    .$if(from !== undefined, (query) => query.where('at', '>=', `${from!}T00:00:00.000Z`))
    .$if(to !== undefined, (query) => query.where('at', '<', dayAfter(to!)))
    .orderBy('id', 'desc');
}

/** An event's stored columns, in the order the CSV export gives them. */
export const AUDIT_EVENT_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'ip',
  'action',
  'record_type',
  'record_id',
  'changes',
  'by_system',
] as const;

export type AuditEventRow = Awaited<ReturnType<typeof auditEventsById>>[number];

/** The events with these ids, newest first, as stored. */
export function auditEventsById(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('audit_events')
    .select(AUDIT_EVENT_COLUMNS)
    .where('id', 'in', ids)
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The events matching `filter`, newest first, `size` at a time: each batch is one short query
 * after the last id seen, so a long download holds neither a connection nor the rows it sent.
 */
export async function* auditEventBatches(
  db: Kysely<Database>,
  filter: AuditFilter,
  size: number,
): AsyncGenerator<AuditEventRow[]> {
  let before: number | undefined;
  for (;;) {
    const batch = await auditEventIds(db, filter)
      .clearSelect()
      .select(AUDIT_EVENT_COLUMNS)
      .$if(before !== undefined, (query) => query.where('id', '<', before!))
      .limit(size)
      .execute();
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < size) return;
    before = batch.at(-1)!.id;
  }
}

type Names = Map<string, string>;
const nameKey = (type: string, id: number) => `${type}:${id}`;

/** Each record type's name column: what a reader calls a parcel, an invoice, a user. */
const nameQueries: Partial<
  Record<
    AuditRecordType,
    (db: Kysely<Database>, ids: number[]) => Promise<{ id: number; name: string }[]>
  >
> = {
  user: (db, ids) => db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute(),
  role: (db, ids) => db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute(),
  service: (db, ids) =>
    db.selectFrom('services').select(['id', 'name']).where('id', 'in', ids).execute(),
  committee: (db, ids) =>
    db.selectFrom('committees').select(['id', 'name']).where('id', 'in', ids).execute(),
  parcel: (db, ids) =>
    db.selectFrom('parcels').select(['id', 'number as name']).where('id', 'in', ids).execute(),
  allocation: (db, ids) =>
    db
      .selectFrom('parcel_allocations')
      .innerJoin('parcels', 'parcels.id', 'parcel_allocations.parcel_id')
      .select(['parcel_allocations.id', 'parcels.number as name'])
      .where('parcel_allocations.id', 'in', ids)
      .execute(),
  api_key: (db, ids) =>
    db.selectFrom('api_keys').select(['id', 'name']).where('id', 'in', ids).execute(),
  application: (db, ids) =>
    db
      .selectFrom('applications')
      .select(['id', 'reference as name'])
      .where('id', 'in', ids)
      .execute(),
  invoice: (db, ids) =>
    db.selectFrom('invoices').select(['id', 'number as name']).where('id', 'in', ids).execute(),
  vendor_call: (db, ids) =>
    db
      .selectFrom('vendor_calls')
      .select(['id', 'reference as name'])
      .where('id', 'in', ids)
      .execute(),
  utility_connection: (db, ids) =>
    db
      .selectFrom('utility_connections')
      .select(['id', 'number as name'])
      .where('id', 'in', ids)
      .execute(),
  // 'W-TC-P3-0079 at 2026-11-30T20:30:00.000Z': a reading is known by its connection and time.
  utility_reading: async (db, ids) =>
    (
      await db
        .selectFrom('utility_readings')
        .innerJoin(
          'utility_connections',
          'utility_connections.id',
          'utility_readings.connection_id',
        )
        .select(['utility_readings.id', 'utility_connections.number', 'utility_readings.read_at'])
        .where('utility_readings.id', 'in', ids)
        .execute()
    ).map(({ id, number, read_at }) => ({ id, name: `${number} at ${read_at}` })),
  payment_transaction: (db, ids) =>
    db
      .selectFrom('payment_transactions')
      .select(['id', 'transaction_id as name'])
      .where('id', 'in', ids)
      .execute(),
  // 'mpesa 2026-11-26': a day's reconciliation of one provider.
  payment_reconciliation: (db, ids) =>
    db
      .selectFrom('payment_reconciliations')
      .select(['id', sql<string>`provider || ' ' || day`.as('name')])
      .where('id', 'in', ids)
      .execute(),
  // A partnership is known by its vendor's organisation, as its opening application names it.
  vendor_partnership: (db, ids) =>
    db
      .selectFrom('vendor_partnerships')
      .innerJoin('applications', 'applications.id', 'vendor_partnerships.application_id')
      .select([
        'vendor_partnerships.id',
        sql<string>`coalesce(applications.organisation_name, applications.reference)`.as('name'),
      ])
      .where('vendor_partnerships.id', 'in', ids)
      .execute(),
  // 'water domestic from 2026-01-01': a version is known by what it prices and its day.
  utility_tariff: (db, ids) =>
    db
      .selectFrom('utility_tariffs')
      .select([
        'id',
        sql<string>`service || ' ' || customer_class || ' from ' || effective_from`.as('name'),
      ])
      .where('id', 'in', ids)
      .execute(),
};

/** The current names of the records `rows` are about, one query per record type. */
export async function recordNames(db: Kysely<Database>, rows: AuditEventRow[]): Promise<Names> {
  const idsByType = new Map<string, Set<number>>();
  for (const { record_type, record_id } of rows) {
    if (record_id === null) continue;
    const ids = idsByType.get(record_type) ?? new Set<number>();
    idsByType.set(record_type, ids.add(record_id));
  }
  const names: Names = new Map();
  for (const [type, ids] of idsByType) {
    const query = Object.hasOwn(nameQueries, type)
      ? nameQueries[type as AuditRecordType]
      : undefined;
    for (const { id, name } of query ? await query(db, [...ids]) : [])
      names.set(nameKey(type, id), name);
  }
  return names;
}

/** An event as the client reads it, with the current name of its record from `names`. */
export function presentAuditEvent(row: AuditEventRow, names: Names): AuditEvent {
  const { actor_id, actor_name, changes, by_system, ...event } = row;
  return {
    ...event,
    actor:
      actor_id === null && by_system === 0
        ? null
        : { id: actor_id, name: actor_name, by_system: by_system === 1 },
    record_name:
      event.record_id === null
        ? null
        : (names.get(nameKey(event.record_type, event.record_id)) ?? null),
    changes: JSON.parse(changes) as AuditEvent['changes'],
  };
}
