import fp from 'fastify-plugin';
import { paymentChannels, type PaymentChannels } from '@server/domain/payments/providers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider's adapters (docs/payments.md). */
    paymentChannels: PaymentChannels;
  }
}

/** The payment provider chosen by configuration, one set of adapters for the whole server. */
export const paymentChannelsPlugin = fp(
  async (app) => {
    const { config, clock } = app.deps;
    const channels = paymentChannels(config.payments, clock);
    app.decorate('paymentChannels', channels);
    if (config.payments.provider !== 'simulator') return;
    app.log.warn(
      { simulator: config.payments.daraja?.baseUrl },
      'payments go to the local simulator: no money moves (set PAYMENTS_PROVIDER to take real payments)',
    );
    // The simulator forgets on restart what live Daraja keeps: its paybill is told where to call
    // at every start. A simulator that is not running yet only means no paybill payments.
    app.addHook('onReady', async () => {
      const base = `${config.appUrl}/api/payments/callbacks/mpesa/${config.payments.callbackSecret}`;
      await channels.daraja
        ?.registerC2b({ confirmation: `${base}/confirmation`, validation: `${base}/validation` })
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'the payments simulator did not take the paybill addresses'),
        );
    });
  },
  { name: 'payment-channels' },
);
