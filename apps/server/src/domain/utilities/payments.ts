import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { invoiceMessages, type PaymentInput } from '@portal/shared/invoices';
import { utilityBillMessages } from '@portal/shared/utility-bills';
import type { Database } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/errors';
import { conflict, notFound, validationFailed } from '@server/lib/errors';
import { asActing, type Acting } from '@server/lib/audit/acting';
import type { PaymentReceipt } from '@server/domain/invoices/receipt-mail';
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

type Connection = { id: number; number: string; email: string | null; name: string | null };

async function connectionOf(db: Kysely<Database>, connectionId: number): Promise<Connection> {
  const connection = await db
    .selectFrom('utility_connections')
    .leftJoin('users', 'users.id', 'utility_connections.account_holder_id')
    .select(['utility_connections.id', 'utility_connections.number', 'users.email', 'users.name'])
    .where('utility_connections.id', '=', connectionId)
    .executeTakeFirst();
  if (!connection) throw notFound('Connection not found.');
  return connection;
}

/**
 * Records money a clerk received on a connection's account (docs/product.md, "Utilities",
 * Payments), after the checks a typed payment needs: not dated in the future, a bill of this
 * connection if one is named, and a bank reference not recorded before (record 0041).
 */
export async function receiveOnAccount(
  request: FastifyRequest,
  connectionId: number,
  payment: Payment,
  named: { invoiceId?: number; billId?: number } = {},
) {
  const { database, clock } = request.server.deps;
  const { db } = database;
  const now = clock.now().toISOString();
  const connection = await connectionOf(db, connectionId);
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
  try {
    return await database.transaction((trx) =>
      receiveOnAccountIn(request, trx, connection, { ...payment, reference_key }, invoiceId),
    );
  } catch (error) {
    // Another clerk recorded the same reference at the same moment: its unique key refused this.
    if (isUniqueViolation(error)) throw conflict(invoiceMessages.duplicateReference);
    throw error;
  }
}

/**
 * Money received on a connection's account, in `trx`: the bill named first (`invoiceId`), else the
 * oldest open bill, then the next; what is left over is credit for the next bill. One receipt
 * holds the reference, each bill it settled a payment of its share, with the audit event and the
 * holder's mail; a payment confirmed by a provider attaches its receipt to that mail.
 */
export async function receiveOnAccountIn(
  by: FastifyRequest | Acting,
  trx: Kysely<Database>,
  connection: Connection | number,
  payment: Payment & { reference_key: string },
  invoiceId?: number,
  receipt?: PaymentReceipt,
) {
  const acting = asActing(by);
  const { clock, config } = acting.server.deps;
  const now = clock.now().toISOString();
  const account = typeof connection === 'number' ? await connectionOf(trx, connection) : connection;
  const connectionId = account.id;
  const recorded_by = acting.user?.id ?? null;
  const receiptId = await acting.trail().creation(trx, 'utility_receipt.recorded', async () => {
    const row = await trx
      .insertInto('utility_receipts')
      .values({ connection_id: connectionId, ...payment, recorded_by, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
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
  if (account.email && account.name) {
    await acting.server.outbox.queueMail(
      trx,
      accountPaymentMail(
        config.appUrl,
        { email: account.email, name: account.name },
        {
          connection_id: connectionId,
          connection_number: account.number,
          amount: payment.amount,
          credit: left,
          currency: 'KES',
          reference: payment.reference,
        },
        receipt,
      ),
    );
  }
  return { receipt_id: receiptId, amount: payment.amount, settled, credit: left, currency: 'KES' };
}
