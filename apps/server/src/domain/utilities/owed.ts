import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/**
 * What the open bills of each of `connectionIds` still ask, by connection id: a connection that
 * owes nothing is not in it.
 */
export async function owedByConnection(
  db: Kysely<Database>,
  connectionIds: number[],
): Promise<Map<number, number>> {
  const owed = await db
    .selectFrom('invoices')
    .select([
      'connection_id',
      (eb) => eb.fn.sum<number>(eb('amount', '-', eb.ref('paid'))).as('owed'),
    ])
    .where('kind', '=', 'utility_bill')
    .where('status', '=', 'open')
    .where('connection_id', 'in', connectionIds)
    .groupBy('connection_id')
    .execute();
  return new Map(owed.map((row) => [row.connection_id!, Number(row.owed)]));
}
