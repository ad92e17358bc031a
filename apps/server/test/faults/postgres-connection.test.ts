import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { xsrf } from '../helpers/app';
import { createTestDatabase, testEngine } from '../helpers/database';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { eventually, signInOver, type Answer } from '../helpers/server-calls';
import { scaled } from '../../../../e2e/support/machine';

// The server's limits in these tests: short, so that each fault is over in a few seconds.
const QUERY_TIMEOUT_MS = 1000;
const POOL_WAIT_MS = 1000;
const admin = { email: 'faults@example.com', password: 'fault-test-password' };

let proxy: TcpProxy;
let server: ServerProcess;
let token: string;
let parcelsPath: string;
let keyId: number;
/** Parcel API calls answered 200: what the key's request count must come to. */
let parcelCalls = 0;
let destroyDatabase: () => Promise<void>;

// The real server as a child process, reaching PostgreSQL only through a proxy the test controls.
describe.skipIf(testEngine !== 'postgres')('the PostgreSQL connection failing under load', () => {
  beforeAll(async () => {
    const database = await createTestDatabase();
    await database.handle.close();
    destroyDatabase = database.destroy;
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({
      DATABASE_URL: url.toString(),
      APP_KEY: 'a-fault-test-key-of-32-characters-or-more',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      DATABASE_POOL_WAIT_MS: String(POOL_WAIT_MS),
      // The load calls the parcel API a few hundred times a minute.
      API_KEY_RATE_LIMIT: '100000',
    });
    token = await signInOver(server.url, admin);
    const created = await fetch(`${server.url}/api/apis`, {
      method: 'POST',
      headers: { ...xsrf, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fault test', expiry_date: '2099-12-31' }),
    });
    const key = ((await created.json()) as Answer).data as { id: number; key: string };
    keyId = key.id;
    parcelsPath = `${PARCEL_API.parcels}?apiKey=${key.key}`;
  }, scaled(30_000));

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await destroyDatabase?.();
  });

  type Call = { path: string; status: number; answer: Answer; ms: number };

  /** One call as a client makes it, with a ceiling so that a hang fails instead of waiting. */
  async function timed(path: string): Promise<Call> {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      // The parcel API's key is in its query; a second one in the header would be refused.
      headers: path === parcelsPath ? {} : { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as Answer;
    if (path === parcelsPath && response.status === 200) parcelCalls++;
    return { path, status: response.status, answer, ms: performance.now() - started };
  }

  /**
   * Dozens of calls at once: a signed-in list, the balancer's health check and the parcel API,
   * whose request counter writes to the database on a timer in the background.
   */
  const load = (calls = 45) =>
    Promise.all(
      Array.from({ length: calls }, (_, i) =>
        timed([`/api/users`, '/api/health', parcelsPath][i % 3]!),
      ),
    );

  const statuses = (calls: Call[]) => [...new Set(calls.map((call) => call.status))].sort();

  /**
   * Every back-office call answered 503 database_unavailable in the error envelope. The parcel
   * API may still answer a page and a key it remembers from the last second (record 0016), or
   * 503 in its own shape.
   */
  function expectUnavailable(calls: Call[]) {
    for (const call of calls) {
      const seen = `${call.path}: ${JSON.stringify(call.answer)}`;
      if (call.path === parcelsPath && call.status === 200) continue;
      expect(call.status, seen).toBe(503);
      expect(call.answer, seen).toMatchObject({
        status: 'error',
        code: call.path === parcelsPath ? 'databaseUnavailable' : 'database_unavailable',
      });
    }
  }

  /** Serves every call again, and the key's count caught up with every call answered. */
  async function servesAgain() {
    await eventually(async () => expect(statuses(await load())).toEqual([200]), 8000);
    await eventually(async () => {
      const key = await timed(`/api/apis/${keyId}`);
      expect(key.answer.data.requests).toBe(parcelCalls);
    }, scaled(3000));
  }

  it(
    'connections reset: the process stays up, calls answer 503 until the database is back, then 200',
    async () => {
      expect(statuses(await load())).toEqual([200]);

      const inFlight = load();
      await new Promise((resolve) => setTimeout(resolve, 20));
      proxy.reset();
      const during = await inFlight;
      expect(during.filter((call) => call.status !== 200).length).toBeGreaterThan(0);
      expectUnavailable(during.filter((call) => call.status !== 200));
      expect(statuses(during)).toEqual(expect.arrayContaining([503]));

      expectUnavailable(await load());
      // Before the fix the process ended within 1.5 s of the reset.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expectUnavailable(await load());
      expect(server.running()).toBe(true);

      proxy.heal();
      await servesAgain();
      expect(server.running()).toBe(true);
    },
    scaled(30_000),
  );

  it(
    'connections stalled: health answers 503 within 2 s, other calls 503 within their limits, never a hang; then 200',
    async () => {
      expect(statuses(await load())).toEqual([200]);

      proxy.stall();
      const stalled = await load();
      expectUnavailable(stalled);
      for (const call of stalled.filter((c) => c.path === '/api/health')) {
        expect(call.ms).toBeLessThan(2000);
      }
      // A query's limit and the client's margin, or the wait for a connection and then connecting.
      const ceiling = QUERY_TIMEOUT_MS + 500 + 2 * POOL_WAIT_MS + 1000;
      for (const call of stalled) expect(call.ms).toBeLessThan(ceiling);

      proxy.heal();
      await servesAgain();
      expect(server.running()).toBe(true);
    },
    scaled(30_000),
  );
});
