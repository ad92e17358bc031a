import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { invoiceMessages, type PaymentInput } from '@portal/shared/invoices';
import { utilityBillMessages } from '@portal/shared/utility-bills';
import type { Database } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/errors';
import { auditTrail } from '@server/lib/audit/trail';
import { conflict, notFound, validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { insertPayment } from '@server/domain/invoices/ledger';
import {
  paymentReferenceKey,
  referenceHolder,
  referenceUsed,
} from '@server/domain/invoices/payment-reference';
import { accountPaymentMail } from './mails';

type Payment = Omit<PaymentInput, 'paid_on'> & { paid_on: string };

/** The open bills' invoices of a connection in the order money settles them. */
async function openInvoices(trx: Kysely<Database>, connectionId: number, first?: number) {
  const open = await trx
    .selectFrom('invoices')
    .leftJoin('utility_bills', 'utility_bills.invoice_id', 'invoices.id')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.amount',
      'invoices.paid',
      'utility_bills.id as bill_id',
    ])
    .where('invoices.connection_id', '=', connectionId)
    .where('invoices.status', '=', 'open')
    .orderBy('invoices.due_date')
    .orderBy('invoices.id')
    .execute();
  // A payment that names a bill settles it first, then the oldest.
  return [...open.filter((row) => row.id === first), ...open.filter((row) => row.id !== first)];
}

/**
 * Records money received on a connection's account (docs/product.md, "Utilities", Payments): the
 * bill it names first, else the oldest open bill, then the next; what is left over is credit for
 * the next bill. One receipt holds the bank's reference, each bill it settled a payment of its
 * share; all in one transaction, with the audit event and the holder's receipt mail.
 */
export async function receiveOnAccount(
  request: FastifyRequest,
  connectionId: number,
  payment: Payment,
  named: { invoiceId?: number; billId?: number } = {},
) {
  const { database, clock, config } = request.server.deps;
  const { db } = database;
  const now = clock.now().toISOString();
  const connection = await db
    .selectFrom('utility_connections')
    .leftJoin('users', 'users.id', 'utility_connections.account_holder_id')
    .select(['utility_connections.id', 'utility_connections.number', 'users.email', 'users.name'])
    .where('utility_connections.id', '=', connectionId)
    .executeTakeFirst();
  if (!connection) throw notFound('Connection not found.');
  if (payment.paid_on > now.slice(0, 10))
    throw validationFailed({ paid_on: [invoiceMessages.paidOnFuture] });
  let invoiceId = named.invoiceId;
  if (named.billId !== undefined) {
    const bill = await db
      .selectFrom('utility_bills')
      .select(['invoice_id'])
      .where('id', '=', named.billId)
      .where('connection_id', '=', connectionId)
      .where('status', '=', 'issued')
      .executeTakeFirst();
    if (!bill) throw validationFailed({ bill_id: [utilityBillMessages.billNotOnConnection] });
    invoiceId = bill.invoice_id ?? undefined;
  }
  const reference_key = paymentReferenceKey(payment.reference);
  const used = await referenceHolder(db, payment.method, reference_key);
  if (used) throw referenceUsed(used);
  const recorded_by = actorOf(request).user.id;
  try {
    return await database.transaction(async (trx) => {
      const receiptId = await auditTrail(request).creation(
        trx,
        'utility_receipt.recorded',
        async () => {
          const row = await trx
            .insertInto('utility_receipts')
            .values({
              connection_id: connectionId,
              ...payment,
              reference_key,
              recorded_by,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        },
      );
      let left = payment.amount;
      const settled: { bill_id: number; invoice_number: string; amount: number }[] = [];
      for (const invoice of await openInvoices(trx, connectionId, invoiceId)) {
        if (left === 0) break;
        const amount = Math.min(left, Number(invoice.amount) - Number(invoice.paid));
        await insertPayment(trx, {
          invoice_id: invoice.id,
          amount,
          method: payment.method,
          reference: payment.reference,
          paid_on: payment.paid_on,
          recorded_by,
          receipt_id: receiptId,
          created_at: now,
        });
        settled.push({ bill_id: invoice.bill_id!, invoice_number: invoice.number, amount });
        left -= amount;
      }
      if (left > 0) {
        await trx
          .insertInto('utility_credits')
          .values({
            connection_id: connectionId,
            amount: left,
            source: 'overpayment',
            receipt_id: receiptId,
            created_at: now,
          })
          .execute();
      }
      if (connection.email && connection.name) {
        await request.server.outbox.queueMail(
          trx,
          accountPaymentMail(
            config.appUrl,
            { email: connection.email, name: connection.name },
            {
              connection_id: connectionId,
              connection_number: connection.number,
              amount: payment.amount,
              credit: left,
              currency: 'KES',
              reference: payment.reference,
            },
          ),
        );
      }
      return {
        receipt_id: receiptId,
        amount: payment.amount,
        settled,
        credit: left,
        currency: 'KES',
      };
    });
  } catch (error) {
    // Another clerk recorded the same reference at the same moment: its unique key refused this.
    if (isUniqueViolation(error)) throw conflict(invoiceMessages.duplicateReference);
    throw error;
  }
}
