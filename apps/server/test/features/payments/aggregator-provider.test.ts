import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@portal/shared/payments';
import { insertApplication } from '@server-test/helpers/applications';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { moneyState, payableInvoice, startPaying } from '@server-test/helpers/payments';

// The `webhooks` provider: the aggregator takes M-Pesa and card alike, and there is no paybill.
const paying = await startPaying({ aggregatorKey: 'aggregator-api-key' });
const { db, call, createUser, signIn, simulator, clock, app } = paying;
const ivy = await createUser({ name: 'Ivy Investor' });
let ivyToken = await signIn(ivy);
const FEE = 1_500_000;

async function feeToPay() {
  const applicationId = await insertApplication(db, ivy.id, { stage: 'submitted' });
  return payableInvoice(db, applicationId, 'registration_fee', FEE);
}

const start = async (invoiceId: number, phone: string) => {
  const started = await call('POST', `/invoices/${invoiceId}/payment-attempts`, {
    token: ivyToken,
    body: { method: 'mobile_money', phone },
  });
  await simulator.settled();
  return started;
};
const statusOf = async (id: number) =>
  (await call('GET', `/payment-attempts/${id}`, { token: ivyToken })).answer.data.status;
const invoiceStatus = async (id: number) =>
  (await db.selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe(`the aggregator as the only provider on ${testEngine}`, () => {
  it('offers M-Pesa and card with no paybill, and says payments are real', async () => {
    const options = await call('GET', '/payments/options', { token: ivyToken });
    expect(options.answer.data).toEqual({
      provider: 'webhooks',
      simulated: false,
      methods: ['mobile_money', 'card'],
      paybill: null,
    });
  });

  it('takes M-Pesa through the aggregator, its key sent, confirmed by a signed event', async () => {
    const fee = await feeToPay();
    const started = await start(fee.id, '0712 345 678');
    expect(started.statusCode, started.body).toBe(201);
    const asked = simulator.requests.find((request) => request.path === '/v1/payments');
    expect(asked?.body).toMatchObject({
      account_reference: fee.number.replace('INV-', ''),
      amount: FEE,
      method: 'mobile_money',
      phone: '254712345678',
    });
    expect(await statusOf(started.answer.data.id)).toBe('succeeded');
    expect(await invoiceStatus(fee.id)).toBe('paid');
  });

  it('recovers a lost event by asking the aggregator about the payment', async () => {
    const fee = await feeToPay();
    const started = await start(fee.id, '0712 345 604');
    expect(await statusOf(started.answer.data.id)).toBe('pending');
    clock.advance(2 * MINUTE + 1000);
    await app.scheduler.runDue();
    ivyToken = await signIn(ivy);
    expect(await statusOf(started.answer.data.id)).toBe('succeeded');
    expect(await invoiceStatus(fee.id)).toBe('paid');
  });

  it('a provider that refuses the portal fails the attempt with "nothing was charged"', async () => {
    const fee = await feeToPay();
    const wrongKey = await startPaying({
      aggregatorKey: 'aggregator-api-key',
      env: { PAYMENTS_AGGREGATOR_KEY: 'not-the-key' },
    });
    const payer = await wrongKey.createUser({ name: 'Paul Payer' });
    const token = await wrongKey.signIn(payer);
    const applicationId = await insertApplication(wrongKey.db, payer.id, { stage: 'submitted' });
    const theirs = await payableInvoice(wrongKey.db, applicationId, 'registration_fee', FEE);
    const before = await moneyState(wrongKey.db);
    const refused = await wrongKey.call('POST', `/invoices/${theirs.id}/payment-attempts`, {
      token,
      body: { method: 'card' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.answer.message).toBe(paymentMessages.providerDown);
    const after = await moneyState(wrongKey.db);
    expect(after.invoices).toEqual(before.invoices);
    expect(after.attempts).toMatchObject([{ status: 'failed' }]);
    expect(await invoiceStatus(fee.id)).toBe('open');
  });
});
