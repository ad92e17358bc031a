import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { invoiceMessages, type PaymentInputSchema } from '@portal/shared/invoices';
import type { z } from 'zod';
import { isUniqueViolation } from '@server/db/errors';
import type { InvoicesTable } from '@server/db/schema';
import { conflict, validationFailed } from '@server/lib/errors';
import {
  paymentReferenceKey,
  referenceHolder,
  referenceUsed,
} from '@server/domain/invoices/payment-reference';
import { receiveOnAccount } from '@server/domain/utilities/payments';
import { settleInvoice } from '@server/domain/payments/settle';
import { invoiceNotFound } from './queries';

type PaymentInput = z.output<typeof PaymentInputSchema>;
type InvoiceRow = Selectable<InvoicesTable>;

/** The refusals a look at the invoice as it is now can give, before anything is written. */
function ensureAcceptable(invoice: InvoiceRow, payment: PaymentInput, today: string): void {
  if (payment.paid_on > today) throw validationFailed({ paid_on: [invoiceMessages.paidOnFuture] });
  const issuedOn = invoice.created_at.slice(0, 10);
  if (payment.paid_on < issuedOn) {
    throw validationFailed({ paid_on: [invoiceMessages.paidOnBeforeInvoice(issuedOn)] });
  }
  if (invoice.status !== 'open') throw conflict(invoiceMessages.notOpen);
  if (payment.amount > invoice.amount - invoice.paid)
    throw validationFailed({ amount: [invoiceMessages.overBalance] });
}

/**
 * Records a payment against an invoice (docs/product.md, "Parcel allocation", Money), with
 * everything it causes in one transaction: the payment, the invoice's new balance, the step the
 * application takes when the invoice is paid in full, the audit event and the applicant's receipt.
 * The payment date is compared with today and the invoice's day of issue in UTC, as every date the
 * portal stores. A reference settles one invoice per method (record 0041): its reuse is a 409
 * naming that invoice.
 */
export async function recordPayment(
  request: FastifyRequest,
  invoiceId: number,
  payment: PaymentInput,
): Promise<void> {
  const { database, clock } = request.server.deps;
  const now = clock.now().toISOString();
  const invoice = await database.db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) throw invoiceNotFound();
  // A bill is paid as its account is: what exceeds it is credit, not a refusal.
  if (invoice.kind === 'utility_bill') {
    await receiveOnAccount(request, invoice.connection_id!, payment, { invoiceId: invoice.id });
    return;
  }
  ensureAcceptable(invoice, payment, now.slice(0, 10));
  const reference_key = paymentReferenceKey(payment.reference);
  const settled = await referenceHolder(database.db, payment.method, reference_key);
  if (settled) throw referenceUsed(settled);

  try {
    await writePayment(request, invoice, { ...payment, reference_key });
  } catch (error) {
    // Another clerk recorded the reference between the look-up and the insert: the unique index
    // refused this one, and its transaction rolled back.
    if (!isUniqueViolation(error)) throw error;
    const winner = await referenceHolder(database.db, payment.method, reference_key);
    throw winner ? referenceUsed(winner) : conflict(invoiceMessages.duplicateReference);
  }
}

/** The payment and everything it causes, in one transaction. */
function writePayment(
  request: FastifyRequest,
  invoice: InvoiceRow,
  payment: PaymentInput & { reference_key: string },
): Promise<void> {
  return request.server.deps.database.db
    .transaction()
    .execute((trx) => settleInvoice(request, trx, invoice, payment));
}
