import { beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '@portal/shared/payments';
import { insertApplication } from '@server-test/helpers/applications';
import { MINUTE } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { holderOf } from '@server-test/helpers/land-fixtures';
import { moneyState, payableInvoice, startPaying } from '@server-test/helpers/payments';
import { pdfLines } from '@server-test/helpers/pdf-text';
import { download } from '@server-test/helpers/decisions';

const paying = await startPaying();
const { db, call, createUser, signIn, simulator, control, smtp, clock, app } = paying;
const finance = await holderOf(paying, ['payments.record'], 'Fatuma Finance');
const FEE = 1_500_000;

// Each test has an investor of its own, signed in afresh: moving the clock ends sessions, and
// prompts are limited per person.
let ivy: { id: number; email: string; password: string };
let ivyToken: string;
beforeEach(async () => {
  ivy = await createUser({ name: 'Ivy Investor' });
  ivyToken = await signIn(ivy);
  finance.token = await signIn(finance);
});

/** A submitted application of Ivy's with its registration fee open. */
async function feeToPay(amount = FEE) {
  const applicationId = await insertApplication(db, ivy.id, { stage: 'submitted' });
  return {
    applicationId,
    ...(await payableInvoice(db, applicationId, 'registration_fee', amount)),
  };
}

/** Starts paying by M-Pesa from `phone` and waits for everything the simulator sends at once. */
async function payByPhone(invoiceId: number, phone: string, token = ivyToken) {
  const started = await call('POST', `/invoices/${invoiceId}/payment-attempts`, {
    token,
    body: { method: 'mobile_money', phone },
  });
  expect(started.statusCode, started.body).toBe(201);
  await simulator.settled();
  return started.answer.data as { id: number; status: string };
}

const attempt = async (id: number, token = ivyToken) =>
  (await call('GET', `/payment-attempts/${id}`, { token })).answer.data;
const invoice = (id: number) =>
  db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const stage = async (id: number) =>
  (
    await db
      .selectFrom('applications')
      .select('stage')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stage;
const transactionsOf = (invoiceId: number) =>
  db.selectFrom('payment_transactions').selectAll().where('invoice_id', '=', invoiceId).execute();
const paymentsOf = (invoiceId: number) =>
  db.selectFrom('payments').selectAll().where('invoice_id', '=', invoiceId).execute();

/** The status query job's run, as the scheduler makes it once the attempt is two minutes old. */
async function statusQueriesRun() {
  clock.advance(2 * MINUTE + 1000);
  await app.scheduler.runDue();
  await simulator.settled();
}

describe(`paying by M-Pesa on ${testEngine}`, () => {
  it('prompts the phone, and the confirmed payment settles the fee, moves the application and mails a receipt', async () => {
    const fee = await feeToPay();
    const mails = smtp.mailsTo(ivy.email).length;
    const started = await payByPhone(fee.id, '0712 345 678');
    expect(started.status).toBe('pending');
    const prompt = simulator.requests.find((request) => request.path.endsWith('/processrequest'));
    expect(prompt?.body).toMatchObject({ Amount: 15_000, PhoneNumber: '254712345678' });

    const after = await attempt(started.id);
    expect(after).toMatchObject({ status: 'succeeded', amount: FEE, phone: '2547•••••678' });
    expect(after.receipt_code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(await invoice(fee.id)).toMatchObject({ status: 'paid', paid: FEE });
    expect(await stage(fee.applicationId)).toBe('under_evaluation');
    const [payment] = await paymentsOf(fee.id);
    expect(payment).toMatchObject({ method: 'mobile_money', amount: FEE, recorded_by: null });

    // The stage's mail and the payment's, which carries the receipt.
    await smtp.waitFor(ivy.email, { after: mails + 1 });
    const receiptMail = smtp.mailsTo(ivy.email).find((one) => one.attachments.length > 0)!;
    expect(receiptMail.text).toContain(after.receipt_code);
    const [pdf] = receiptMail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    const lines = await pdfLines(pdf!.content);
    expect(lines.join(' ')).toContain(fee.number);
    expect(lines.join(' ')).toContain(payment!.reference);

    const checked = await call(
      'GET',
      `/public/payment-receipts/${after.receipt_code.toLowerCase()}`,
    );
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.answer.data).toMatchObject({ invoice_number: fee.number, amount: FEE });
    const file = await download(paying, `/payment-attempts/${started.id}/receipt`, ivyToken);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload).toEqual(pdf!.content);
  });

  it("an invoice's PDF says how to pay it from a phone: the paybill and the account number", async () => {
    const fee = await feeToPay();
    const file = await download(paying, `/invoices/${fee.id}/pdf`, ivyToken);
    expect(file.statusCode).toBe(200);
    // Justified lines come out of the PDF without their spaces: compare without any.
    const text = (await pdfLines(file.rawPayload)).join('').replace(/\s/g, '');
    expect(text).toContain('businessnumber174379');
    expect(text).toContain(`accountnumber${fee.number.replace('INV-', '')}`);
  });

  it('a declined and a cancelled prompt end the attempt with the reason and change no money', async () => {
    const fee = await feeToPay();
    const before = await moneyState(db);
    const declined = await payByPhone(fee.id, '0712 345 601');
    expect(await attempt(declined.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'The M-Pesa account did not have enough money.',
    });
    clock.advance(2 * MINUTE + 1000);
    const cancelled = await payByPhone(fee.id, '0712 345 602');
    expect((await attempt(cancelled.id)).failure_reason).toBe(
      'The payment was cancelled on the phone.',
    );
    const after = await moneyState(db);
    expect(after.invoices).toEqual(before.invoices);
    expect(after.payments).toEqual(before.payments);
    expect(after.applications).toEqual(before.applications);
  });

  it('a prompt nobody answers expires when the status query says so', async () => {
    const fee = await feeToPay();
    const started = await payByPhone(fee.id, '0712 345 603');
    expect((await attempt(started.id)).status).toBe('pending');
    await statusQueriesRun();
    expect(await attempt(started.id)).toMatchObject({
      status: 'expired',
      failure_reason: 'The phone did not answer the prompt in time.',
    });
    expect((await invoice(fee.id)).status).toBe('open');
  });

  it('a lost callback is recovered by the status query two minutes later', async () => {
    const fee = await feeToPay();
    const started = await payByPhone(fee.id, '0712 345 604');
    expect((await attempt(started.id)).status).toBe('pending');
    expect((await invoice(fee.id)).status).toBe('open');
    await statusQueriesRun();
    expect((await attempt(started.id)).status).toBe('succeeded');
    expect(await transactionsOf(fee.id)).toMatchObject([{ source: 'status_query' }]);
    expect((await invoice(fee.id)).status).toBe('paid');
  });

  it('an attempt left unconfirmed past its lifetime expires, and the money arriving later still settles it', async () => {
    const fee = await feeToPay();
    const started = await payByPhone(fee.id, '0712 345 606');
    const checkout = await db
      .selectFrom('payment_attempts')
      .select('provider_reference')
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    await control(`/simulator/processing/${checkout.provider_reference}`);
    for (let minutes = 0; minutes < 32; minutes += 4) {
      clock.advance(4 * MINUTE);
      await app.scheduler.runDue();
    }
    ivyToken = await signIn(ivy);
    expect((await attempt(started.id)).status).toBe('expired');
    expect((await invoice(fee.id)).status).toBe('open');

    await control(`/simulator/release/${checkout.provider_reference}`);
    await simulator.settled();
    expect((await attempt(started.id)).status).toBe('succeeded');
    expect(await paymentsOf(fee.id)).toHaveLength(1);
    expect((await invoice(fee.id)).status).toBe('paid');
  });

  it('the STK callback twice and the paybill confirmation of the same money settle it once', async () => {
    const fee = await feeToPay();
    const started = await payByPhone(fee.id, '0712 345 605');
    const sent = simulator.deliveries.filter(
      (delivery) =>
        JSON.stringify(delivery.payload).includes(String(started.id)) ||
        delivery.url.includes('/confirmation'),
    );
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(await paymentsOf(fee.id)).toHaveLength(1);
    expect(await transactionsOf(fee.id)).toHaveLength(1);
    expect(await invoice(fee.id)).toMatchObject({ status: 'paid', paid: FEE });
    expect((await attempt(started.id)).status).toBe('succeeded');
  });

  it('the same callback twenty times at once makes one payment', async () => {
    const fee = await feeToPay();
    await payByPhone(fee.id, '0712 345 606');
    const held = simulator.requests
      .filter((request) => request.path.endsWith('/processrequest'))
      .at(-1);
    expect(held).toBeDefined();
    const checkout = await db
      .selectFrom('payment_attempts')
      .select(['id', 'provider_reference'])
      .where('invoice_id', '=', fee.id)
      .executeTakeFirstOrThrow();
    // The held callback, as the simulator would send it, sent twenty times side by side.
    const callbackUrl = (held!.body as { CallBackURL: string }).CallBackURL;
    await control(`/simulator/release/${checkout.provider_reference}`);
    await simulator.settled();
    const delivered = simulator.deliveries
      .filter((delivery) => delivery.url === callbackUrl)
      .at(-1)!;
    await db.deleteFrom('payments').where('invoice_id', '=', -1).execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(delivered.payload),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await paymentsOf(fee.id)).toHaveLength(1);
    expect(await transactionsOf(fee.id)).toHaveLength(1);
    expect(await invoice(fee.id)).toMatchObject({ status: 'paid', paid: FEE });
  });

  it('a callback with a wrong amount is held in suspense; finance cannot squeeze it into the fee but refunds it with a note', async () => {
    const fee = await feeToPay();
    const started = await payByPhone(fee.id, '0712 345 607');
    expect(await attempt(started.id)).toMatchObject({ status: 'failed' });
    expect((await invoice(fee.id)).status).toBe('open');
    const [held] = await transactionsOf(fee.id);
    expect(held).toMatchObject({
      suspense_reason: 'amount_differs',
      suspense_status: 'held',
      amount: FEE + 100,
    });

    const list = await call('GET', '/payments/suspense', { token: finance.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.answer.data.map((item: { id: number }) => item.id)).toContain(held!.id);
    expect((await call('GET', '/payments/suspense', { token: ivyToken })).statusCode).toBe(403);

    const before = await moneyState(db);
    const squeezed = await call('POST', `/payments/suspense/${held!.id}/allocate`, {
      token: finance.token,
      body: { invoice_number: fee.number, note: 'The payer meant the fee.' },
    });
    expect(squeezed.statusCode, squeezed.body).toBe(422);
    expect(await moneyState(db)).toEqual(before);
    const noNote = await call('POST', `/payments/suspense/${held!.id}/refund`, {
      token: finance.token,
      body: { note: '  ' },
    });
    expect(noNote.statusCode).toBe(422);

    const refunded = await call('POST', `/payments/suspense/${held!.id}/refund`, {
      token: finance.token,
      body: { note: 'Sent back by M-Pesa B2C, ref RF12.' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.answer.data).toMatchObject({
      status: 'refunded',
      resolved_by: 'Fatuma Finance',
    });
    const again = await call('POST', `/payments/suspense/${held!.id}/refund`, {
      token: finance.token,
      body: { note: 'twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.answer.message).toBe(paymentMessages.notHeld);
  });

  it('money paid from the phone to an unknown account number is held; finance allocates it to the right invoice', async () => {
    const fee = await feeToPay();
    const refused = await control('/simulator/c2b', {
      phone: '254712345678',
      amount_minor: FEE,
      account_reference: 'INV-2026-999999',
    });
    expect(refused.accepted).toBe(false);
    const paid = await control('/simulator/c2b', {
      phone: '254712345678',
      amount_minor: FEE,
      account_reference: 'INV-2026-999999',
      validate: false,
    });
    const held = await db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('transaction_id', '=', paid.TransID as string)
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ suspense_reason: 'unknown_reference', suspense_status: 'held' });

    const allocated = await call('POST', `/payments/suspense/${held.id}/allocate`, {
      token: finance.token,
      body: { invoice_number: fee.number.toLowerCase(), note: 'The payer phoned: a typo.' },
    });
    expect(allocated.statusCode, allocated.body).toBe(200);
    expect(allocated.answer.data).toMatchObject({
      status: 'allocated',
      invoice_number: fee.number,
    });
    expect(await invoice(fee.id)).toMatchObject({ status: 'paid' });
    expect(await stage(fee.applicationId)).toBe('under_evaluation');
  });

  it('money for a fee whose application has moved on is held, with nothing half-written', async () => {
    const applicationId = await insertApplication(db, ivy.id, { stage: 'under_evaluation' });
    const fee = await payableInvoice(db, applicationId, 'registration_fee', FEE);
    const before = await moneyState(db);
    const paid = await control('/simulator/c2b', {
      phone: '254712345678',
      amount_minor: FEE,
      account_reference: fee.number,
    });
    const held = await db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('transaction_id', '=', paid.TransID as string)
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ suspense_reason: 'invoice_not_open', suspense_status: 'held' });
    const after = await moneyState(db);
    expect(after.invoices).toEqual(before.invoices);
    expect(after.payments).toEqual(before.payments);
    expect(after.applications).toEqual(before.applications);
  });

  it('a paybill payment quoting the invoice number settles what it pays, the rest stays open', async () => {
    const fee = await feeToPay();
    await control('/simulator/c2b', {
      phone: '254712345678',
      amount_minor: 500_000,
      account_reference: fee.number.replace('INV-', '').replace('-', ' '),
    });
    expect(await invoice(fee.id)).toMatchObject({ status: 'open', paid: 500_000 });
    expect(await stage(fee.applicationId)).toBe('submitted');
  });

  it("another person's attempt does not exist for them; finance sees it", async () => {
    const fee = await feeToPay();
    const started = await payByPhone(fee.id, '0712 345 678');
    const otto = await createUser({ name: 'Otto Other' });
    const seen = await call('GET', `/payment-attempts/${started.id}`, {
      token: await signIn(otto),
    });
    expect(seen.statusCode).toBe(404);
    expect(
      (await call('GET', `/payment-attempts/${started.id}`, { token: finance.token })).statusCode,
    ).toBe(200);
    const receipt = await download(
      paying,
      `/payment-attempts/${started.id}/receipt`,
      await signIn(otto),
    );
    expect(receipt.statusCode).toBe(404);
  });

  it('limits prompts to five a minute per person', async () => {
    const fee = await feeToPay();
    const statuses = [];
    for (let tries = 0; tries < 6; tries += 1) {
      const answer = await call('POST', `/invoices/${fee.id}/payment-attempts`, {
        token: ivyToken,
        body: { method: 'mobile_money', phone: '12' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('refuses what it cannot pay, changing nothing', async () => {
    const fee = await feeToPay();
    const otto = await createUser({ name: 'Otto Other' });
    const ottoToken = await signIn(otto);
    const before = await moneyState(db);
    const start = (body: object, token = ivyToken, id = fee.id) =>
      call('POST', `/invoices/${id}/payment-attempts`, { token, body });
    expect(
      (await start({ method: 'mobile_money', phone: '0712 345 678' }, ottoToken)).statusCode,
    ).toBe(404);
    expect((await start({ method: 'mobile_money', phone: '12345' })).answer.errors).toEqual({
      phone: [paymentMessages.phone],
    });
    expect((await start({ method: 'cash' })).statusCode).toBe(422);
    const cents = await feeToPay(FEE + 50);
    const odd = await start({ method: 'mobile_money', phone: '0712 345 678' }, ivyToken, cents.id);
    expect(odd.answer.errors).toEqual({ method: [paymentMessages.wholeShillings] });
    expect((await call('GET', `/payment-attempts/999999`, { token: ivyToken })).statusCode).toBe(
      404,
    );
    const after = await moneyState(db);
    expect(after.attempts).toEqual(before.attempts);
    expect(after.payments).toEqual(before.payments);
  });
});
