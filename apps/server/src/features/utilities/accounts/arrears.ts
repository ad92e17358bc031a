import type { Kysely } from 'kysely';
import { ARREARS_BUCKETS } from '@portal/shared/utility-bills';
import type { Database } from '@server/db/schema';

const DAY_MS = 86_400_000;

const bucketOf = (days: number) =>
  days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : 'over-90';

/**
 * Money on bills past their due date on `today` (a Nairobi day), by how many days past, and the
 * connections owing it, the longest overdue first.
 */
export async function arrearsOn(db: Kysely<Database>, today: string) {
  const overdue = await db
    .selectFrom('invoices')
    .innerJoin('utility_connections', 'utility_connections.id', 'invoices.connection_id')
    .leftJoin('users', 'users.id', 'utility_connections.account_holder_id')
    .select([
      'invoices.connection_id',
      'utility_connections.number',
      'users.name',
      'invoices.due_date',
      'invoices.amount',
      'invoices.paid',
    ])
    .where('invoices.kind', '=', 'utility_bill')
    .where('invoices.status', '=', 'open')
    .where('invoices.due_date', '<', today)
    .execute();
  const buckets = ARREARS_BUCKETS.map((bucket) => ({ bucket, amount: 0, bills: 0 }));
  const connections = new Map<
    number,
    {
      connection_id: number;
      connection_number: string;
      account_holder: string | null;
      overdue: number;
      oldest_due_date: string;
      days_past_due: number;
    }
  >();
  for (const row of overdue) {
    const owed = Number(row.amount) - Number(row.paid);
    const days = Math.round((Date.parse(today) - Date.parse(row.due_date)) / DAY_MS);
    const bucket = buckets.find((entry) => entry.bucket === bucketOf(days))!;
    bucket.amount += owed;
    bucket.bills += 1;
    const id = row.connection_id!;
    const known = connections.get(id);
    if (!known || row.due_date < known.oldest_due_date) {
      connections.set(id, {
        connection_id: id,
        connection_number: row.number,
        account_holder: row.name,
        overdue: (known?.overdue ?? 0) + owed,
        oldest_due_date: row.due_date,
        days_past_due: days,
      });
    } else known.overdue += owed;
  }
  return {
    currency: 'KES',
    buckets,
    connections: [...connections.values()].sort((a, b) => b.days_past_due - a.days_past_due),
  };
}
