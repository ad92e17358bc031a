import type { OnlineMethod, PaymentChannel } from '@server/db/schema';
import type { PaymentsConfig } from '@server/config/payments';
import type { Clock } from '@server/lib/clock';
import { aggregatorAdapter } from './aggregator';
import { darajaAdapter, type DarajaAdapter } from './daraja';
import type { PaymentChannelAdapter } from './types';

/** The adapters the configured provider offers, and which one takes each method. */
export type PaymentChannels = {
  /** Daraja itself, for what only it does (registering the paybill's addresses). */
  daraja: DarajaAdapter | undefined;
  byChannel: Partial<Record<PaymentChannel, PaymentChannelAdapter>>;
  forMethod: Partial<Record<OnlineMethod, PaymentChannelAdapter>>;
};

/**
 * `mpesa` takes M-Pesa through Daraja and offers no card; `webhooks` takes both through the
 * aggregator; the simulator speaks Daraja for M-Pesa and the aggregator's protocol for cards, so
 * that both are exercised on a developer's machine.
 */
export function paymentChannels(config: PaymentsConfig, clock: Clock): PaymentChannels {
  const daraja = config.daraja ? darajaAdapter(config.daraja, clock) : undefined;
  const aggregator = config.aggregator ? aggregatorAdapter(config.aggregator) : undefined;
  return {
    daraja,
    byChannel: { ...(daraja && { mpesa: daraja }), ...(aggregator && { aggregator }) },
    forMethod: {
      ...((daraja ?? aggregator) && { mobile_money: daraja ?? aggregator }),
      ...(aggregator && { card: aggregator }),
    },
  };
}
