import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AggregatorPaymentSchema, WebhookEventSchema } from '@portal/shared/payment-protocols';
import { SIMULATOR_BASE_URL, startSimulator } from './harness';

const simulator = await startSimulator();
afterAll(() => simulator.stop());
beforeEach(() => simulator.portal.received.splice(0));

const RETURN_URL = 'http://portal.test/pay/return';

async function cardPayment() {
  const created = await simulator.call('POST', '/v1/payments', {
    merchant_reference: 'attempt-card',
    account_reference: 'INV-2026-0003',
    amount: 250_000,
    currency: 'KES',
    method: 'card',
    return_url: RETURN_URL,
  });
  expect(created.status).toBe(201);
  const payment = AggregatorPaymentSchema.parse(created.body);
  expect(payment.checkout_url).toBe(`${SIMULATOR_BASE_URL}/checkout/${payment.id}`);
  return { ...payment, page: new URL(payment.checkout_url!).pathname };
}

/** Submits the hosted page's form as a browser does. */
function submit(page: string, fields: Record<string, string>) {
  return fetch(`${simulator.url}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function eventDelivered() {
  const [received, ...more] = await simulator.delivered();
  expect(more).toEqual([]);
  return WebhookEventSchema.parse(received!.body);
}

describe('the hosted card page', () => {
  it('waits for the payer, and shows a labelled, script-free form', async () => {
    const { page } = await cardPayment();
    expect(await simulator.delivered()).toEqual([]);

    const shown = await simulator.call('GET', page);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toContain('text/html');
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(shown.text).toContain('<title>Payment simulator: no real money moves</title>');
    expect(shown.text).toContain('<html lang="en">');
    expect(shown.text).toContain('<label for="card_number">Card number</label>');
    expect(shown.text).toMatch(
      /<input id="card_number" name="card_number" value="4242 4242 4242 4242"/,
    );
    expect(shown.text).toContain('<form method="post"');
    expect(shown.text).toContain('KES 2,500.00');
    expect(shown.text).toContain('INV-2026-0003');
    expect(shown.text).toContain('>Pay KES 2,500.00</button>');
    expect(shown.text).toContain('>Cancel</button>');
    expect(shown.text).not.toMatch(/<script|<link|src=/);
  });

  it('pays, sends payment.succeeded, and sends the payer back', async () => {
    const { id, page } = await cardPayment();
    const paid = await submit(page, { card_number: '4242 4242 4242 4242', action: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(RETURN_URL);
    expect(await eventDelivered()).toMatchObject({
      type: 'payment.succeeded',
      data: { id, method: 'card', status: 'succeeded', amount: 250_000 },
    });

    const again = await submit(page, { card_number: '4242 4242 4242 4242', action: 'pay' });
    expect(again.status).toBe(409);
    expect(await simulator.delivered()).toEqual([]);
  });

  it("takes the case from the card number's ending", async () => {
    const { id, page } = await cardPayment();
    const declined = await submit(page, { card_number: '4000 0000 0000 0001', action: 'pay' });
    expect(declined.status).toBe(303);
    expect(await eventDelivered()).toMatchObject({
      type: 'payment.failed',
      data: { id, failure_reason: 'insufficient_funds' },
    });
  });

  it('cancels: payment.failed, and the payer goes back', async () => {
    const { id, page } = await cardPayment();
    const cancelled = await submit(page, { card_number: '4242 4242 4242 4242', action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(RETURN_URL);
    expect(await eventDelivered()).toMatchObject({
      type: 'payment.failed',
      data: { id, status: 'failed', failure_reason: 'cancelled' },
    });
  });

  it('has no page for an unknown or mobile money payment', async () => {
    expect((await simulator.call('GET', '/checkout/pay_unknown')).status).toBe(404);
  });
});
