import type { Kysely } from 'kysely';
import type { ConnectionStatus, UtilityService } from '@portal/shared/utilities';
import type { Connection } from '@portal/shared/utility-connections';
import { withAuthorNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import { connectionNotFound } from '@server/domain/utilities/connections';
import { owedByConnection } from '@server/domain/utilities/owed';
import { containsText } from '@server/lib/text-search';
import type { UtilityScope } from '../scope';

export type ConnectionFilter = {
  term?: string | undefined;
  service?: UtilityService | undefined;
  status?: ConnectionStatus | undefined;
};

/**
 * The ids of the connections `scope` sees, newest first, narrowed by `filter`: the term in the
 * connection's number, its parcel's number or its holder's name.
 */
export function connectionIds(db: Kysely<Database>, scope: UtilityScope, filter: ConnectionFilter) {
  const { term, service, status } = filter;
  return db
    .selectFrom('utility_connections')
    .innerJoin('parcels', 'parcels.id', 'utility_connections.parcel_id')
    .leftJoin('users', 'users.id', 'utility_connections.account_holder_id')
    .select('utility_connections.id')
    .$if(scope !== 'all', (query) =>
      query.where(
        'utility_connections.account_holder_id',
        '=',
        (scope as { holderId: number }).holderId,
      ),
    )
    .$if(service !== undefined, (query) =>
      query.where('utility_connections.service', '=', service!),
    )
    .$if(status !== undefined, (query) => query.where('utility_connections.status', '=', status!))
    .$if(term !== undefined, (query) =>
      query.where(
        containsText(['utility_connections.number', 'parcels.number', 'users.name'], term!),
      ),
    )
    .orderBy('utility_connections.id', 'desc');
}

/**
 * The connections `ids` names as the API answers them, newest first: each with its meter (the
 * one fitted now; on a closed connection, its last) and its last reading that was not rejected.
 * Every answer about a connection is built here.
 */
export async function connectionsByIds(db: Kysely<Database>, ids: number[]): Promise<Connection[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('utility_connections')
    .$call(withAuthorNames('utility_connections'))
    .innerJoin('parcels', 'parcels.id', 'utility_connections.parcel_id')
    .leftJoin('users as holder', 'holder.id', 'utility_connections.account_holder_id')
    .select((eb) => [
      'utility_connections.id',
      'utility_connections.number',
      'utility_connections.parcel_id',
      'parcels.number as parcel_number',
      'utility_connections.service',
      'utility_connections.account_holder_id',
      'holder.name as account_holder',
      'utility_connections.customer_class',
      'utility_connections.sewerage',
      'utility_connections.start_date',
      'utility_connections.status',
      'utility_connections.status_reason',
      'utility_connections.closed_on',
      'utility_connections.created_at',
      'utility_connections.updated_at',
      eb
        .selectFrom('utility_meters')
        .select('utility_meters.id')
        .whereRef('utility_meters.connection_id', '=', 'utility_connections.id')
        .orderBy('utility_meters.id', 'desc')
        .limit(1)
        .as('meter_id'),
      eb
        .selectFrom('utility_readings')
        .select('utility_readings.id')
        .whereRef('utility_readings.connection_id', '=', 'utility_connections.id')
        .where((reading) =>
          reading.or([
            reading('utility_readings.review', 'is', null),
            reading('utility_readings.review', '<>', 'rejected'),
          ]),
        )
        .orderBy('utility_readings.read_at', 'desc')
        .limit(1)
        .as('last_reading_id'),
    ])
    .where('utility_connections.id', 'in', ids)
    .orderBy('utility_connections.id', 'desc')
    .execute();

  const meterIds = rows.flatMap((row) => (row.meter_id === null ? [] : [row.meter_id]));
  const readingIds = rows.flatMap((row) =>
    row.last_reading_id === null ? [] : [row.last_reading_id],
  );
  const meters = meterIds.length
    ? await db
        .selectFrom('utility_meters')
        .select(['id', 'serial', 'unit', 'dials', 'installed_on'])
        .where('id', 'in', meterIds)
        .execute()
    : [];
  const readings = readingIds.length
    ? await db
        .selectFrom('utility_readings')
        .select(['id', 'value', 'read_at', 'source'])
        .where('id', 'in', readingIds)
        .execute()
    : [];

  const accounts = await accountsOf(db, ids);
  return rows.map(({ meter_id, last_reading_id, sewerage, ...row }) => ({
    ...row,
    sewerage: sewerage === 1,
    meter: meters.find((meter) => meter.id === meter_id) ?? null,
    last_reading: readings.find((reading) => reading.id === last_reading_id) ?? null,
    account: accounts(row.id),
  }));
}

/** What each connection's bills still ask, the credit waiting on it, and its latest bill. */
async function accountsOf(db: Kysely<Database>, ids: number[]) {
  const owed = await owedByConnection(db, ids);
  const credit = await db
    .selectFrom('utility_credits')
    .select(['connection_id', (eb) => eb.fn.sum<number>('amount').as('credit')])
    .where('applied_bill_id', 'is', null)
    .where('connection_id', 'in', ids)
    .groupBy('connection_id')
    .execute();
  const bills = await db
    .selectFrom('utility_bills')
    .innerJoin('invoices', 'invoices.id', 'utility_bills.invoice_id')
    .select([
      'utility_bills.id',
      'utility_bills.connection_id',
      'utility_bills.period',
      'utility_bills.amount_due',
      'utility_bills.due_date',
      'invoices.amount',
      'invoices.paid',
    ])
    .where('utility_bills.status', '=', 'issued')
    .where('utility_bills.connection_id', 'in', ids)
    .where('utility_bills.period', '=', (eb) =>
      eb
        .selectFrom('utility_bills as latest')
        .select((latest) => latest.fn.max('latest.period').as('period'))
        .whereRef('latest.connection_id', '=', 'utility_bills.connection_id')
        .where('latest.status', '=', 'issued'),
    )
    .execute();
  return (id: number): Connection['account'] => {
    const bill = bills.find((row) => row.connection_id === id);
    return {
      currency: 'KES',
      owed: owed.get(id) ?? 0,
      credit: Number(credit.find((row) => row.connection_id === id)?.credit ?? 0),
      last_bill: bill
        ? {
            id: bill.id,
            period: bill.period,
            amount_due: Number(bill.amount_due),
            balance: Number(bill.amount) - Number(bill.paid),
            due_date: bill.due_date,
          }
        : null,
    };
  };
}

/** One connection as the API answers it; 404 for none. */
export async function connectionAnswer(db: Kysely<Database>, id: number): Promise<Connection> {
  const [connection] = await connectionsByIds(db, [id]);
  if (!connection) throw connectionNotFound();
  return connection;
}

/** Connection `id` if `scope` sees it; another holder's connection is a 404. */
export async function visibleConnection(
  db: Kysely<Database>,
  scope: UtilityScope,
  id: number,
): Promise<void> {
  const seen = await connectionIds(db, scope, {})
    .where('utility_connections.id', '=', id)
    .executeTakeFirst();
  if (!seen) throw connectionNotFound();
}
