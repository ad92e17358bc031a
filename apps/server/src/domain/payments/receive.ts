import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  InvoicesTable,
  PaymentAttemptsTable,
  PaymentTransactionsTable,
  SuspenseReason,
} from '@server/db/schema';
import { systemActing, type Acting } from '@server/lib/audit/acting';
import { AppError } from '@server/lib/errors';
import { paymentReferenceKey, referenceHolder } from '@server/domain/invoices/payment-reference';
import { invoicePayer } from '@server/domain/invoices/payer';
import { invoiceByReference } from './invoice-reference';
import type { ProviderMoney } from './providers/types';
import { issueReceipt } from './receipts';
import { settleInvoice } from './settle';

type InvoiceRow = Selectable<InvoicesTable>;
type AttemptRow = Selectable<PaymentAttemptsTable>;

/** How the money came to be known, and the event that told it, recorded once. */
export type Arrival = {
  source: Selectable<PaymentTransactionsTable>['source'];
  attemptId?: number | null;
  event?: { id: string; kind: string };
};

/** Why money cannot settle the invoice it names, or undefined when it can. */
async function reasonToHold(
  trx: Kysely<Database>,
  money: ProviderMoney,
  invoice: InvoiceRow | undefined,
  attempt: AttemptRow | undefined,
): Promise<SuspenseReason | undefined> {
  if (!invoice) return 'unknown_reference';
  if (attempt && attempt.amount !== money.amount) return 'amount_differs';
  if (money.currency !== invoice.currency) return 'currency_differs';
  if (invoice.status === 'void') return 'invoice_not_open';
  // A bill is paid as its account is: what exceeds it is credit for the next bill.
  if (invoice.kind !== 'utility_bill') {
    if (invoice.status !== 'open') return 'invoice_not_open';
    if (money.amount > invoice.amount - invoice.paid) return 'over_balance';
  }
  const typed = await referenceHolder(trx, money.method, paymentReferenceKey(money.transaction_id));
  return typed ? 'reference_recorded' : undefined;
}

/**
 * Records money a provider confirmed (docs/payments.md), once, whatever tells it and however often:
 * the event id and the provider's transaction id are each unique, inserted in the same database
 * transaction as everything the money causes, so a replay, a duplicate or the STK callback and the
 * C2B confirmation of the same money find the first and change nothing. Money that can settle
 * its invoice settles it as a recorded payment would, with a receipt mailed to the payer; money
 * that cannot is held in suspense for finance, never dropped. Answers whether this call recorded it.
 */
export async function receiveProviderMoney(
  server: FastifyInstance,
  money: ProviderMoney,
  arrival: Arrival,
): Promise<'recorded' | 'duplicate'> {
  const acting = systemActing(server, `payment provider (${money.provider})`);
  try {
    return await server.deps.database.transaction((trx) => receive(acting, trx, money, arrival));
  } catch (error) {
    // The invoice could not take it after all (its application moved on meanwhile): the money is
    // held rather than refused, since the provider would only send it again.
    if (!(error instanceof AppError)) throw error;
    return server.deps.database.transaction((trx) =>
      receive(acting, trx, money, arrival, 'invoice_not_open'),
    );
  }
}

async function receive(
  acting: Acting,
  trx: Kysely<Database>,
  money: ProviderMoney,
  arrival: Arrival,
  forced?: SuspenseReason,
): Promise<'recorded' | 'duplicate'> {
  const { config } = acting.server.deps;
  if (arrival.event) {
    const fresh = await trx
      .insertInto('payment_callbacks')
      .values({ provider: money.provider, event_id: arrival.event.id, kind: arrival.event.kind })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';
  }
  const inserted = await trx
    .insertInto('payment_transactions')
    .values({
      ...money,
      attempt_id: arrival.attemptId ?? null,
      source: arrival.source,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    if (arrival.attemptId) await attachAttempt(acting, trx, money, arrival.attemptId);
    return 'duplicate';
  }
  const attempt = arrival.attemptId
    ? await trx
        .selectFrom('payment_attempts')
        .selectAll()
        .where('id', '=', arrival.attemptId)
        .executeTakeFirst()
    : undefined;
  const invoice = attempt
    ? await trx
        .selectFrom('invoices')
        .selectAll()
        .where('id', '=', attempt.invoice_id)
        .executeTakeFirst()
    : await invoiceByReference(trx, money.account_reference);
  const held = forced ?? (await reasonToHold(trx, money, invoice, attempt));
  if (held || !invoice) {
    await trx
      .updateTable('payment_transactions')
      .set({
        invoice_id: invoice?.id ?? null,
        suspense_reason: held ?? 'unknown_reference',
        suspense_status: 'held',
      })
      .where('id', '=', inserted.id)
      .execute();
  } else {
    const payer = await invoicePayer(trx, invoice);
    const receipt = await issueReceipt(
      money,
      invoice,
      payer?.name ?? money.payer ?? '',
      config.appUrl,
    );
    await trx
      .updateTable('payment_transactions')
      .set({
        invoice_id: invoice.id,
        receipt_code: receipt.code,
        receipt_pdf: receipt.pdf,
        receipt_sha256: receipt.sha256,
      })
      .where('id', '=', inserted.id)
      .execute();
    await settleInvoice(
      acting,
      trx,
      invoice,
      {
        amount: money.amount,
        method: money.method,
        reference: money.transaction_id,
        reference_key: paymentReferenceKey(money.transaction_id),
        paid_on: money.paid_at.slice(0, 10),
      },
      receipt,
    );
  }
  await acting.trail().creation(trx, 'payment_transaction.received', async () => inserted.id);
  if (attempt) await attachAttempt(acting, trx, money, attempt.id);
  return 'recorded';
}

/**
 * An attempt learns what became of its money: paid when the money settled its invoice, not paid
 * (with why) when it is held. A late success overrides a failure or expiry told before it, since
 * the money is what counts; nothing overrides a success.
 */
async function attachAttempt(
  acting: Acting,
  trx: Kysely<Database>,
  money: ProviderMoney,
  attemptId: number,
) {
  const recorded = await trx
    .selectFrom('payment_transactions')
    .select(['id', 'suspense_status'])
    .where('provider', '=', money.provider)
    .where('transaction_id', '=', money.transaction_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('payment_transactions')
    .set({ attempt_id: attemptId })
    .where('id', '=', recorded.id)
    .where('attempt_id', 'is', null)
    .execute();
  const settled = recorded.suspense_status === null;
  await trx
    .updateTable('payment_attempts')
    .set({
      status: settled ? 'succeeded' : 'failed',
      failure_reason: settled
        ? null
        : 'Your money was received but did not match the invoice, so finance holds it and will contact you.',
      updated_at: acting.server.deps.clock.now().toISOString(),
    })
    .where('id', '=', attemptId)
    .where('status', '<>', 'succeeded')
    .execute();
}
