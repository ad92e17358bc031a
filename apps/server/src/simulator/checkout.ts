import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { simulatorCaseOf } from '@portal/shared/payment-protocols';
import { failPayment, settlePayment } from './aggregator-payments';
import { CHECKOUT_PAGE_POLICY, checkoutPage, missingPage, outcomePage } from './checkout-page';
import type { SimulatorContext } from './context';

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CHECKOUT_PAGE_POLICY)
    .send(body);
}

/** The aggregator's hosted card page, where the payer's browser is sent by checkout_url. */
export function checkoutRoutes(context: SimulatorContext): FastifyPluginAsync {
  const cardPayment = (id: string) => {
    const stored = context.payments.get(id);
    return stored?.payment.method === 'card' ? stored : undefined;
  };

  return async (app) => {
    app.get('/checkout/:id', async (request, reply) => {
      const stored = cardPayment((request.params as { id: string }).id);
      if (!stored) return html(reply, 404, missingPage());
      if (stored.payment.status !== 'pending') {
        return html(reply, 200, outcomePage(stored.payment, stored.returnUrl));
      }
      return html(reply, 200, checkoutPage(stored.payment));
    });

    app.post('/checkout/:id', async (request, reply) => {
      const stored = cardPayment((request.params as { id: string }).id);
      if (!stored) return html(reply, 404, missingPage());
      if (stored.payment.status !== 'pending') {
        return html(reply, 409, outcomePage(stored.payment, stored.returnUrl));
      }
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const { now, held } =
        form.action === 'pay'
          ? settlePayment(context, stored, simulatorCaseOf(form.card_number ?? ''))
          : failPayment(context, stored, 'cancelled');
      if (held.length > 0) context.deliveries.hold(stored.payment.id, held);
      // The event goes before the payer is sent back, so the portal's return page already knows.
      await context.deliveries.send(now);
      if (!stored.returnUrl) return html(reply, 200, outcomePage(stored.payment, null));
      return reply.redirect(stored.returnUrl, 303);
    });
  };
}
