import { Webhook } from 'standardwebhooks';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AggregatorPaymentSchema,
  WebhookEventSchema,
  type WebhookEvent,
} from '@portal/shared/payment-protocols';
import { startSimulator, WEBHOOK_PATH, type Harness, type Received } from './harness';

const KEY = 'sk_test_simulator';
const simulator = await startSimulator({ aggregatorKey: KEY });
afterAll(() => simulator.stop());
beforeEach(() => simulator.portal.received.splice(0));

const bearer = { authorization: `Bearer ${KEY}` };

/** Starts a mobile money payment and answers it as created. */
async function mobileMoney(harness: Harness, phone: string, amount = 150_000) {
  const created = await harness.call(
    'POST',
    '/v1/payments',
    {
      merchant_reference: `attempt-${phone}`,
      account_reference: 'INV-2026-0002',
      amount,
      currency: 'KES',
      method: 'mobile_money',
      phone,
    },
    bearer,
  );
  expect(created.status).toBe(201);
  return AggregatorPaymentSchema.parse(created.body);
}

/** The event, once its signature is checked as the portal checks it, at the simulator's time. */
function verifiedEvent(received: Received, secret = simulator.webhookSecret): WebhookEvent {
  expect(received.path).toBe(WEBHOOK_PATH);
  // standardwebhooks compares the signed timestamp with the system clock: set it to the manual one.
  vi.useFakeTimers({ toFake: ['Date'], now: simulator.clock.now() });
  try {
    const headers = {
      'webhook-id': String(received.headers['webhook-id']),
      'webhook-timestamp': String(received.headers['webhook-timestamp']),
      'webhook-signature': String(received.headers['webhook-signature']),
    };
    return WebhookEventSchema.parse(new Webhook(secret).verify(received.raw, headers));
  } finally {
    vi.useRealTimers();
  }
}

async function status(id: string) {
  return AggregatorPaymentSchema.parse(
    (await simulator.call('GET', `/v1/payments/${id}`, undefined, bearer)).body,
  );
}

describe('the aggregator API', () => {
  it('asks for its key, and refuses a payment it cannot make', async () => {
    const unauthorized = await simulator.call('GET', '/v1/payments/pay_x');
    expect(unauthorized.status).toBe(401);

    const bad = await simulator.call('POST', '/v1/payments', { amount: -1 }, bearer);
    expect(bad.status).toBe(400);
    const noPhone = await simulator.call(
      'POST',
      '/v1/payments',
      {
        merchant_reference: 'a',
        account_reference: 'b',
        amount: 100,
        currency: 'KES',
        method: 'mobile_money',
      },
      bearer,
    );
    expect(noPhone.status).toBe(400);
    expect(
      (await simulator.call('GET', '/v1/payments/pay_unknown', undefined, bearer)).status,
    ).toBe(404);
  });

  it('pays an ordinary number and sends a signed payment.succeeded at the simulator time', async () => {
    const payment = await mobileMoney(simulator, '254712345678');
    expect(payment).toMatchObject({ status: 'pending', transaction_id: null, checkout_url: null });
    expect(payment.id).toMatch(/^pay_/);

    const [received, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    expect(received!.headers['webhook-timestamp']).toBe(
      String(simulator.clock.now().getTime() / 1000),
    );
    const event = verifiedEvent(received!);
    expect(event).toMatchObject({
      type: 'payment.succeeded',
      timestamp: '2026-11-21T09:00:00.000Z',
      data: {
        id: payment.id,
        merchant_reference: 'attempt-254712345678',
        status: 'succeeded',
        amount: 150_000,
        paid_at: '2026-11-21T09:00:00.000Z',
      },
    });
    expect(event.data.transaction_id).toMatch(/^txn_/);
    expect(await status(payment.id)).toEqual(event.data);
  });

  it('a signature made with another secret does not verify', async () => {
    await mobileMoney(simulator, '254712345678');
    const [received] = await simulator.delivered();
    const other = `whsec_${Buffer.from('another secret entirely').toString('base64')}`;
    expect(() => verifiedEvent(received!, other)).toThrow('No matching signature found');
  });

  it.each([
    ['254712345601', 'insufficient_funds'],
    ['254712345602', 'cancelled'],
  ])('fails %s with a signed payment.failed (%s)', async (phone, reason) => {
    const payment = await mobileMoney(simulator, phone);
    const [received, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    expect(verifiedEvent(received!)).toMatchObject({
      type: 'payment.failed',
      data: { id: payment.id, status: 'failed', failure_reason: reason, transaction_id: null },
    });
  });

  it('sends nothing for a prompt that times out; the payment shows it failed', async () => {
    const payment = await mobileMoney(simulator, '254712345603');
    expect(await simulator.delivered()).toEqual([]);
    expect(await status(payment.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'timed_out',
    });
  });

  it('sends nothing for a lost event; the payment shows it succeeded', async () => {
    const payment = await mobileMoney(simulator, '254712345604');
    expect(await simulator.delivered()).toEqual([]);
    expect(await status(payment.id)).toMatchObject({
      status: 'succeeded',
      transaction_id: expect.any(String),
    });
  });

  it('confirms twice: the same message twice, then a new message about the same money', async () => {
    await mobileMoney(simulator, '254712345605');
    const [first, retry, second, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    expect(retry!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(retry!.raw).toBe(first!.raw);
    expect(second!.headers['webhook-id']).not.toBe(first!.headers['webhook-id']);
    const events = [first!, retry!, second!].map((received) => verifiedEvent(received));
    expect(new Set(events.map((event) => event.data.transaction_id)).size).toBe(1);
    expect(events.every((event) => event.type === 'payment.succeeded')).toBe(true);
  });

  it('holds a late event until released, while the payment already shows it succeeded', async () => {
    const payment = await mobileMoney(simulator, '254712345606');
    expect(await simulator.delivered()).toEqual([]);
    expect((await status(payment.id)).status).toBe('succeeded');

    expect((await simulator.call('POST', `/simulator/release/${payment.id}`)).status).toBe(200);
    const [received] = await simulator.delivered();
    expect(verifiedEvent(received!)).toMatchObject({
      type: 'payment.succeeded',
      data: { id: payment.id },
    });
  });

  it('pays an amount other than the one asked', async () => {
    await mobileMoney(simulator, '254712345607', 150_000);
    const [received] = await simulator.delivered();
    expect(verifiedEvent(received!).data.amount).toBe(150_100);
  });

  it('sends payment.failed first and the held payment.succeeded once released', async () => {
    const payment = await mobileMoney(simulator, '254712345608');
    const [failed, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    expect(verifiedEvent(failed!)).toMatchObject({
      type: 'payment.failed',
      data: { status: 'failed' },
    });

    await simulator.call('POST', `/simulator/release/${payment.id}`);
    const [succeeded] = await simulator.delivered();
    expect(verifiedEvent(succeeded!)).toMatchObject({
      type: 'payment.succeeded',
      data: { id: payment.id, status: 'succeeded', failure_reason: null },
    });
  });
});
