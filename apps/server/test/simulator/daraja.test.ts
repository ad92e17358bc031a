import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  C2bNotificationSchema,
  STK_QUERY_PROCESSING,
  StkCallbackSchema,
  StkPushAnswerSchema,
  StkQueryAnswerSchema,
  type StkCallback,
} from '@portal/shared/payment-protocols';
import { startSimulator, stkPush, stkQuery, type Received } from './harness';

const simulator = await startSimulator();
afterAll(() => simulator.stop());
beforeEach(() => simulator.portal.received.splice(0));

const STK_PATH = '/api/payments/callbacks/mpesa/stk';
const CONFIRMATION_PATH = '/api/payments/callbacks/mpesa/c2b/confirmation';

/** Pushes a prompt and answers its CheckoutRequestID. */
async function pushed(phone: string, amount?: number): Promise<string> {
  const answer = await stkPush(simulator, phone, amount);
  expect(answer.status).toBe(200);
  return StkPushAnswerSchema.parse(answer.body).CheckoutRequestID;
}

function callbackOf(received: Received): StkCallback['Body']['stkCallback'] {
  expect(received.path).toBe(STK_PATH);
  return StkCallbackSchema.parse(received.body).Body.stkCallback;
}

function item(callback: StkCallback['Body']['stkCallback'], name: string) {
  return callback.CallbackMetadata?.Item.find((entry) => entry.Name === name)?.Value;
}

describe('Daraja authorization', () => {
  it('issues a token for any Basic credentials and refuses a call without one', async () => {
    const noBasic = await simulator.call('GET', '/oauth/v1/generate?grant_type=client_credentials');
    expect(noBasic.status).toBe(400);

    const issued = await simulator.call(
      'GET',
      '/oauth/v1/generate?grant_type=client_credentials',
      undefined,
      {
        authorization: 'Basic a2V5OnNlY3JldA==',
      },
    );
    expect(issued.status).toBe(200);
    expect(issued.body).toEqual({ access_token: expect.any(String), expires_in: '3599' });

    for (const authorization of [undefined, 'Bearer not-issued']) {
      const refused = await simulator.call(
        'POST',
        '/mpesa/stkpushquery/v1/query',
        { CheckoutRequestID: 'x' },
        authorization ? { authorization } : {},
      );
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        errorCode: '404.001.03',
        errorMessage: 'Invalid Access Token',
      });
    }
  });
});

describe('STK push', () => {
  it('refuses a body Daraja would refuse', async () => {
    const answer = await simulator.daraja('/mpesa/stkpush/v1/processrequest', { Amount: 10 });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('400.002.02');
  });

  it('pays an ordinary number, calls back with the receipt, and records what the portal asked', async () => {
    const id = await pushed('254712345678', 1500);
    const [received, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    const callback = callbackOf(received!);
    expect(callback).toMatchObject({ CheckoutRequestID: id, ResultCode: 0 });
    expect(item(callback, 'Amount')).toBe(1500);
    expect(item(callback, 'MpesaReceiptNumber')).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    // The manual clock's 09:00 UTC is noon in Nairobi.
    expect(item(callback, 'TransactionDate')).toBe(20261121120000);
    expect(item(callback, 'PhoneNumber')).toBe(254712345678);

    const query = await stkQuery(simulator, id);
    expect(StkQueryAnswerSchema.parse(query.body)).toMatchObject({
      ResultCode: 0,
      CallbackMetadata: callback.CallbackMetadata,
    });
    expect(simulator.requests.at(-2)).toMatchObject({
      method: 'POST',
      path: '/mpesa/stkpush/v1/processrequest',
      body: { PhoneNumber: '254712345678', Amount: 1500, AccountReference: 'INV-2026-0001' },
    });
  });

  it.each([
    ['254712345601', 1],
    ['254712345602', 1032],
  ])('calls back %s with the failure code %i, which the query repeats', async (phone, code) => {
    const id = await pushed(phone);
    const [received, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    const callback = callbackOf(received!);
    expect(callback.ResultCode).toBe(code);
    expect(callback.CallbackMetadata).toBeUndefined();
    expect((await stkQuery(simulator, id)).body).toMatchObject({ ResultCode: code });
  });

  it('answers nothing for a prompt that times out; the query says 1037', async () => {
    const id = await pushed('254712345603');
    expect(await simulator.delivered()).toEqual([]);
    const query = await stkQuery(simulator, id);
    expect(query.body).toMatchObject({ ResultCode: 1037 });
    expect(query.body.CallbackMetadata).toBeUndefined();
  });

  it('pays a lost callback: nothing arrives, and only the query tells', async () => {
    const id = await pushed('254712345604');
    expect(await simulator.delivered()).toEqual([]);
    const query = StkQueryAnswerSchema.parse((await stkQuery(simulator, id)).body);
    expect(query.ResultCode).toBe(0);
    expect(query.CallbackMetadata?.Item.map((entry) => entry.Name)).toContain('MpesaReceiptNumber');
  });

  it('confirms twice: two callbacks, then the C2B confirmation of the same money', async () => {
    const registered = await simulator.daraja('/mpesa/c2b/v1/registerurl', {
      ShortCode: '174379',
      ResponseType: 'Completed',
      ConfirmationURL: `${simulator.portal.url}${CONFIRMATION_PATH}`,
      ValidationURL: `${simulator.portal.url}/api/payments/callbacks/mpesa/c2b/validation`,
    });
    expect(registered.body).toEqual({ ResponseCode: '0', ResponseDescription: 'Success' });

    await pushed('254712345605', 700);
    const [first, second, confirmation, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    expect(second!.body).toEqual(first!.body);
    const receipt = item(callbackOf(first!), 'MpesaReceiptNumber');
    expect(confirmation!.path).toBe(CONFIRMATION_PATH);
    expect(C2bNotificationSchema.parse(confirmation!.body)).toMatchObject({
      TransID: receipt,
      BillRefNumber: 'INV-2026-0001',
      TransAmount: '700.00',
      TransTime: '20261121120000',
      MSISDN: '254712345605',
    });
  });

  it('holds a late callback until released, while the query already says paid', async () => {
    const id = await pushed('254712345606');
    expect(await simulator.delivered()).toEqual([]);
    expect((await stkQuery(simulator, id)).body).toMatchObject({ ResultCode: 0 });

    expect((await simulator.call('POST', `/simulator/release/${id}`)).status).toBe(200);
    const [received, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    expect(callbackOf(received!)).toMatchObject({ CheckoutRequestID: id, ResultCode: 0 });
    expect((await simulator.call('POST', `/simulator/release/${id}`)).status).toBe(404);
  });

  it('calls back an amount other than the one asked', async () => {
    await pushed('254712345607', 1500);
    const [received] = await simulator.delivered();
    expect(item(callbackOf(received!), 'Amount')).toBe(1501);
  });

  it('sends a failure first and the held success once released', async () => {
    const id = await pushed('254712345608');
    const [failure, ...more] = await simulator.delivered();
    expect(more).toEqual([]);
    expect(callbackOf(failure!).ResultCode).toBe(1032);

    await simulator.call('POST', `/simulator/release/${id}`);
    const [success] = await simulator.delivered();
    expect(callbackOf(success!)).toMatchObject({ CheckoutRequestID: id, ResultCode: 0 });
  });
});

describe('STK query', () => {
  it('refuses an id it never issued', async () => {
    const query = await stkQuery(simulator, 'ws_CO_unknown');
    expect(query.status).toBe(400);
    expect(query.body).toEqual({
      errorCode: '400.002.02',
      errorMessage: 'Invalid CheckoutRequestID',
    });
  });

  it('answers "still processing" for a prompt told so, until released', async () => {
    const id = await pushed('254712345678');
    await simulator.delivered();
    expect((await simulator.call('POST', `/simulator/processing/${id}`)).status).toBe(200);
    const processing = await stkQuery(simulator, id);
    expect(processing.status).toBe(500);
    expect(processing.body).toEqual({
      errorCode: STK_QUERY_PROCESSING,
      errorMessage: 'The transaction is being processed',
    });

    await simulator.call('POST', `/simulator/release/${id}`);
    expect((await stkQuery(simulator, id)).body).toMatchObject({ ResultCode: 0 });
  });
});

describe('deliveries', () => {
  it('records a callback the portal refused or could not take, without retrying it', async () => {
    simulator.portal.answer(STK_PATH, 500, { error: 'down for maintenance' });
    await pushed('254712345678');
    await simulator.settled();
    simulator.portal.answer(STK_PATH, 200, {});
    expect(simulator.deliveries.at(-1)).toMatchObject({ status: 500, error: 'HTTP 500' });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const push = simulator.requests.findLast((entry) => entry.path.endsWith('processrequest'));
    await simulator.daraja('/mpesa/stkpush/v1/processrequest', {
      ...(push!.body as object),
      CallBackURL: `http://127.0.0.1:${port}/gone`,
    });
    await simulator.settled();
    expect(simulator.deliveries.at(-1)).toMatchObject({
      url: `http://127.0.0.1:${port}/gone`,
      status: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(simulator.deliveries.filter((entry) => entry.url.endsWith('/gone'))).toHaveLength(1);
  });
});
