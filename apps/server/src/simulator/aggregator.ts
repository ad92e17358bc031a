import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  AggregatorPaymentRequestSchema,
  simulatorCaseOf,
  type AggregatorStatementSchema,
} from '@portal/shared/payment-protocols';
import { settlePayment } from './aggregator-payments';
import type { SimulatorContext, StoredPayment } from './context';
import { prefixedId } from './ids';
import { startOfNairobiDay } from './nairobi-time';

const DAY_MS = 24 * 60 * 60_000;

function aggregatorError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

/** The generic aggregator: payments by mobile money or hosted card page, signed events. */
export function aggregatorRoutes(context: SimulatorContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      if (context.aggregatorKey === null) return;
      if (request.headers.authorization !== `Bearer ${context.aggregatorKey}`) {
        return aggregatorError(reply, 401, 'unauthorized', 'A valid API key is required');
      }
    });

    app.post('/v1/payments', async (request, reply) => {
      const parsed = AggregatorPaymentRequestSchema.safeParse(request.body);
      if (!parsed.success) {
        return aggregatorError(reply, 400, 'invalid_request', parsed.error.message);
      }
      const asked = parsed.data;
      if (asked.method === 'mobile_money' && !asked.phone) {
        return aggregatorError(
          reply,
          400,
          'invalid_request',
          'A mobile money payment needs a phone',
        );
      }
      const id = prefixedId('pay');
      const stored: StoredPayment = {
        payment: {
          id,
          merchant_reference: asked.merchant_reference,
          status: 'pending',
          amount: asked.amount,
          currency: asked.currency,
          account_reference: asked.account_reference,
          method: asked.method,
          transaction_id: null,
          paid_at: null,
          failure_reason: null,
          checkout_url: asked.method === 'card' ? `${context.baseUrl}/checkout/${id}` : null,
        },
        phone: asked.phone ?? null,
        returnUrl: asked.return_url ?? null,
      };
      context.payments.set(id, stored);
      const answer = { ...stored.payment };
      // A card payment waits for the payer on the hosted page; mobile money prompts the phone now.
      if (asked.method === 'mobile_money') {
        const { now, held } = settlePayment(context, stored, simulatorCaseOf(asked.phone ?? ''));
        context.deliveries.sendAfterAnswer(reply, now);
        if (held.length > 0) context.deliveries.hold(id, held);
      }
      return reply.code(201).send(answer);
    });

    app.get('/v1/payments/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const stored = context.payments.get(id);
      if (!stored) return aggregatorError(reply, 404, 'not_found', `No payment ${id}`);
      return stored.payment;
    });

    app.get('/v1/transactions', async (request, reply) => {
      const { date } = request.query as { date?: string };
      const from = startOfNairobiDay(date ?? '');
      if (!date || !from) {
        return aggregatorError(reply, 400, 'invalid_request', 'date must be YYYY-MM-DD');
      }
      const lines = context.ledger.statement('aggregator', from, new Date(from.getTime() + DAY_MS));
      const answer: z.infer<typeof AggregatorStatementSchema> = {
        date,
        data: lines.map((line) => ({
          transaction_id: line.id,
          amount: line.statementAmountMinor,
          currency: line.currency,
          account_reference: line.accountReference,
          method: line.method,
          paid_at: line.paidAt.toISOString(),
        })),
      };
      return answer;
    });
  };
}
