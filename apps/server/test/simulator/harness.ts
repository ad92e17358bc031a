import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSimulator, type Simulator } from '@server/simulator/app';
import { manualClock } from '../helpers/clock';

/** What the stand-in portal received: the raw body too, since signatures are over the bytes. */
export type Received = { path: string; headers: IncomingHttpHeaders; raw: string; body: unknown };

/**
 * A tiny server standing in for the portal: it records every callback and answers 200 with a
 * C2B validation acceptance, unless a test tells it to answer a path otherwise.
 */
async function startPortalStandIn() {
  const received: Received[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, raw, body: JSON.parse(raw) });
      const answer = answers.get(path) ?? {
        status: 200,
        body: { ResultCode: 0, ResultDesc: 'Accepted' },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (path: string, status: number, body: unknown) => answers.set(path, { status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const WEBHOOK_PATH = '/api/payments/callbacks/webhooks';
/** The simulator's public address as the tests give it; its pages are fetched by path. */
export const SIMULATOR_BASE_URL = 'http://simulator.test';

/** A simulator on a free port, calling back a stand-in portal, on a manual clock. */
export async function startSimulator(options: { aggregatorKey?: string } = {}) {
  const clock = manualClock();
  const portal = await startPortalStandIn();
  const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
  const simulator: Simulator = await buildSimulator({
    now: clock.now,
    webhookUrl: `${portal.url}${WEBHOOK_PATH}`,
    webhookSecret,
    aggregatorKey: options.aggregatorKey,
    baseUrl: SIMULATOR_BASE_URL,
  });
  const url = await simulator.app.listen({ port: 0, host: '127.0.0.1' });

  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${url}${path}`, {
      method,
      redirect: 'manual',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: (type.includes('json') ? JSON.parse(text) : undefined) as Record<string, unknown>,
    };
  }

  let token: string | null = null;
  /** A Daraja call with a token the simulator issued. */
  async function daraja(path: string, body: unknown) {
    if (!token) {
      const issued = await call(
        'GET',
        '/oauth/v1/generate?grant_type=client_credentials',
        undefined,
        {
          authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`,
        },
      );
      token = issued.body.access_token as string;
    }
    return call('POST', path, body, { authorization: `Bearer ${token}` });
  }

  return {
    ...simulator,
    clock,
    portal,
    webhookSecret,
    url,
    call,
    daraja,
    /** What reached the stand-in portal since the last call, once every delivery is done. */
    async delivered(): Promise<Received[]> {
      await simulator.settled();
      return portal.received.splice(0);
    },
    async stop() {
      await simulator.app.close();
      await portal.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startSimulator>>;

/** An STK push as the portal sends it, for the phone whose ending picks the case. */
export function stkPush(
  harness: Harness,
  phone: string,
  amount = 1500,
  accountReference = 'INV-2026-0001',
) {
  return harness.daraja('/mpesa/stkpush/v1/processrequest', {
    BusinessShortCode: '174379',
    Password: 'cGFzc3dvcmQ=',
    Timestamp: '20261121120000',
    TransactionType: 'CustomerPayBillOnline',
    Amount: amount,
    PartyA: phone,
    PartyB: '174379',
    PhoneNumber: phone,
    CallBackURL: `${harness.portal.url}/api/payments/callbacks/mpesa/stk`,
    AccountReference: accountReference,
    TransactionDesc: 'Invoice',
  });
}

export function stkQuery(harness: Harness, checkoutRequestId: string) {
  return harness.daraja('/mpesa/stkpushquery/v1/query', {
    BusinessShortCode: '174379',
    Password: 'cGFzc3dvcmQ=',
    Timestamp: '20261121120000',
    CheckoutRequestID: checkoutRequestId,
  });
}
