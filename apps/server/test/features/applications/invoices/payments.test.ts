import { insertApplication, journeyState } from '@server-test/helpers/applications';
import { describe, expect, it } from 'vitest';
import { invoiceMessages } from '@portal/shared/invoices';
import { testEngine } from '@server-test/helpers/database';
import { holderOf, insertInvoice, mailQueuedSince } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { db, createUser, signIn, call, smtp, clock } = portal;
const ivy = await createUser({ name: 'Ivy Investor' });
const ivyToken = await signIn(ivy);
const finance = await holderOf(portal, ['payments.record'], 'Fatuma Finance');
const FEE = 1_500_000;

let references = 0;
const payment = (amount: number, extra: object = {}) => ({
  amount,
  method: 'mobile_money',
  reference: `MPESA-${++references}`,
  paid_on: clock.now().toISOString().slice(0, 10),
  ...extra,
});

const pay = (invoiceId: number, body: object, token = finance.token) =>
  call('POST', `/invoices/${invoiceId}/payments`, { token, body });

async function submittedWithFee() {
  const applicationId = await insertApplication(db, ivy.id, { stage: 'submitted' });
  const invoiceId = await insertInvoice(db, applicationId, 'registration_fee', FEE);
  return { applicationId, invoiceId };
}

const stageOf = async (id: number) =>
  (
    await db
      .selectFrom('applications')
      .select('stage')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stage;

async function expectRefused(invoiceId: number, body: object, status: number, token?: string) {
  const before = await journeyState(db);
  const response = await pay(invoiceId, body, token);
  expect(response.statusCode, response.body).toBe(status);
  expect(await journeyState(db)).toEqual(before);
  return response.answer;
}

describe(`payments on ${testEngine}`, () => {
  it('a partial payment leaves the fee open; paying the rest moves the application to evaluation', async () => {
    const { applicationId, invoiceId } = await submittedWithFee();
    const outbox = await db.selectFrom('mail_outbox').select('id').orderBy('id').execute();
    const mailsBefore = smtp.mailsTo(ivy.email).length;

    const first = await pay(invoiceId, payment(500_000, { reference: 'MPESA-QX1' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.answer.data).toMatchObject({
      id: invoiceId,
      amount: FEE,
      paid: 500_000,
      balance: 1_000_000,
      status: 'open',
      payments: [{ amount: 500_000, method: 'mobile_money', reference: 'MPESA-QX1' }],
    });
    expect(first.answer.data.payments[0].recorded_by).toBe('Fatuma Finance');
    expect(await stageOf(applicationId)).toBe('submitted');
    const receipt = await smtp.waitFor(ivy.email, { after: mailsBefore });
    expect(receipt.text).toContain('5,000 KES');
    expect(receipt.text).toContain('10,000 KES');

    const rest = await pay(invoiceId, payment(1_000_000));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.answer.data).toMatchObject({ paid: FEE, balance: 0, status: 'paid' });
    expect(await stageOf(applicationId)).toBe('under_evaluation');
    const history = await db
      .selectFrom('application_stage_changes')
      .selectAll()
      .where('application_id', '=', applicationId)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({
        from_stage: 'submitted',
        to_stage: 'under_evaluation',
        actor_name: 'Fatuma Finance',
      }),
    ]);
    const audit = await db
      .selectFrom('audit_events')
      .select(['action', 'record_id'])
      .where('actor_id', '=', finance.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'invoice.payment_recorded', record_id: invoiceId },
      { action: 'invoice.payment_recorded', record_id: invoiceId },
      { action: 'application.stage_changed', record_id: applicationId },
    ]);
    const mail = await mailQueuedSince(db, outbox);
    expect(mail.map((m) => m.recipient)).toEqual([ivy.email, ivy.email, ivy.email]);
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringContaining('Payment received'),
      expect.stringContaining('Under evaluation'),
      expect.stringContaining('Payment received'),
    ]);
  });

  it('a stand premium paid in full moves the application to premium_paid', async () => {
    const applicationId = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
    const invoiceId = await insertInvoice(db, applicationId, 'stand_premium', 90_000_000);
    const response = await pay(invoiceId, payment(90_000_000, { method: 'bank_transfer' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await stageOf(applicationId)).toBe('premium_paid');
  });

  it('refuses more than the balance with 422 on amount, changing nothing', async () => {
    const { invoiceId } = await submittedWithFee();
    await pay(invoiceId, payment(1_000_000));
    const answer = await expectRefused(invoiceId, payment(500_001), 422);
    expect(answer.errors).toEqual({ amount: [invoiceMessages.overBalance] });
  });

  it('refuses a reference already recorded, on any invoice, with 409 on the field naming that invoice', async () => {
    const first = await submittedWithFee();
    const paid = await pay(first.invoiceId, payment(100, { reference: 'CHQ-0001' }));
    expect(paid.statusCode, paid.body).toBe(201);
    const { number } = await db
      .selectFrom('invoices')
      .select('number')
      .where('id', '=', first.invoiceId)
      .executeTakeFirstOrThrow();
    const used = invoiceMessages.referenceUsed(number);
    const other = await submittedWithFee();
    // The same transaction however it is typed: case, a zero-width space, a soft hyphen, a bidi
    // mark, full-width letters and digits.
    for (const reference of [
      'CHQ-0001',
      'chq-0001',
      'CHQ-\u200b0001',
      'CH\u00adQ-0001',
      '\u200fCHQ-0001',
      'ＣＨＱ-０００１',
    ]) {
      for (const invoiceId of [first.invoiceId, other.invoiceId]) {
        const answer = await expectRefused(invoiceId, payment(100, { reference }), 409);
        expect(answer.message).toBe(used);
        expect(answer.errors).toEqual({ reference: [used] });
      }
    }
    // Another method's reference is another transaction.
    const cheque = await pay(
      other.invoiceId,
      payment(100, { reference: 'CHQ-0001', method: 'cheque' }),
    );
    expect(cheque.statusCode, cheque.body).toBe(201);
  });

  it('two clerks recording one reference on two invoices at once: one is taken, the other 409', async () => {
    const one = await submittedWithFee();
    const two = await submittedWithFee();
    const body = payment(100, { reference: 'EFT-RACE-1' });
    const results = await Promise.all([pay(one.invoiceId, body), pay(two.invoiceId, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.answer.errors.reference[0]).toMatch(/^This reference is already recorded/);
    const payments = await db
      .selectFrom('payments')
      .select('invoice_id')
      .where('reference', '=', 'EFT-RACE-1')
      .execute();
    expect(payments).toHaveLength(1);
    const invoices = await db
      .selectFrom('invoices')
      .select('paid')
      .where('id', 'in', [one.invoiceId, two.invoiceId])
      .execute();
    expect(invoices.map((invoice) => invoice.paid).sort()).toEqual([0, 100]);
  });

  it('the database refuses a second payment of one reference and method, whoever writes it', async () => {
    const one = await submittedWithFee();
    const two = await submittedWithFee();
    expect((await pay(one.invoiceId, payment(100, { reference: 'EFT-77' }))).statusCode).toBe(201);
    await expect(
      db
        .insertInto('payments')
        .values({
          invoice_id: two.invoiceId,
          amount: 100,
          method: 'mobile_money',
          reference: 'eft-77',
          reference_key: 'eft-77',
          paid_on: '2026-11-21',
          recorded_by: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a payment on a paid or void invoice with 409, changing nothing', async () => {
    const { invoiceId } = await submittedWithFee();
    await pay(invoiceId, payment(FEE));
    expect((await expectRefused(invoiceId, payment(1), 409)).message).toBe(invoiceMessages.notOpen);
    const voided = await submittedWithFee();
    await db
      .updateTable('invoices')
      .set({ status: 'void' })
      .where('id', '=', voided.invoiceId)
      .execute();
    await expectRefused(voided.invoiceId, payment(1), 409);
  });

  it('refuses a payment date after today (UTC), before the invoice or 2000, and a bad method with 422', async () => {
    const { invoiceId } = await submittedWithFee();
    const tomorrow = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const future = await expectRefused(invoiceId, payment(100, { paid_on: tomorrow }), 422);
    expect(future.errors).toEqual({ paid_on: [invoiceMessages.paidOnFuture] });
    const early = await expectRefused(invoiceId, payment(100, { paid_on: '1999-12-31' }), 422);
    expect(early.errors).toEqual({ paid_on: [invoiceMessages.paidOnTooEarly] });
    // The test invoice was issued on 2026-01-02.
    const before = await expectRefused(invoiceId, payment(100, { paid_on: '2026-01-01' }), 422);
    expect(before.errors).toEqual({
      paid_on: [invoiceMessages.paidOnBeforeInvoice('2026-01-02')],
    });
    expect((await pay(invoiceId, payment(100, { paid_on: '2026-01-02' }))).statusCode).toBe(201);
    const method = await expectRefused(invoiceId, payment(100, { method: 'barter' }), 422);
    expect(method.errors).toEqual({ method: [invoiceMessages.method] });
    await expectRefused(invoiceId, payment(0), 422);
    await expectRefused(invoiceId, payment(10.5), 422);
  });

  it('refuses the applicant with 403 and an unknown invoice with 404', async () => {
    const { invoiceId } = await submittedWithFee();
    await expectRefused(invoiceId, payment(100), 403, ivyToken);
    await expectRefused(999_999, payment(100), 404);
  });

  it('two clerks recording at once cannot over-pay: exactly one payment is taken', async () => {
    const { applicationId, invoiceId } = await submittedWithFee();
    const [one, two] = await Promise.all([
      pay(invoiceId, payment(900_000)),
      pay(invoiceId, payment(900_000)),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 422]);
    const invoice = await db
      .selectFrom('invoices')
      .select(['paid', 'status'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ paid: 900_000, status: 'open' });
    const payments = await db
      .selectFrom('payments')
      .select('amount')
      .where('invoice_id', '=', invoiceId)
      .execute();
    expect(payments).toEqual([{ amount: 900_000 }]);
    expect(await stageOf(applicationId)).toBe('submitted');
  });

  it('two clerks paying the fee in full at once move the application once', async () => {
    const { applicationId, invoiceId } = await submittedWithFee();
    const results = await Promise.all([pay(invoiceId, payment(FEE)), pay(invoiceId, payment(FEE))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stageOf(applicationId)).toBe('under_evaluation');
    const changes = await db
      .selectFrom('application_stage_changes')
      .select('to_stage')
      .where('application_id', '=', applicationId)
      .execute();
    expect(changes).toEqual([{ to_stage: 'under_evaluation' }]);
  });
});

describe(`refunds on ${testEngine}`, () => {
  it('money paid into an invoice voided since is shown to finance as owed back', async () => {
    const { applicationId, invoiceId } = await submittedWithFee();
    expect((await pay(invoiceId, payment(400_000))).statusCode).toBe(201);
    const withdrawn = await call('POST', `/applications/${applicationId}/withdraw`, {
      token: ivyToken,
      body: { reason: 'We found land elsewhere.' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const invoice = await call('GET', `/invoices/${invoiceId}`, { token: finance.token });
    expect(invoice.answer.data).toMatchObject({
      status: 'void',
      paid: 400_000,
      refund_due: 400_000,
    });
    const list = await call('GET', '/invoices?status=void', { token: finance.token });
    expect(list.answer.data).toContainEqual(
      expect.objectContaining({ id: invoiceId, refund_due: 400_000 }),
    );
    // Nothing paid, nothing owed back.
    const unpaid = await submittedWithFee();
    await db
      .updateTable('invoices')
      .set({ status: 'void' })
      .where('id', '=', unpaid.invoiceId)
      .execute();
    const none = await call('GET', `/invoices/${unpaid.invoiceId}`, { token: finance.token });
    expect(none.answer.data.refund_due).toBe(0);
  });
});
