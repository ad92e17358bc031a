import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AggregatorStatementSchema,
  C2B_INVALID_ACCOUNT,
  C2bNotificationSchema,
  PullTransactionsAnswerSchema,
  StkCallbackSchema,
} from '@portal/shared/payment-protocols';
import { HOUR } from '../helpers/clock';
import { startSimulator, stkPush } from './harness';

const simulator = await startSimulator();
afterAll(() => simulator.stop());
beforeEach(() => simulator.portal.received.splice(0));

const VALIDATION_PATH = '/api/payments/callbacks/mpesa/c2b/validation';
const CONFIRMATION_PATH = '/api/payments/callbacks/mpesa/c2b/confirmation';

await simulator.daraja('/mpesa/c2b/v1/registerurl', {
  ShortCode: '174379',
  ResponseType: 'Completed',
  ConfirmationURL: `${simulator.portal.url}${CONFIRMATION_PATH}`,
  ValidationURL: `${simulator.portal.url}${VALIDATION_PATH}`,
});

async function pulled(start: string, end: string) {
  const answer = await simulator.daraja('/pulltransactions/v1/query', {
    ShortCode: '174379',
    StartDate: start,
    EndDate: end,
    OffSetValue: '0',
  });
  expect(answer.status).toBe(200);
  return PullTransactionsAnswerSchema.parse(answer.body).Response.flat();
}

async function aggregatorDay(date: string) {
  const answer = await simulator.call('GET', `/v1/transactions?date=${date}`);
  expect(answer.status).toBe(200);
  return AggregatorStatementSchema.parse(answer.body).data;
}

function c2b(body: Record<string, unknown>) {
  return simulator.call('POST', '/simulator/c2b', body);
}

describe('C2B payments from the phone', () => {
  it('validates, then confirms, and the money is on the statement', async () => {
    const paid = await c2b({
      phone: '254711000001',
      amount_minor: 150_000,
      account_reference: 'INV-7',
    });
    expect(paid.body).toEqual({
      accepted: true,
      TransID: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/),
    });
    const [validation, confirmation, ...more] = simulator.portal.received.splice(0);
    expect(more).toEqual([]);
    expect(validation!.path).toBe(VALIDATION_PATH);
    expect(confirmation!.path).toBe(CONFIRMATION_PATH);
    expect(C2bNotificationSchema.parse(confirmation!.body)).toMatchObject({
      TransID: paid.body.TransID,
      TransAmount: '1500.00',
      TransTime: '20261121120000',
      BillRefNumber: 'INV-7',
      BusinessShortCode: '174379',
      MSISDN: '254711000001',
    });
    expect(confirmation!.body).toEqual(validation!.body);
    expect(await pulled('2026-11-21 00:00:00', '2026-11-21 23:59:59')).toContainEqual({
      transactionId: paid.body.TransID,
      trxDate: '2026-11-21 12:00:00',
      msisdn: '254711000001',
      transactiontype: 'Pay Bill',
      billreference: 'INV-7',
      amount: '1500.00',
    });
  });

  it('stops at a refusing validation: no confirmation, nothing on the statement', async () => {
    const refusal = { ResultCode: C2B_INVALID_ACCOUNT, ResultDesc: 'Rejected' };
    simulator.portal.answer(VALIDATION_PATH, 200, refusal);
    try {
      const refused = await c2b({
        phone: '254711000002',
        amount_minor: 10_000,
        account_reference: 'NOPE',
      });
      expect(refused.body).toEqual({ accepted: false, result: refusal });
      expect(simulator.portal.received.map((received) => received.path)).toEqual([VALIDATION_PATH]);
      const lines = await pulled('2026-11-21 00:00:00', '2026-11-21 23:59:59');
      expect(lines.map((line) => line.billreference)).not.toContain('NOPE');

      const unvalidated = await c2b({
        phone: '254711000002',
        amount_minor: 10_000,
        account_reference: 'NOPE',
        validate: false,
      });
      expect(unvalidated.body.accepted).toBe(true);
    } finally {
      simulator.portal.answer(VALIDATION_PATH, 200, { ResultCode: '0', ResultDesc: 'Accepted' });
    }
  });
});

describe('the M-Pesa statement', () => {
  it('lists each paid STK prompt once, within the asked range, in Nairobi time', async () => {
    await stkPush(simulator, '254712345605', 900, 'INV-TWICE');
    await stkPush(simulator, '254712345602', 900, 'INV-CANCELLED');
    const delivered = await simulator.delivered();
    const receipt = StkCallbackSchema.parse(
      delivered[0]!.body,
    ).Body.stkCallback.CallbackMetadata!.Item.find(
      (entry) => entry.Name === 'MpesaReceiptNumber',
    )!.Value;

    const lines = await pulled('2026-11-21 12:00:00', '2026-11-21 12:00:00');
    expect(lines.filter((line) => line.billreference === 'INV-TWICE')).toEqual([
      {
        transactionId: receipt,
        trxDate: '2026-11-21 12:00:00',
        msisdn: '254712345605',
        transactiontype: 'CustomerPayBillOnline',
        billreference: 'INV-TWICE',
        amount: '900.00',
      },
    ]);
    expect(lines.map((line) => line.billreference)).not.toContain('INV-CANCELLED');
    expect(await pulled('2026-11-21 11:00:00', '2026-11-21 11:59:59')).toEqual([]);
  });

  it('lists money nobody called back about, drops a line, and restates an amount', async () => {
    simulator.clock.advance(HOUR);
    const line = await simulator.call('POST', '/simulator/statement-only', {
      provider: 'mpesa',
      amount_minor: 50_000,
      account_reference: 'INV-SILENT',
    });
    const id = line.body.transaction_id as string;
    expect(await simulator.delivered()).toEqual([]);
    const range = ['2026-11-21 13:00:00', '2026-11-21 13:59:59'] as const;
    expect(await pulled(...range)).toMatchObject([
      { transactionId: id, amount: '500.00', billreference: 'INV-SILENT' },
    ]);

    expect(
      (await simulator.call('POST', `/simulator/statement/${id}/amount`, { amount_minor: 40_000 }))
        .status,
    ).toBe(200);
    expect(await pulled(...range)).toMatchObject([{ transactionId: id, amount: '400.00' }]);

    expect((await simulator.call('POST', `/simulator/statement/${id}/drop`)).status).toBe(200);
    expect(await pulled(...range)).toEqual([]);
    expect((await simulator.call('POST', '/simulator/statement/UNKNOWN/drop')).status).toBe(404);
  });
});

describe('the aggregator statement', () => {
  it('lists a day of Nairobi time, and honours the statement controls', async () => {
    // 21:30 UTC is 00:30 the next day in Nairobi.
    simulator.clock.advance(11 * HOUR + 30 * 60_000);
    const created = await simulator.call('POST', '/v1/payments', {
      merchant_reference: 'attempt-late',
      account_reference: 'INV-NIGHT',
      amount: 120_000,
      currency: 'KES',
      method: 'mobile_money',
      phone: '254712345604',
    });
    const silent = await simulator.call('POST', '/simulator/statement-only', {
      provider: 'aggregator',
      amount_minor: 30_000,
      account_reference: 'INV-QUIET',
    });
    const payment = await simulator.call('GET', `/v1/payments/${created.body.id as string}`);
    const transactionId = payment.body.transaction_id as string;

    expect(await aggregatorDay('2026-11-21')).toEqual([]);
    expect(await aggregatorDay('2026-11-22')).toEqual([
      {
        transaction_id: transactionId,
        amount: 120_000,
        currency: 'KES',
        account_reference: 'INV-NIGHT',
        method: 'mobile_money',
        paid_at: '2026-11-21T21:30:00.000Z',
      },
      expect.objectContaining({ transaction_id: silent.body.transaction_id, amount: 30_000 }),
    ]);

    await simulator.call('POST', `/simulator/statement/${transactionId}/amount`, {
      amount_minor: 1,
    });
    await simulator.call(
      'POST',
      `/simulator/statement/${silent.body.transaction_id as string}/drop`,
    );
    expect(await aggregatorDay('2026-11-22')).toMatchObject([
      { transaction_id: transactionId, amount: 1 },
    ]);
    expect((await simulator.call('GET', '/v1/transactions?date=2026-02-30')).status).toBe(400);
  });
});
