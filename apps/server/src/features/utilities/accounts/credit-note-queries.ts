import type { Kysely } from 'kysely';
import type { CreditNote } from '@portal/shared/utility-bills';
import type { Database } from '@server/db/schema';

/** Credit notes in full, in the order of `ids`. */
export async function creditNotesById(db: Kysely<Database>, ids: number[]): Promise<CreditNote[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('utility_credit_notes')
    .innerJoin('utility_bills', 'utility_bills.id', 'utility_credit_notes.bill_id')
    .innerJoin('utility_connections', 'utility_connections.id', 'utility_bills.connection_id')
    .leftJoin('users as requester', 'requester.id', 'utility_credit_notes.requested_by')
    .leftJoin('users as decider', 'decider.id', 'utility_credit_notes.decided_by')
    .select([
      'utility_credit_notes.id',
      'utility_credit_notes.bill_id',
      'utility_connections.number as connection_number',
      'utility_bills.period',
      'utility_credit_notes.amount',
      'utility_bills.currency',
      'utility_credit_notes.reason',
      'utility_credit_notes.status',
      'utility_credit_notes.requested_by as requested_by_id',
      'requester.name as requested_by',
      'utility_credit_notes.requested_at',
      'decider.name as decided_by',
      'utility_credit_notes.decided_at',
    ])
    .where('utility_credit_notes.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, { ...row, amount: Number(row.amount) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
