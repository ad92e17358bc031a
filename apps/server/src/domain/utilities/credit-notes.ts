import type { FastifyRequest } from 'fastify';
import { formatMoney } from '@portal/shared/money';
import { utilityBillMessages } from '@portal/shared/utility-bills';
import { auditTrail } from '@server/lib/audit/trail';
import { conflict, forbidden, notFound, validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';

/**
 * Raises a credit note on an issued bill (docs/product.md, "Utilities", Corrections): the bill is
 * never edited; the note waits for a second person. Its amount, with the bill's other notes not
 * rejected, is at most what the bill charged.
 */
export async function requestCreditNote(
  request: FastifyRequest,
  billId: number,
  input: { amount: number; reason: string },
): Promise<number> {
  const { database, clock } = request.server.deps;
  const bill = await database.db
    .selectFrom('utility_bills')
    .select(['status', 'total', 'credits', 'currency'])
    .where('id', '=', billId)
    .executeTakeFirst();
  if (!bill) throw notFound('Bill not found.');
  if (bill.status !== 'issued') throw conflict(utilityBillMessages.billNotIssued);
  const charged = Number(bill.total) + Number(bill.credits);
  return database.transaction(async (trx) => {
    const noted = await trx
      .selectFrom('utility_credit_notes')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'))
      .where('bill_id', '=', billId)
      .where('status', '<>', 'rejected')
      .executeTakeFirstOrThrow();
    if (Number(noted.sum) + input.amount > charged) {
      const left = formatMoney({ amount: charged - Number(noted.sum), currency: bill.currency });
      throw validationFailed({ amount: [utilityBillMessages.creditOverBill(`remaining ${left}`)] });
    }
    return auditTrail(request).creation(trx, 'utility_credit_note.requested', async () => {
      const row = await trx
        .insertInto('utility_credit_notes')
        .values({
          bill_id: billId,
          ...input,
          requested_by: actorOf(request).user.id,
          requested_at: clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  });
}

/**
 * Approves or rejects another person's pending credit note; an approved one becomes credit that
 * the account's next bill takes. The pending check is in the update itself, so of two approvers
 * at once only one decides.
 */
export async function decideCreditNote(
  request: FastifyRequest,
  id: number,
  decision: 'approved' | 'rejected',
): Promise<void> {
  const { database, clock } = request.server.deps;
  const me = actorOf(request).user.id;
  const note = await database.db
    .selectFrom('utility_credit_notes')
    .innerJoin('utility_bills', 'utility_bills.id', 'utility_credit_notes.bill_id')
    .select([
      'utility_credit_notes.status',
      'utility_credit_notes.requested_by',
      'utility_credit_notes.amount',
      'utility_bills.connection_id',
    ])
    .where('utility_credit_notes.id', '=', id)
    .executeTakeFirst();
  if (!note) throw notFound('Credit note not found.');
  if (note.requested_by === me) throw forbidden(utilityBillMessages.ownCreditNote);
  if (note.status !== 'pending') throw conflict(utilityBillMessages.creditNoteDecided);
  const now = clock.now().toISOString();
  await database.transaction(async (trx) => {
    await auditTrail(request).change(trx, `utility_credit_note.${decision}`, id, async () => {
      const result = await trx
        .updateTable('utility_credit_notes')
        .set({ status: decision, decided_by: me, decided_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw conflict(utilityBillMessages.creditNoteDecided);
      if (decision === 'approved') {
        await trx
          .insertInto('utility_credits')
          .values({
            connection_id: note.connection_id,
            amount: Number(note.amount),
            source: 'credit_note',
            credit_note_id: id,
            created_at: now,
          })
          .execute();
      }
    });
  });
}
