import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { c2bNotification, validationAccepts } from './c2b';
import type { SimulatorContext } from './context';
import { prefixedId, receiptNumber } from './ids';

/** What the portal sent the simulator, for tests and developers to see what it asked. */
export type RecordedRequest = { method: string; path: string; query: unknown; body: unknown };

const C2bPaymentSchema = z.object({
  phone: z.string().min(1),
  amount_minor: z.number().int().positive(),
  account_reference: z.string().min(1),
  validate: z.boolean().default(true),
});

const StatementOnlySchema = z.object({
  provider: z.enum(['mpesa', 'aggregator']),
  amount_minor: z.number().int().positive(),
  account_reference: z.string().min(1),
  phone: z.string().min(1).optional(),
});

const RestatedAmountSchema = z.object({ amount_minor: z.number().int().nonnegative() });

/** A phone for statement lines that name none: the ending pays, like any untested ending. */
const ANY_PHONE = '254700000000';

function invalid(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: z.prettifyError(error) });
}

/**
 * Calls that make a provider do what no portal request can: a payer paying from the phone, money
 * the statement shows but nobody called back about, held callbacks let go (docs/payments.md).
 */
export function controlRoutes(
  context: SimulatorContext,
  requests: RecordedRequest[],
): FastifyPluginAsync {
  const { ledger, deliveries, daraja } = context;
  return async (app) => {
    app.post('/simulator/release/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const prompt = daraja.prompts.get(id);
      const wasProcessing = prompt?.processing === true;
      if (prompt) prompt.processing = false;
      const released = deliveries.release(id);
      if (!released && !wasProcessing) {
        return reply.code(404).send({ error: `Nothing is held for ${id}` });
      }
      return { released: id };
    });

    app.post('/simulator/processing/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const prompt = daraja.prompts.get(id);
      if (!prompt) return reply.code(404).send({ error: `No STK prompt ${id}` });
      prompt.processing = true;
      return { processing: id };
    });

    // A payer paying the paybill from the phone: validation first, when the portal asked for it.
    app.post('/simulator/c2b', async (request, reply) => {
      const parsed = C2bPaymentSchema.safeParse(request.body);
      if (!parsed.success) return invalid(reply, parsed.error);
      const payment = parsed.data;
      const registration = daraja.c2b;
      const paidAt = context.now();
      const notification = c2bNotification({
        transId: receiptNumber(),
        paidAt,
        amountMinor: payment.amount_minor,
        shortCode: registration?.shortCode ?? '',
        accountReference: payment.account_reference,
        phone: payment.phone,
      });
      if (registration && payment.validate) {
        const [validation] = await deliveries.send([
          { url: registration.validationUrl, payload: notification },
        ]);
        // An unreachable validation address leaves the choice to the registered ResponseType.
        const accepted =
          validation?.error === null
            ? validationAccepts(validation.answer)
            : registration.responseType === 'Completed';
        if (!accepted) return { accepted: false, result: validation?.answer ?? null };
      }
      ledger.record({
        provider: 'mpesa',
        transactionType: 'Pay Bill',
        id: notification.TransID,
        amountMinor: payment.amount_minor,
        accountReference: payment.account_reference,
        phone: payment.phone,
        paidAt,
      });
      if (registration) {
        await deliveries.send([{ url: registration.confirmationUrl, payload: notification }]);
      }
      return { accepted: true, TransID: notification.TransID };
    });

    app.post('/simulator/statement-only', async (request, reply) => {
      const parsed = StatementOnlySchema.safeParse(request.body);
      if (!parsed.success) return invalid(reply, parsed.error);
      const line = parsed.data;
      const common = {
        amountMinor: line.amount_minor,
        accountReference: line.account_reference,
        phone: line.phone ?? ANY_PHONE,
        paidAt: context.now(),
      };
      const id = line.provider === 'mpesa' ? receiptNumber() : prefixedId('txn');
      ledger.record(
        line.provider === 'mpesa'
          ? { ...common, id, provider: 'mpesa', transactionType: 'Pay Bill' }
          : { ...common, id, provider: 'aggregator', method: 'mobile_money', currency: 'KES' },
      );
      return { transaction_id: id };
    });

    app.post('/simulator/statement/:id/drop', async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!ledger.drop(id)) return reply.code(404).send({ error: `No transaction ${id}` });
      return { transaction_id: id, on_statement: false };
    });

    app.post('/simulator/statement/:id/amount', async (request, reply) => {
      const { id } = request.params as { id: string };
      const parsed = RestatedAmountSchema.safeParse(request.body);
      if (!parsed.success) return invalid(reply, parsed.error);
      if (!ledger.restate(id, parsed.data.amount_minor)) {
        return reply.code(404).send({ error: `No transaction ${id}` });
      }
      return { transaction_id: id, amount_minor: parsed.data.amount_minor };
    });

    app.get('/simulator/requests', async () => requests);
    app.get('/simulator/deliveries', async () => deliveries.log);
  };
}
