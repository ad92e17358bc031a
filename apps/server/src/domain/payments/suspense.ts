import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formatMoney } from '@portal/shared/money';
import { invoiceMessages } from '@portal/shared/invoices';
import { paymentMessages, type SuspenseItem } from '@portal/shared/payments';
import type { Database } from '@server/db/schema';
import { actingOf } from '@server/lib/audit/acting';
import { conflict, notFound, validationFailed } from '@server/lib/errors';
import {
  paymentReferenceKey,
  referenceHolder,
  referenceUsed,
} from '@server/domain/invoices/payment-reference';
import { invoicePayer } from '@server/domain/invoices/payer';
import { invoiceByReference } from './invoice-reference';
import { issueReceipt } from './receipts';
import { settleInvoice } from './settle';

const heldNotFound = () => notFound('Payment not found in suspense.');

/** Money held in suspense as finance's list shows it, in the order of `ids`. */
export async function suspenseItems(db: Kysely<Database>, ids: number[]): Promise<SuspenseItem[]> {
  const rows = await db
    .selectFrom('payment_transactions')
    .leftJoin('invoices', 'invoices.id', 'payment_transactions.invoice_id')
    .leftJoin('users', 'users.id', 'payment_transactions.resolved_by')
    .select([
      'payment_transactions.id',
      'payment_transactions.provider',
      'payment_transactions.transaction_id',
      'payment_transactions.method',
      'payment_transactions.amount',
      'payment_transactions.currency',
      'payment_transactions.account_reference',
      'payment_transactions.payer',
      'payment_transactions.paid_at',
      'payment_transactions.suspense_reason',
      'payment_transactions.suspense_status',
      'invoices.number as invoice_number',
      'payment_transactions.resolution_note',
      'users.name as resolved_by',
      'payment_transactions.resolved_at',
    ])
    .where('payment_transactions.id', 'in', ids)
    .where('payment_transactions.suspense_status', 'is not', null)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { suspense_reason, suspense_status, ...rest } = row;
    return [
      { ...rest, amount: Number(rest.amount), reason: suspense_reason!, status: suspense_status! },
    ];
  });
}

/** The ids of money in suspense, newest first, held only unless `status` says otherwise. */
export function suspenseIds(
  db: Kysely<Database>,
  status: 'held' | 'allocated' | 'refunded' | undefined,
) {
  const query = db.selectFrom('payment_transactions').select('id').orderBy('id', 'desc');
  return status
    ? query.where('suspense_status', '=', status)
    : query.where('suspense_status', 'is not', null);
}

async function heldMoney(db: Kysely<Database>, id: number) {
  const held = await db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('id', '=', id)
    .where('suspense_status', 'is not', null)
    .executeTakeFirst();
  if (!held) throw heldNotFound();
  if (held.suspense_status !== 'held') throw conflict(paymentMessages.notHeld);
  return held;
}

/** Ends a hold: only the request that finds the money still held ends it. */
async function endHold(
  trx: Kysely<Database>,
  id: number,
  status: 'allocated' | 'refunded',
  fields: { invoice_id?: number; receipt?: { code: string; pdf: Buffer; sha256: string } },
  note: string,
  by: number,
  now: string,
) {
  const { receipt } = fields;
  const result = await trx
    .updateTable('payment_transactions')
    .set({
      suspense_status: status,
      resolution_note: note,
      resolved_by: by,
      resolved_at: now,
      ...(fields.invoice_id !== undefined && { invoice_id: fields.invoice_id }),
      ...(receipt && {
        receipt_code: receipt.code,
        receipt_pdf: receipt.pdf,
        receipt_sha256: receipt.sha256,
      }),
    })
    .where('id', '=', id)
    .where('suspense_status', '=', 'held')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict(paymentMessages.notHeld);
}

/**
 * Settles the invoice finance names with money held in suspense (docs/payments.md), as a recorded
 * payment would, with the payer's receipt; the note says why it belongs there. The invoice must
 * take it whole: what an application's invoice cannot take is refused, never split silently.
 */
export async function allocateHeld(
  request: FastifyRequest,
  id: number,
  input: { invoice_number: string; note: string },
): Promise<void> {
  const { database, clock, config } = request.server.deps;
  const { db } = database;
  const held = await heldMoney(db, id);
  const invoice = await invoiceByReference(db, input.invoice_number);
  if (!invoice) throw validationFailed({ invoice_number: [paymentMessages.invoiceUnknown] });
  if (invoice.currency !== held.currency)
    throw validationFailed({
      invoice_number: [
        `This invoice is in ${invoice.currency}; the payment is in ${held.currency}.`,
      ],
    });
  if (invoice.kind !== 'utility_bill') {
    if (invoice.status !== 'open')
      throw validationFailed({ invoice_number: [invoiceMessages.notOpen] });
    const balance = invoice.amount - invoice.paid;
    if (held.amount > balance)
      throw validationFailed({
        invoice_number: [
          paymentMessages.allocateOver(
            formatMoney({ amount: balance, currency: invoice.currency }),
          ),
        ],
      });
  }
  const reference_key = paymentReferenceKey(held.transaction_id);
  const typed = await referenceHolder(db, held.method, reference_key);
  if (typed) throw referenceUsed(typed);
  const acting = actingOf(request);
  const payer = await invoicePayer(db, invoice);
  const receipt = await issueReceipt(held, invoice, payer?.name ?? held.payer ?? '', config.appUrl);
  const now = clock.now().toISOString();
  await database.transaction(async (trx) => {
    await acting
      .trail()
      .change(trx, 'payment_transaction.allocated', id, () =>
        endHold(
          trx,
          id,
          'allocated',
          { invoice_id: invoice.id, receipt },
          input.note,
          acting.user!.id,
          now,
        ),
      );
    await settleInvoice(
      acting,
      trx,
      invoice,
      {
        amount: held.amount,
        method: held.method,
        reference: held.transaction_id,
        reference_key,
        paid_on: held.paid_at.slice(0, 10),
      },
      receipt,
    );
  });
}

/** Marks money held in suspense as paid back to its payer, the note saying how and when. */
export async function refundHeld(request: FastifyRequest, id: number, note: string): Promise<void> {
  const { database, clock } = request.server.deps;
  await heldMoney(database.db, id);
  const acting = actingOf(request);
  const now = clock.now().toISOString();
  await database.transaction((trx) =>
    acting
      .trail()
      .change(trx, 'payment_transaction.refunded', id, () =>
        endHold(trx, id, 'refunded', {}, note, acting.user!.id, now),
      ),
  );
}
