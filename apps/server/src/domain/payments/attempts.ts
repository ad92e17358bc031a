import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { invoiceMessages } from '@portal/shared/invoices';
import {
  ONLINE_METHOD_LABELS,
  paymentMessages,
  type PaymentAttempt,
  type PaymentAttemptInput,
  paybillAccount,
} from '@portal/shared/payments';
import type { Database, PaymentAttemptsTable } from '@server/db/schema';
import { AppError, conflict, notFound, validationFailed } from '@server/lib/errors';
import { MINUTE } from '@server/lib/clock';
import { actorOf } from '@server/lib/http/actor';
import { invoicePayer } from '@server/domain/invoices/payer';
import { ProviderUnavailable, type CollectionOutcome } from './providers/types';
import { receiveProviderMoney } from './receive';

type AttemptRow = Selectable<PaymentAttemptsTable>;

/** A pending attempt is first asked about this long after it starts, then less and less often. */
export const FIRST_CHECK_AFTER_MS = 2 * MINUTE;
/** An attempt nobody confirmed within this long has expired: the payer starts another. */
export const ATTEMPT_LIFETIME_MS = 30 * MINUTE;

const attemptNotFound = () => notFound('Payment attempt not found.');

/** Who may see an attempt: whoever started it, and finance. */
export async function visibleAttempt(request: FastifyRequest, id: number): Promise<AttemptRow> {
  const actor = actorOf(request);
  const attempt = await request.server.deps.database.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!attempt) throw attemptNotFound();
  if (attempt.started_by !== actor.user.id && !actor.permissions.has('payments.record'))
    throw attemptNotFound();
  return attempt;
}

/** The whole shillings M-Pesa is asked for: a bill's cents are rounded up into credit. */
function mobileAmount(invoice: { kind: string; currency: string }, balance: number): number {
  if (invoice.currency !== 'KES')
    throw validationFailed({ method: [paymentMessages.shillingsOnly] });
  if (balance % 100 === 0) return balance;
  if (invoice.kind === 'utility_bill') return Math.ceil(balance / 100) * 100;
  throw validationFailed({ method: [paymentMessages.wholeShillings] });
}

/**
 * Starts paying an invoice's balance online (docs/payments.md): the attempt is written first, so
 * that its id goes to the provider, then the provider is asked to prompt the phone or open its
 * card page. The attempt settles nothing: only the provider's confirmation does. The payer, or
 * finance at the counter, may start one; a second M-Pesa prompt while one waits is refused, as a
 * phone shows one at a time.
 */
export async function startAttempt(
  request: FastifyRequest,
  invoiceId: number,
  input: { method: PaymentAttemptInput['method']; phone: string | null },
): Promise<number> {
  const { database, clock, config } = request.server.deps;
  const { db } = database;
  const actor = actorOf(request);
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  const payer = invoice && (await invoicePayer(db, invoice));
  const mayPay = payer?.id === actor.user.id || actor.permissions.has('payments.record');
  if (!invoice || !mayPay) throw notFound('Invoice not found.');
  if (invoice.status !== 'open') throw conflict(invoiceMessages.notOpen);
  const adapter = request.server.paymentChannels.forMethod[input.method];
  if (!adapter)
    throw validationFailed({
      method: [paymentMessages.methodUnavailable(ONLINE_METHOD_LABELS[input.method])],
    });
  const balance = invoice.amount - invoice.paid;
  const amount = input.method === 'mobile_money' ? mobileAmount(invoice, balance) : balance;
  const now = clock.now();
  if (input.method === 'mobile_money') {
    const waiting = await db
      .selectFrom('payment_attempts')
      .select('id')
      .where('invoice_id', '=', invoice.id)
      .where('method', '=', 'mobile_money')
      .where('status', '=', 'pending')
      .where('created_at', '>', new Date(now.getTime() - FIRST_CHECK_AFTER_MS).toISOString())
      .executeTakeFirst();
    if (waiting) throw conflict(paymentMessages.promptPending);
  }
  const { id } = await db
    .insertInto('payment_attempts')
    .values({
      invoice_id: invoice.id,
      started_by: actor.user.id,
      method: input.method,
      phone: input.phone,
      amount,
      currency: invoice.currency,
      provider: adapter.channel,
      check_at: new Date(now.getTime() + FIRST_CHECK_AFTER_MS).toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const started = await adapter.start({
      attempt_id: id,
      method: input.method,
      phone: input.phone,
      amount,
      currency: invoice.currency,
      account_reference: paybillAccount(invoice.number),
      return_url: `${config.appUrl}/account/payments/${id}`,
      callback_url: `${config.appUrl}/api/payments/callbacks/mpesa/${config.payments.callbackSecret}`,
    });
    await db
      .updateTable('payment_attempts')
      .set({ provider_reference: started.reference, checkout_url: started.checkout_url })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    request.log.warn({ err: error, attempt: id }, 'payment provider did not take the attempt');
    await settleOutcome(request.server, id, {
      state: 'failed',
      reason: paymentMessages.providerDown,
    });
    throw new AppError(503, 'service_unavailable', paymentMessages.providerDown);
  }
  return id;
}

/**
 * What the provider said of an attempt, applied: a failure or expiry ends a pending attempt; a
 * success with its money records the money (which settles the attempt); a success without it
 * waits for the callback or the statement; pending is asked again later, less often.
 */
export async function settleOutcome(
  server: FastifyInstance,
  attemptId: number,
  outcome: CollectionOutcome,
  source: 'stk_callback' | 'webhook' | 'status_query' = 'status_query',
): Promise<void> {
  const { db } = server.deps.database;
  const now = server.deps.clock.now();
  if (outcome.state === 'succeeded') {
    if (outcome.money) await receiveProviderMoney(server, outcome.money, { source, attemptId });
    return;
  }
  if (outcome.state === 'pending') return;
  await db
    .updateTable('payment_attempts')
    .set({ status: outcome.state, failure_reason: outcome.reason, updated_at: now.toISOString() })
    .where('id', '=', attemptId)
    .where('status', '=', 'pending')
    .execute();
}

/** The attempts due a status query now, oldest first. */
export function attemptsToCheck(db: Kysely<Database>, now: Date, limit: number) {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('status', '=', 'pending')
    .where('check_at', '<=', now.toISOString())
    .orderBy('check_at')
    .limit(limit)
    .execute();
}

/**
 * Asks the provider about one pending attempt: its answer is applied, and the next question
 * comes twice as late (2, 4, 8… minutes); past its lifetime, an attempt still unconfirmed expires.
 */
export async function checkAttempt(server: FastifyInstance, attempt: AttemptRow): Promise<void> {
  const { db } = server.deps.database;
  const now = server.deps.clock.now();
  const adapter = server.paymentChannels.byChannel[attempt.provider];
  let outcome: CollectionOutcome = { state: 'pending' };
  if (adapter && attempt.provider_reference) {
    const invoice = await db
      .selectFrom('invoices')
      .select('number')
      .where('id', '=', attempt.invoice_id)
      .executeTakeFirstOrThrow();
    try {
      outcome = await adapter.status(attempt.provider_reference, paybillAccount(invoice.number));
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      server.log.warn({ err: error, attempt: attempt.id }, 'payment status query failed');
    }
  }
  const age = now.getTime() - Date.parse(attempt.created_at);
  if (outcome.state === 'pending' && age >= ATTEMPT_LIFETIME_MS)
    outcome = { state: 'expired', reason: 'No confirmation came in time. Nothing was charged.' };
  await settleOutcome(server, attempt.id, outcome);
  await db
    .updateTable('payment_attempts')
    .set({
      checks: attempt.checks + 1,
      check_at: new Date(
        now.getTime() + FIRST_CHECK_AFTER_MS * 2 ** (attempt.checks + 1),
      ).toISOString(),
    })
    .where('id', '=', attempt.id)
    .execute();
}

const masked = (phone: string | null) =>
  phone && phone.length > 7 ? `${phone.slice(0, 4)}•••••${phone.slice(-3)}` : phone;

/** An attempt as the payer's screen shows it. */
export async function attemptView(db: Kysely<Database>, id: number): Promise<PaymentAttempt> {
  const row = await db
    .selectFrom('payment_attempts')
    .innerJoin('invoices', 'invoices.id', 'payment_attempts.invoice_id')
    .leftJoin('payment_transactions', (join) =>
      join
        .onRef('payment_transactions.attempt_id', '=', 'payment_attempts.id')
        .on('payment_transactions.suspense_status', 'is', null),
    )
    .select([
      'payment_attempts.id',
      'payment_attempts.invoice_id',
      'invoices.number as invoice_number',
      'payment_attempts.method',
      'payment_attempts.phone',
      'payment_attempts.amount',
      'payment_attempts.currency',
      'payment_attempts.status',
      'payment_attempts.failure_reason',
      'payment_attempts.checkout_url',
      'payment_transactions.receipt_code',
      'payment_attempts.created_at',
      'payment_attempts.updated_at',
    ])
    .where('payment_attempts.id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, amount: Number(row.amount), phone: masked(row.phone) };
}
