import { beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { insertApplication } from '@server-test/helpers/applications';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { holderOf } from '@server-test/helpers/land-fixtures';
import {
  moneyState,
  newWebhookSecret,
  payableInvoice,
  startPaying,
} from '@server-test/helpers/payments';
import { meteredConnection } from '@server-test/helpers/utilities';

// The portal accepts two secrets during a rotation; the simulator signs with the first.
const retiring = newWebhookSecret();
const replacing = newWebhookSecret();
const paying = await startPaying({ secrets: [retiring, replacing] });
const { db, call, createUser, signIn, simulator, clock, appUrl } = paying;
const staff = await holderOf(paying, ['utilities.manage'], 'Mwangi Meters');
const PREMIUM = 50_000_000;

let ivy: { id: number; email: string; password: string };
let ivyToken: string;
beforeEach(async () => {
  ivy = await createUser({ name: 'Ivy Investor' });
  ivyToken = await signIn(ivy);
});

/** Pays `invoiceId` by card on the simulator's hosted page with `card`; answers the attempt id. */
async function payByCard(invoiceId: number, card = '4242 4242 4242 4242') {
  const started = await call('POST', `/invoices/${invoiceId}/payment-attempts`, {
    token: ivyToken,
    body: { method: 'card' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { id, checkout_url } = started.answer.data as { id: number; checkout_url: string };
  const page = await fetch(checkout_url);
  expect(await page.text()).toContain('no real money moves');
  const paid = await fetch(checkout_url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, action: 'pay' }).toString(),
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`${appUrl}/account/payments/${id}`);
  await simulator.settled();
  return id;
}

/** An offered application of Ivy's with its stand premium open. */
async function premiumToPay(amount = PREMIUM) {
  const applicationId = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
  return { applicationId, ...(await payableInvoice(db, applicationId, 'stand_premium', amount)) };
}

const attempt = async (id: number) =>
  (await call('GET', `/payment-attempts/${id}`, { token: ivyToken })).answer.data;
const invoice = (id: number) =>
  db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The event the simulator delivered last to the webhook address, as it was sent. */
function lastEvent() {
  const delivery = simulator.deliveries.filter((one) => one.url.endsWith('/webhooks')).at(-1)!;
  return delivery.payload as { type: string; data: Record<string, unknown> };
}

/** Posts `event` signed with `secret` at `at`, as the aggregator would. */
function postEvent(
  event: unknown,
  options: { secret?: string; id?: string; at?: Date; signature?: string } = {},
) {
  const body = JSON.stringify(event);
  const id = options.id ?? `msg_${Math.random().toString(36).slice(2)}`;
  const at = options.at ?? clock.now();
  const signature = options.signature ?? new Webhook(options.secret ?? retiring).sign(id, at, body);
  return fetch(`${appUrl}/api/payments/callbacks/webhooks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body,
  });
}

/** A succeeded event for money nobody has recorded, quoting `number`. */
const freshMoney = (number: string, amount: number) => ({
  type: 'payment.succeeded',
  timestamp: clock.now().toISOString(),
  data: {
    id: `pay_${Math.random().toString(36).slice(2)}`,
    merchant_reference: null,
    status: 'succeeded',
    amount,
    currency: 'KES',
    account_reference: number,
    method: 'card',
    transaction_id: `txn_${Math.random().toString(36).slice(2)}`,
    paid_at: clock.now().toISOString(),
    failure_reason: null,
    checkout_url: null,
  },
});

describe(`paying by card, confirmed by signed events, on ${testEngine}`, () => {
  it('the stand premium paid by card moves the application as a recorded payment does', async () => {
    const applicationId = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
    const premium = await payableInvoice(db, applicationId, 'stand_premium', PREMIUM);
    const id = await payByCard(premium.id);
    expect(await attempt(id)).toMatchObject({ status: 'succeeded', method: 'card' });
    expect(await invoice(premium.id)).toMatchObject({ status: 'paid', paid: PREMIUM });
    const application = await db
      .selectFrom('applications')
      .select('stage')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application.stage).toBe('premium_paid');
  });

  it("a utility bill paid by card is received on the tenant's account and settles the bill", async () => {
    const connection = await meteredConnection(paying, staff.token, {
      holderId: ivy.id,
      startDate: '2026-10-01',
      serial: `WM-PAY-${process.pid}-${Date.now() % 100000}`,
    });
    const { id: billInvoice } = await db
      .insertInto('invoices')
      .values({
        number: `pending-${connection.id}`,
        kind: 'utility_bill',
        connection_id: connection.id,
        purpose: 'utility_bill',
        description: 'Water for October 2026',
        amount: 245_050,
        currency: 'KES',
        due_date: '2026-12-15',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('invoices')
      .set({ number: `INV-2026-${String(billInvoice).padStart(6, '0')}` })
      .where('id', '=', billInvoice)
      .execute();
    const id = await payByCard(billInvoice);
    expect((await attempt(id)).status).toBe('succeeded');
    expect(await invoice(billInvoice)).toMatchObject({ status: 'paid', paid: 245_050 });
    const receipts = await db
      .selectFrom('utility_receipts')
      .selectAll()
      .where('connection_id', '=', connection.id)
      .execute();
    expect(receipts).toMatchObject([{ amount: 245_050, method: 'card', recorded_by: null }]);
  });

  it('a declined card ends the attempt and changes no money', async () => {
    const applicationId = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
    const premium = await payByCard(
      (await payableInvoice(db, applicationId, 'stand_premium', PREMIUM)).id,
      '4000 0000 0000 0001',
    );
    expect(await attempt(premium)).toMatchObject({ status: 'failed' });
  });

  it('refuses a forged signature, a stale or future timestamp and an unknown key, changing nothing', async () => {
    const applicationId = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
    const premium = await payableInvoice(db, applicationId, 'stand_premium', PREMIUM);
    const event = freshMoney(premium.number, PREMIUM);
    const before = await moneyState(db);
    const forged = await postEvent(event, {
      signature: 'v1,' + Buffer.alloc(32).toString('base64'),
    });
    const stale = await postEvent(event, { at: new Date(clock.now().getTime() - 6 * MINUTE) });
    const future = await postEvent(event, { at: new Date(clock.now().getTime() + 6 * MINUTE) });
    const stranger = await postEvent(event, { secret: newWebhookSecret() });
    const unsigned = await fetch(`${appUrl}/api/payments/callbacks/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect([forged, stale, future, stranger, unsigned].map((answer) => answer.status)).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expect(
      await (await postEvent(event, { at: new Date(clock.now().getTime() - 6 * MINUTE) })).json(),
    ).toMatchObject({ message: 'The event is outside the tolerance window.' });
    expect(await moneyState(db)).toEqual(before);
  });

  it('both keys of a rotation are valid, and a body changed after signing is not', async () => {
    const first = await premiumToPay(1_000_000);
    const second = await premiumToPay(2_000_000);
    expect(
      (await postEvent(freshMoney(first.number, 1_000_000), { secret: retiring })).status,
    ).toBe(200);
    expect(
      (await postEvent(freshMoney(second.number, 2_000_000), { secret: replacing })).status,
    ).toBe(200);
    expect((await invoice(first.id)).status).toBe('paid');
    expect((await invoice(second.id)).status).toBe('paid');

    const third = await premiumToPay(3_000_000);
    const event = freshMoney(third.number, 3_000_000);
    const id = 'msg_tampered';
    const at = clock.now();
    const signature = new Webhook(retiring).sign(id, at, JSON.stringify(event));
    const tampered = { ...event, data: { ...event.data, amount: 1 } };
    expect((await postEvent(tampered, { id, at, signature })).status).toBe(401);
    expect((await invoice(third.id)).paid).toBe(0);
  });

  it('the same event twenty times at once, and again with a new id, make one payment', async () => {
    const applicationId = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
    const premium = await payableInvoice(db, applicationId, 'stand_premium', PREMIUM);
    const event = freshMoney(premium.number, PREMIUM);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postEvent(event, { id: 'msg_replayed' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await postEvent(event, { id: 'msg_retried_with_new_id' })).status).toBe(200);
    const payments = await db
      .selectFrom('payments')
      .selectAll()
      .where('invoice_id', '=', premium.id)
      .execute();
    expect(payments).toHaveLength(1);
    expect((await invoice(premium.id)).paid).toBe(PREMIUM);
  });

  it('a failure told after the success does not undo it', async () => {
    const applicationId = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
    const premium = await payableInvoice(db, applicationId, 'stand_premium', PREMIUM);
    const id = await payByCard(premium.id);
    const success = lastEvent();
    expect(success.type).toBe('payment.succeeded');
    const late = {
      ...success,
      type: 'payment.failed',
      data: { ...success.data, status: 'failed' },
    };
    expect((await postEvent(late)).status).toBe(200);
    expect((await attempt(id)).status).toBe('succeeded');
    expect((await invoice(premium.id)).status).toBe('paid');
  });

  it('money over an invoice balance is held in suspense, not dropped', async () => {
    const applicationId = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
    const premium = await payableInvoice(db, applicationId, 'stand_premium', PREMIUM);
    const event = freshMoney(premium.number, PREMIUM + 1);
    expect((await postEvent(event)).status).toBe(200);
    const held = await db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('transaction_id', '=', event.data.transaction_id)
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({
      suspense_reason: 'over_balance',
      suspense_status: 'held',
      invoice_id: premium.id,
    });
    expect((await invoice(premium.id)).paid).toBe(0);
  });
});
