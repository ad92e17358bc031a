import { Webhook } from 'standardwebhooks';
import type { AggregatorPayment, WebhookEvent } from '@portal/shared/payment-protocols';
import type { Delivery } from './deliveries';
import { prefixedId } from './ids';

/** Signs the aggregator's events the Standard Webhooks way (docs/payments.md). */
export class EventSigner {
  private readonly webhook: Webhook;

  constructor(
    secret: string,
    private readonly url: string,
    private readonly now: () => Date,
  ) {
    this.webhook = new Webhook(secret);
  }

  /** The event about `payment` as it stands now; `messageId` repeats an event a second time. */
  event(payment: AggregatorPayment, messageId = prefixedId('msg')): Delivery {
    const event: WebhookEvent = {
      type: payment.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
      timestamp: this.now().toISOString(),
      data: { ...payment },
    };
    return {
      url: this.url,
      payload: event,
      headers: (body) => {
        const sentAt = this.now();
        return {
          'webhook-id': messageId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': this.webhook.sign(messageId, sentAt, body),
        };
      },
    };
  }
}
