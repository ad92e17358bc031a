import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentCalls } from '@portal/shared/payments';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { sendPdf } from '@server/lib/pdf/reply';
import { guards } from '@server/plugins/authentication';
import { attemptView, startAttempt, visibleAttempt } from '@server/domain/payments/attempts';

/** Prompts a person may start a minute: enough to retry a mistyped number, too few to pester a phone. */
const ATTEMPT_LIMIT = { max: 5, windowMs: 60_000 };

/** Paying an invoice online, and following the attempt (docs/payments.md). */
export const attemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;

  app.route({
    ...declared(paymentCalls.options, { tag: 'payments' }),
    onRequest: guards.account,
    handler: async () => {
      const { provider, daraja } = config.payments;
      return ok({
        provider,
        simulated: provider === 'simulator',
        methods: Object.keys(app.paymentChannels.forMethod) as ('mobile_money' | 'card')[],
        paybill: daraja?.shortcode ?? null,
      });
    },
  });

  app.route({
    ...declared(paymentCalls.start, { tag: 'payments' }),
    // Counted before the body is read, so that malformed attempts count too.
    onRequest: [
      guards.account,
      async (request) => {
        await app.limiter.consume(`payment-attempts:${actorOf(request).user.id}`, ATTEMPT_LIMIT);
      },
    ],
    handler: async (request, reply) => {
      const id = await startAttempt(request, request.params.id, request.body);
      return reply.status(201).send(ok(await attemptView(db, id)));
    },
  });

  app.route({
    ...declared(paymentCalls.attempt, { tag: 'payments' }),
    onRequest: guards.account,
    handler: async (request) => {
      const attempt = await visibleAttempt(request, request.params.id);
      return ok(await attemptView(db, attempt.id));
    },
  });

  app.route({
    ...declared(paymentCalls.receipt, { tag: 'payments' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const attempt = await visibleAttempt(request, request.params.id);
      const receipt = await db
        .selectFrom('payment_transactions')
        .innerJoin('invoices', 'invoices.id', 'payment_transactions.invoice_id')
        .select(['payment_transactions.receipt_pdf', 'invoices.number'])
        .where('payment_transactions.attempt_id', '=', attempt.id)
        .where('payment_transactions.receipt_pdf', 'is not', null)
        .executeTakeFirst();
      if (!receipt?.receipt_pdf) throw notFound('This attempt has no receipt: it was not paid.');
      return sendPdf(reply, `receipt-${receipt.number}.pdf`, Buffer.from(receipt.receipt_pdf));
    },
  });
};
