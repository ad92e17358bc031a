import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xsrf } from '../helpers/app';
import { createTestDatabase, testEngine } from '../helpers/database';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { scaled } from '../../../../e2e/support/machine';

// Short limits, so that a slow client is given up on within the test's patience.
const REQUEST_TIMEOUT_MS = 1500;
const HEADERS_TIMEOUT_MS = 1000;
/** How often Node checks those limits, as the server derives it: at most a second. */
const CHECK_EVERY_MS = Math.min(1000, HEADERS_TIMEOUT_MS);
/** A busy machine's delay in running the server's timers and delivering the close: a ceiling. */
const SCHEDULING_SLACK_MS = 5000;
const CONNECTIONS = 30;

let server: ServerProcess;
let destroyDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  await database.handle.close();
  destroyDatabase = database.destroy;
  server = await startServer({
    DATABASE_URL: database.url,
    APP_KEY: 'a-slow-client-test-key-of-32-characters',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    // Thirty sign-in attempts from one address are not what is tested here.
    AUTH_RATE_LIMIT: '1000',
  });
}, scaled(30_000));

afterAll(async () => {
  await server?.stop();
  await destroyDatabase?.();
});

type Closed = { afterMs: number; received: string };

/**
 * A client that sends `head` and then one byte a second, forever: resolves when the server closes
 * the connection, rejects if it is still open after `withinMs`.
 */
function slowClient(head: string, withinMs: number): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: server.port });
    const started = performance.now();
    let received = '';
    const drip = setInterval(() => {
      if (socket.writable) socket.write('a');
    }, 1000);
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${withinMs} ms`));
    }, withinMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(deadline);
      resolve({ afterMs: performance.now() - started, received });
    });
  });
}

const cookie = `${xsrf.cookie}`;
/** Headers arriving a byte a second. */
const slowHeaders = 'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ';
/** A sign-in whose headers are whole, its body arriving a byte a second. */
const slowBody =
  'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Content-Length: 10000\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${xsrf['x-xsrf-token']}\r\n\r\n{"email":"`;

const timedOut = {
  status: 'error',
  code: 'bad_request',
  message: 'The request took too long to arrive.',
};

describe(`slow clients, on ${testEngine}`, () => {
  it(`closes ${CONNECTIONS} connections that send a byte a second, answering 408 in the envelope`, async () => {
    const bound = REQUEST_TIMEOUT_MS + CHECK_EVERY_MS + SCHEDULING_SLACK_MS;
    const closed = await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, i) =>
        slowClient(i % 2 === 0 ? slowHeaders : slowBody, bound),
      ),
    );
    for (const { received } of closed) {
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual(timedOut);
    }
    // Never before the limit.
    for (const { afterMs } of closed) expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);

    // The server still serves everyone else.
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
