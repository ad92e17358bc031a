import type { FastifyPluginAsync } from 'fastify';
import { WebhookEventSchema } from '@portal/shared/payment-protocols';
import { paymentCallbackCalls } from '@portal/shared/payments';
import { AppError, badRequest } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { settleOutcome } from '@server/domain/payments/attempts';
import { aggregatorMoney, aggregatorOutcome } from '@server/domain/payments/providers/aggregator';
import { receiveProviderMoney } from '@server/domain/payments/receive';
import { verifiedWebhook } from '@server/domain/payments/webhook-signature';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The aggregator's signed events (docs/payments.md). The signature is checked on the body as it
 * arrived, byte for byte, so this context keeps JSON bodies as text; the event id is the key that
 * makes a replay change nothing. A failure ends only a pending attempt, so a late failure cannot
 * undo a success told before it.
 */
export const webhookCallbackRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    ...declared(paymentCallbackCalls.webhooks, { tag: 'payment callbacks', security: null }),
    handler: async (request) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const headers = {
        id: header(request.headers['webhook-id']),
        timestamp: header(request.headers['webhook-timestamp']),
        signature: header(request.headers['webhook-signature']),
      };
      const { webhookSecrets } = app.deps.config.payments;
      const verdict = verifiedWebhook(webhookSecrets, headers, body, app.deps.clock.now());
      if (verdict !== 'valid') {
        request.log.warn({ webhook: headers.id, verdict }, 'payment event refused');
        throw new AppError(
          401,
          'unauthorized',
          verdict === 'stale'
            ? 'The event is outside the tolerance window.'
            : 'The signature does not verify.',
        );
      }
      let event;
      try {
        event = WebhookEventSchema.parse(JSON.parse(body));
      } catch {
        throw badRequest('The event is not one this portal reads.');
      }
      const payment = event.data;
      const candidate = Number(payment.merchant_reference);
      const attempt = Number.isSafeInteger(candidate)
        ? await db
            .selectFrom('payment_attempts')
            .select('id')
            .where('id', '=', candidate)
            .where('provider', '=', 'aggregator')
            // Signed, so its reference is the attempt's; its id may not be stored yet.
            .where((eb) =>
              eb.or([
                eb('provider_reference', 'is', null),
                eb('provider_reference', '=', payment.id),
              ]),
            )
            .executeTakeFirst()
        : undefined;
      if (event.type === 'payment.succeeded') {
        const money = aggregatorMoney(payment);
        if (!money) throw badRequest('A payment.succeeded event must name its transaction.');
        await receiveProviderMoney(app, money, {
          source: 'webhook',
          attemptId: attempt?.id ?? null,
          event: { id: headers.id!, kind: event.type },
        });
      } else if (attempt) {
        await settleOutcome(app, attempt.id, aggregatorOutcome(payment), 'webhook');
      }
      return { received: true };
    },
  });
};
