import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillLine, Run, RunDetail, UtilityBill } from '@portal/shared/utility-bills';
import { periodBounds, SERVICE_UNITS } from '@portal/shared/utilities';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/lib/errors';
import { utilityScopeOf } from '../scope';

export const billNotFound = () => notFound('Bill not found.');
export const runNotFound = () => notFound('Billing run not found.');

/** The ids of the bills a caller may read, newest first: issued ones only, to a holder. */
export function billIds(
  db: Kysely<Database>,
  request: FastifyRequest,
  filters: { connection_id?: number | undefined; period?: string | undefined },
) {
  let query = db
    .selectFrom('utility_bills')
    .select('utility_bills.id')
    .orderBy('utility_bills.id', 'desc');
  const scope = utilityScopeOf(request);
  if (scope !== 'all') {
    query = query
      .where('status', '=', 'issued')
      .where(
        'connection_id',
        'in',
        db
          .selectFrom('utility_connections')
          .select('id')
          .where('account_holder_id', '=', scope.holderId),
      );
  }
  if (filters.connection_id !== undefined)
    query = query.where('connection_id', '=', filters.connection_id);
  if (filters.period !== undefined) query = query.where('period', '=', filters.period);
  return query;
}

/** Bills in full, in the order of `ids`. */
export async function billsById(db: Kysely<Database>, ids: number[]): Promise<UtilityBill[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('utility_bills')
    .innerJoin('utility_connections', 'utility_connections.id', 'utility_bills.connection_id')
    .innerJoin('parcels', 'parcels.id', 'utility_connections.parcel_id')
    .leftJoin('users', 'users.id', 'utility_connections.account_holder_id')
    .leftJoin('invoices', 'invoices.id', 'utility_bills.invoice_id')
    .select([
      'utility_bills.id',
      'utility_bills.invoice_id',
      'invoices.number as invoice_number',
      'invoices.amount as invoice_amount',
      'invoices.paid as invoice_paid',
      'utility_bills.connection_id',
      'utility_connections.number as connection_number',
      'utility_connections.service',
      'users.name as account_holder',
      'parcels.number as parcel_number',
      'utility_bills.period',
      'utility_bills.status',
      'utility_bills.opening_value',
      'utility_bills.opening_read_at',
      'utility_bills.opening_source',
      'utility_bills.closing_value',
      'utility_bills.closing_read_at',
      'utility_bills.closing_source',
      'utility_bills.consumption',
      'utility_bills.lines',
      'utility_bills.subtotal',
      'utility_bills.tax',
      'utility_bills.credits',
      'utility_bills.arrears',
      'utility_bills.total',
      'utility_bills.amount_due',
      'utility_bills.currency',
      'utility_bills.due_date',
      'utility_bills.code',
      'utility_bills.issued_at',
    ])
    .where('utility_bills.id', 'in', ids)
    .execute();
  const byId = new Map(
    rows.map((row) => {
      const lines = (JSON.parse(row.lines) as (BillLine & { tariff_id: unknown })[]).map(
        ({ tariff_id: _tariff, ...line }) => line,
      );
      const bill: UtilityBill = {
        id: row.id,
        invoice_id: row.invoice_id,
        invoice_number: row.invoice_number,
        connection_id: row.connection_id,
        connection_number: row.connection_number,
        service: row.service,
        unit: SERVICE_UNITS[row.service],
        account_holder: row.account_holder,
        parcel_number: row.parcel_number,
        period: row.period,
        status: row.status,
        opening_reading: {
          value: Number(row.opening_value),
          read_at: row.opening_read_at,
          source: row.opening_source,
        },
        closing_reading: {
          value: Number(row.closing_value),
          read_at: row.closing_read_at,
          source: row.closing_source,
        },
        consumption: Number(row.consumption),
        lines,
        subtotal: Number(row.subtotal),
        tax: Number(row.tax),
        credits: Number(row.credits),
        arrears: Number(row.arrears),
        total: Number(row.total),
        amount_due: Number(row.amount_due),
        balance:
          row.invoice_amount === null
            ? Number(row.total)
            : Number(row.invoice_amount) - Number(row.invoice_paid),
        currency: row.currency,
        due_date: row.due_date,
        code: row.code,
        issued_at: row.issued_at,
      };
      return [row.id, bill] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A bill the caller may read, or a 404 (another holder's bill does not exist for them). */
export async function readableBill(
  db: Kysely<Database>,
  request: FastifyRequest,
  id: number,
): Promise<UtilityBill> {
  const visible = await billIds(db, request, {})
    .where('utility_bills.id', '=', id)
    .executeTakeFirst();
  if (!visible) throw billNotFound();
  const [bill] = await billsById(db, [id]);
  return bill!;
}

const runColumns = [
  'utility_billing_runs.id',
  'utility_billing_runs.period',
  'utility_billing_runs.status',
  'utility_billing_runs.bills_count',
  'utility_billing_runs.total',
  'utility_billing_runs.flagged',
  'utility_billing_runs.estimated',
  'utility_billing_runs.computed_at',
  'utility_billing_runs.issued_at',
  'creator.name as created_by',
  'issuer.name as issued_by',
] as const;

function runsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('utility_billing_runs')
    .leftJoin('users as creator', 'creator.id', 'utility_billing_runs.created_by')
    .leftJoin('users as issuer', 'issuer.id', 'utility_billing_runs.issued_by')
    .select(runColumns);
}

const runOf = (
  row: Awaited<ReturnType<ReturnType<typeof runsQuery>['executeTakeFirstOrThrow']>>,
): Run => ({
  ...row,
  total: Number(row.total),
});

export async function runsById(db: Kysely<Database>, ids: number[]): Promise<Run[]> {
  if (ids.length === 0) return [];
  const rows = await runsQuery(db).where('utility_billing_runs.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, runOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A run with what staff check before issuing it: flagged readings, estimates, what it left out. */
export async function runDetail(db: Kysely<Database>, id: number): Promise<RunDetail> {
  const row = await runsQuery(db)
    .select('utility_billing_runs.unbilled')
    .where('utility_billing_runs.id', '=', id)
    .executeTakeFirst();
  if (!row) throw runNotFound();
  const { startsAt, endsAt } = periodBounds(row.period);
  const flagged_readings = await db
    .selectFrom('utility_readings')
    .innerJoin('utility_connections', 'utility_connections.id', 'utility_readings.connection_id')
    .select([
      'utility_readings.id',
      'utility_readings.connection_id',
      'utility_connections.number as connection_number',
      'utility_readings.value',
      'utility_readings.read_at',
      'utility_readings.flag_reason',
    ])
    .where('utility_readings.flag_reason', 'is not', null)
    .where('utility_readings.review', 'is', null)
    .where('utility_readings.read_at', '>=', startsAt)
    .where('utility_readings.read_at', '<', endsAt)
    .orderBy('utility_readings.id')
    .limit(200)
    .execute();
  const estimated_bills = await db
    .selectFrom('utility_bills')
    .innerJoin('utility_connections', 'utility_connections.id', 'utility_bills.connection_id')
    .select([
      'utility_bills.id as bill_id',
      'utility_bills.connection_id',
      'utility_connections.number as connection_number',
      'utility_bills.consumption',
    ])
    .where('utility_bills.run_id', '=', id)
    .where('utility_bills.closing_source', '=', 'estimated')
    .orderBy('utility_bills.id')
    .limit(200)
    .execute();
  const { unbilled, ...run } = row;
  return {
    ...runOf(run),
    currency: 'KES',
    flagged_readings: flagged_readings.map((reading) => ({
      ...reading,
      value: Number(reading.value),
      flag_reason: reading.flag_reason ?? '',
    })),
    estimated_bills: estimated_bills.map((bill) => ({
      ...bill,
      consumption: Number(bill.consumption),
    })),
    unbilled: JSON.parse(unbilled) as RunDetail['unbilled'],
  };
}
