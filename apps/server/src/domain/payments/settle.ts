import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { ApplicationStep } from '@portal/shared/application-steps';
import type { InvoicePurpose, PaymentMethod } from '@portal/shared/invoices';
import type { Database, InvoicesTable } from '@server/db/schema';
import { asActing, type Acting } from '@server/lib/audit/acting';
import { paymentReceivedMail } from '@server/domain/applications/mails';
import { applicantOf, takeStep } from '@server/domain/applications/stage-machine';
import { insertPayment } from '@server/domain/invoices/ledger';
import type { PaymentReceipt } from '@server/domain/invoices/receipt-mail';
import { receiveOnAccountIn } from '@server/domain/utilities/payments';

type InvoiceRow = Selectable<InvoicesTable>;

/** Money to settle an invoice with, its reference already checked unused (record 0041). */
export type Settlement = {
  amount: number;
  method: PaymentMethod;
  reference: string;
  reference_key: string;
  /** 'YYYY-MM-DD'. */
  paid_on: string;
};

/** The step an invoice paid in full takes on its application; a rent or revenue share, none. */
const STEP_WHEN_PAID: Record<Exclude<InvoicePurpose, 'utility_bill'>, ApplicationStep | null> = {
  registration_fee: 'fee_paid',
  stand_premium: 'premium_paid',
  ground_rent: null,
  revenue_share: null,
};

/**
 * Settles `invoice` with `money` in `trx`, the one way every payment is counted, whether a clerk
 * typed it or a provider confirmed it (docs/payments.md). An application's invoice gets the
 * payment, the step its application takes when it is paid in full, the audit event and the
 * applicant's mail; a utility bill's is money received on its account, which settles the bill
 * first and credits what is left. `receipt` goes with the payer's mail when there is one.
 */
export async function settleInvoice(
  by: FastifyRequest | Acting,
  trx: Kysely<Database>,
  invoice: InvoiceRow,
  money: Settlement,
  receipt?: PaymentReceipt,
): Promise<void> {
  const acting = asActing(by);
  if (invoice.kind === 'utility_bill') {
    await receiveOnAccountIn(acting, trx, invoice.connection_id!, money, invoice.id, receipt);
    return;
  }
  const { clock, config } = acting.server.deps;
  const now = clock.now().toISOString();
  const after = await acting.trail().change(trx, 'invoice.payment_recorded', invoice.id, () =>
    insertPayment(trx, {
      invoice_id: invoice.id,
      ...money,
      recorded_by: acting.user?.id ?? null,
      created_at: now,
    }),
  );
  const application = await trx
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', invoice.application_id!)
    .executeTakeFirstOrThrow();
  const step = STEP_WHEN_PAID[invoice.purpose as keyof typeof STEP_WHEN_PAID];
  if (after.status === 'paid' && step)
    await takeStep(acting, trx, application, step, { bySystem: true });
  const applicant = await applicantOf(trx, application);
  if (applicant) {
    await acting.server.outbox.queueMail(
      trx,
      paymentReceivedMail(
        config.appUrl,
        applicant,
        application,
        {
          invoice: invoice.number,
          amount: money.amount,
          balance: after.amount - after.paid,
          currency: invoice.currency,
          reference: money.reference,
        },
        receipt,
      ),
    );
  }
}
