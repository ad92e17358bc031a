import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { C2B_INVALID_ACCOUNT, STK_RESULT } from '@portal/shared/payment-protocols';
import { paymentCallbackCalls, paybillAccount } from '@portal/shared/payments';
import { notFound } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { sameSecret } from '@server/lib/tokens';
import { settleOutcome } from '@server/domain/payments/attempts';
import { invoiceByReference } from '@server/domain/payments/invoice-reference';
import { c2bMoney, stkFailure, stkMoney } from '@server/domain/payments/providers/daraja';
import { ProviderUnavailable } from '@server/domain/payments/providers/types';
import { receiveProviderMoney } from '@server/domain/payments/receive';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
const PROMPT_LOOKUPS = 20;
const PROMPT_LOOKUP_PAUSE_MS = 50;

/** Daraja signs nothing: the secret segment of the address is what it alone knows. */
function ensureSecret(app: FastifyInstance, given: string) {
  const { daraja, callbackSecret } = app.deps.config.payments;
  if (!daraja || !sameSecret(callbackSecret, given)) throw notFound();
}

/**
 * Daraja's callbacks (docs/payments.md). An STK callback's success is not taken on its word: the
 * STK query, the final word, confirms it before the money is recorded; a paybill confirmation is
 * recorded as it comes and checked by the day's reconciliation. Each answers Daraja at once with
 * success when it is understood, so that Daraja does not send it again.
 */
export const mpesaCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const security = null;

  const findPrompt = (checkout: string) =>
    db
      .selectFrom('payment_attempts')
      .innerJoin('invoices', 'invoices.id', 'payment_attempts.invoice_id')
      .selectAll('payment_attempts')
      .select('invoices.number as invoice_number')
      .where('payment_attempts.provider', '=', 'mpesa')
      .where('payment_attempts.provider_reference', '=', checkout)
      .executeTakeFirst();

  /**
   * The attempt a prompt's id belongs to. The id is stored once Daraja's answer to the push is
   * read, and a quick payer's callback can overtake that write: it is looked for again for up to
   * a second before the callback is left to the status query.
   */
  async function promptOf(checkout: string) {
    for (let tries = 0; tries < PROMPT_LOOKUPS; tries += 1) {
      const attempt = await findPrompt(checkout);
      if (attempt) return attempt;
      await new Promise((resolve) => setTimeout(resolve, PROMPT_LOOKUP_PAUSE_MS));
    }
    return undefined;
  }

  app.route({
    ...declared(paymentCallbackCalls.stk, { tag: 'payment callbacks', security }),
    handler: async (request) => {
      ensureSecret(app, request.params.secret);
      const callback = request.body.Body.stkCallback;
      const attempt = await promptOf(callback.CheckoutRequestID);
      if (!attempt) {
        request.log.warn({ checkout: callback.CheckoutRequestID }, 'STK callback for no attempt');
        return ACCEPTED;
      }
      if (callback.ResultCode !== STK_RESULT.paid) {
        await settleOutcome(
          app,
          attempt.id,
          stkFailure(callback.ResultCode, callback.ResultDesc),
          'stk_callback',
        );
        return ACCEPTED;
      }
      const reference = paybillAccount(attempt.invoice_number);
      try {
        const confirmed = await app.paymentChannels.byChannel.mpesa!.status(
          callback.CheckoutRequestID,
          reference,
        );
        if (confirmed.state === 'succeeded') {
          const items = callback.CallbackMetadata?.Item;
          const money = confirmed.money ?? (items ? stkMoney(items, reference) : null);
          if (money)
            await receiveProviderMoney(app, money, {
              source: 'stk_callback',
              attemptId: attempt.id,
            });
        } else await settleOutcome(app, attempt.id, confirmed, 'stk_callback');
      } catch (error) {
        // Unconfirmed for now: the attempt stays pending and its status query settles it.
        if (!(error instanceof ProviderUnavailable)) throw error;
        request.log.warn(
          { err: error, attempt: attempt.id },
          'STK callback left to the status query',
        );
      }
      return ACCEPTED;
    },
  });

  app.route({
    ...declared(paymentCallbackCalls.validation, { tag: 'payment callbacks', security }),
    handler: async (request) => {
      ensureSecret(app, request.params.secret);
      const invoice = await invoiceByReference(db, request.body.BillRefNumber);
      return invoice
        ? ACCEPTED
        : { ResultCode: C2B_INVALID_ACCOUNT, ResultDesc: 'Rejected: no invoice has this number' };
    },
  });

  app.route({
    ...declared(paymentCallbackCalls.confirmation, { tag: 'payment callbacks', security }),
    handler: async (request) => {
      ensureSecret(app, request.params.secret);
      await receiveProviderMoney(app, c2bMoney(request.body), { source: 'c2b_confirmation' });
      return { ResultCode: 0, ResultDesc: 'Success' };
    },
  });
};
