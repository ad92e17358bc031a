import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ApplicationStep } from '@portal/shared/applications';
import {
  invoiceMessages,
  type InvoicePurpose,
  type PaymentInputSchema,
} from '@portal/shared/invoices';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../db/errors';
import type { Database, InvoicesTable } from '../../../db/schema';
import { auditTrail } from '../../../lib/audit/trail';
import { conflict, validationFailed } from '../../../lib/errors';
import { actorOf } from '../../../plugins/authentication';
import { paymentReceivedMail } from '../mails';
import { applicantOf, takeStep } from '../stage-machine';
import { invoiceNotFound } from './queries';

type PaymentInput = z.output<typeof PaymentInputSchema>;
type InvoiceRow = Selectable<InvoicesTable>;

/** The step an invoice paid in full takes on its application. */
const STEP_WHEN_PAID: Record<InvoicePurpose, ApplicationStep> = {
  registration_fee: 'fee_paid',
  stand_premium: 'premium_paid',
};

const overBalance = () => validationFailed({ amount: [invoiceMessages.overBalance] });
const notOpen = () => conflict(invoiceMessages.notOpen);

/** The refusals a look at the invoice as it is now can give, before anything is written. */
function ensureAcceptable(invoice: InvoiceRow, payment: PaymentInput, today: string): void {
  if (payment.paid_on > today) throw validationFailed({ paid_on: [invoiceMessages.paidOnFuture] });
  if (invoice.status !== 'open') throw notOpen();
  if (payment.amount > invoice.amount - invoice.paid) throw overBalance();
}

/**
 * Adds `amount` to what the invoice has been paid, in one conditional update: of two clerks
 * recording at once, the second finds the balance the first left, never the one both read, and
 * is refused (the table's CHECK is the last net). Answers the invoice as the update left it.
 */
async function addToPaid(
  trx: Kysely<Database>,
  invoiceId: number,
  payment: PaymentInput,
  now: string,
): Promise<InvoiceRow> {
  const { amount } = payment;
  const result = await trx
    .updateTable('invoices')
    .set({
      paid: sql`paid + ${amount}`,
      status: sql`case when paid + ${amount} = amount then 'paid' else 'open' end`,
      updated_at: now,
    })
    .where('id', '=', invoiceId)
    .where('status', '=', 'open')
    .where(sql<boolean>`paid + ${amount} <= amount`)
    .executeTakeFirst();
  const after = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  if (Number(result.numUpdatedRows) === 0)
    throw after.status === 'open' ? overBalance() : notOpen();
  return after;
}

/**
 * Records a payment against an invoice (docs/product.md, "Parcel allocation", Money), with
 * everything it causes in one transaction: the payment, the invoice's new balance, the step the
 * application takes when the invoice is paid in full, the audit event and the applicant's receipt.
 * The payment date is compared with today in UTC, as every date the portal stores.
 */
export async function recordPayment(
  request: FastifyRequest,
  invoiceId: number,
  payment: PaymentInput,
): Promise<void> {
  const { database, clock, outbox, config } = request.server.deps;
  const now = clock.now().toISOString();
  const invoice = await database.db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) throw invoiceNotFound();
  ensureAcceptable(invoice, payment, now.slice(0, 10));

  await database.db.transaction().execute(async (trx) => {
    const after = await auditTrail(request).change(
      trx,
      'invoice.payment_recorded',
      invoice.id,
      async () => {
        try {
          await trx
            .insertInto('payments')
            .values({
              invoice_id: invoice.id,
              ...payment,
              recorded_by: actorOf(request).user.id,
              created_at: now,
            })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(invoiceMessages.duplicateReference);
          throw error;
        }
        return addToPaid(trx, invoice.id, payment, now);
      },
    );
    const application = await trx
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', invoice.application_id)
      .executeTakeFirstOrThrow();
    if (after.status === 'paid') {
      await takeStep(request, trx, application, STEP_WHEN_PAID[invoice.purpose]);
    }
    const applicant = await applicantOf(trx, application);
    if (applicant) {
      await outbox.queueMail(
        trx,
        paymentReceivedMail(config.appUrl, applicant, application, {
          invoice: invoice.number,
          amount: payment.amount,
          balance: after.amount - after.paid,
          currency: invoice.currency,
          reference: payment.reference,
        }),
      );
    }
  });
}
