import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { startSmtpReceiver } from '../../../../e2e/support/smtp-receiver';
import { openDatabase } from '@server/db/connection';
import { systemClock } from '@server/lib/clock';
import { forgetChannel } from '@server/lib/forgetting';
import { createSession } from '@server/lib/sessions';
import { xsrf } from '../helpers/app';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/database';
import { redisTestsRun, testRedisUrl } from '../helpers/redis';
import { eventually, signInOver, type Answer } from '../helpers/server-calls';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { scaled } from '../../../../e2e/support/machine';

const admin = { email: 'instances@example.com', password: 'two-instances-password' };
const AUTH_RATE_LIMIT = 5;
// This run's own keys and channel: other runs on the same Redis are other deployments.
const REDIS_PREFIX = `test-${process.pid}-${randomInt(1_000_000)}:`;
/** Revocations in a row: a race between a revocation and the next call would show in some. */
const ROUNDS = 200;

/**
 * A client address of this run's own (sent as X-Forwarded-For, which the servers trust from the
 * loopback): other runs share the Redis server, and their counters must not meet ours.
 */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
/** Each instance's way to Redis, which a test may slow down or cut. */
let aRedis: TcpProxy;
let bRedis: TcpProxy;
let token: string;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

/** A call on one instance, as the signed-in administrator unless `signedOut`. */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; signedOut?: boolean } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...xsrf,
      ...(options.signedOut ? {} : { authorization: `Bearer ${token}` }),
      'x-forwarded-for': clientAddress(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, answer: (await response.json()) as Answer };
}

async function newKey(name: string): Promise<{ id: number; key: string }> {
  const created = await call(a, 'POST', '/api/apis', {
    body: { name, expiry_date: '2099-12-31' },
  });
  expect(created.status, JSON.stringify(created.answer)).toBe(201);
  return created.answer.data as { id: number; key: string };
}

const parcels = (server: ServerProcess, key: string) =>
  fetch(`${server.url}${PARCEL_API.parcels}?apiKey=${key}`);

// Two real servers, one PostgreSQL database, one Redis: they must behave as one.
describe.runIf(testEngine === 'postgres' && (await redisTestsRun()))(
  'two instances on one database and one Redis',
  () => {
    beforeAll(async () => {
      database = await createTestDatabase();
      await database.handle.close();
      smtp = await startSmtpReceiver();
      const env = {
        DATABASE_URL: database.url,
        APP_KEY: 'a-two-instances-key-of-32-characters-or-more',
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
        TRUST_PROXY: '127.0.0.1',
        // Key ids restart at 1 in every test database: a per-key limit could meet another run's.
        API_KEY_RATE_LIMIT: '100000',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
      };
      // One after the other: the first start creates the administrator.
      const redis = new URL(testRedisUrl);
      const target = { host: redis.hostname, port: Number(redis.port || 6379) };
      aRedis = await startTcpProxy(target);
      bRedis = await startTcpProxy(target);
      a = await startServer({ ...env, REDIS_URL: `redis://127.0.0.1:${aRedis.port}` });
      b = await startServer({ ...env, REDIS_URL: `redis://127.0.0.1:${bRedis.port}` });
      token = await signInOver(a.url, admin, { 'x-forwarded-for': clientAddress() });
    }, scaled(40_000));

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await Promise.all([aRedis?.close(), bRedis?.close()]);
      await Promise.all([database?.destroy(), smtp?.close()]);
    });

    it('a session opened on one instance works on the other', async () => {
      const listed = await call(b, 'GET', '/api/users');
      expect(listed.status, JSON.stringify(listed.answer)).toBe(200);
      expect(listed.answer.data.map((user: { email: string }) => user.email)).toContain(
        admin.email,
      );
    });

    it('signing out, blocking and a role change on one instance apply on the other at once', async () => {
      const email = `remembered.${process.pid}@example.com`;
      const password = 'Remembered-Session-Password-7';
      const made = await call(a, 'POST', '/api/users', {
        body: {
          account_type: 1,
          name: 'Remembered Session',
          email,
          role: Role.Investor,
          member_of_a_committee: 'No',
          committees: [],
          password,
        },
      });
      expect(made.status, JSON.stringify(made.answer)).toBe(201);
      const { id } = made.answer.data as { id: number };
      const signIn = () =>
        signInOver(a.url, { email, password }, { 'x-forwarded-for': clientAddress() });
      const asUser = (server: ServerProcess, userToken: string) =>
        call(server, 'GET', '/api/profile', { headers: { authorization: `Bearer ${userToken}` } });

      // B has just looked the session up, so it would remember it for a second.
      const first = await signIn();
      expect((await asUser(b, first)).answer.data.user_role).toBe('Investor');
      const out = await call(a, 'POST', '/api/logout', {
        headers: { authorization: `Bearer ${first}` },
      });
      expect(out.status).toBe(200);
      expect((await asUser(b, first)).status).toBe(401);

      const second = await signIn();
      expect((await asUser(b, second)).status).toBe(200);
      const promoted = await call(a, 'PUT', `/api/users/${id}`, {
        body: {
          id,
          account_type: 1,
          name: 'Remembered Session',
          email,
          role: Role.Administrator,
          member_of_a_committee: 'No',
          committees: [],
        },
      });
      expect(promoted.status, JSON.stringify(promoted.answer)).toBe(200);
      expect((await asUser(b, second)).answer.data.user_role).toBe('Administrator');

      const blocked = await call(a, 'POST', `/api/update-account-status/${id}`, {
        body: { id, status: AccountStatus.Blocked },
      });
      expect(blocked.status, JSON.stringify(blocked.answer)).toBe(200);
      expect((await asUser(b, second)).status).toBe(401);
    });

    it('a search makes no instance forget its sessions; a write makes every one forget', async () => {
      const listener = new Redis(testRedisUrl);
      const heard: string[] = [];
      listener.on('message', (_channel, message: string) => heard.push(message));
      await listener.subscribe(forgetChannel(REDIS_PREFIX));
      try {
        const found = await call(a, 'POST', '/api/search-users', {
          body: { search_term: 'instances' },
        });
        expect(found.answer.message).toBe('1 user found.');
        const made = await call(a, 'POST', '/api/users', {
          body: {
            account_type: 1,
            name: 'Forgotten Sessions',
            email: `forgotten.${process.pid}@example.com`,
            role: Role.Investor,
            member_of_a_committee: 'No',
            committees: [],
            password: '',
          },
        });
        expect(made.status, JSON.stringify(made.answer)).toBe(201);
        // Each answer waits until its message is published: a marker published now comes last.
        const marker = new Redis(testRedisUrl);
        await marker.publish(forgetChannel(REDIS_PREFIX), 'marker');
        marker.disconnect();
        await eventually(async () => expect(heard).toContain('marker'), 3000);
        // Heartbeats and acknowledgements aside, one write made one message.
        expect(heard.filter((message) => !/^(alive|ack) /.test(message))).toEqual([
          expect.stringMatching(/^forget /),
          'marker',
        ]);
      } finally {
        listener.disconnect();
      }
    });

    it('the per-address authentication limit is counted across both', async () => {
      // Limits count in windows of a minute on the clock: attempts that straddle the turn of a
      // minute start afresh in the next window, and are made again.
      const minuteOf = (ms: number) => Math.floor(ms / 60_000);
      for (;;) {
        const address = clientAddress();
        const login = (server: ServerProcess, attempt: number) =>
          call(server, 'POST', '/api/login', {
            // A different unknown email each time: only the per-address limit can refuse.
            body: { email: `nobody.${address}.${attempt}@example.com`, password: 'wrong-password' },
            headers: { 'x-forwarded-for': address },
            signedOut: true,
          });
        const started = Date.now();
        const answers: number[] = [];
        for (let attempt = 1; attempt <= AUTH_RATE_LIMIT; attempt++) {
          answers.push((await login(a, attempt)).status);
        }
        const refused = await login(b, AUTH_RATE_LIMIT + 1);
        if (minuteOf(started) !== minuteOf(Date.now())) continue;
        expect(answers).toEqual(Array.from({ length: AUTH_RATE_LIMIT }, () => 401));
        expect(refused.status).toBe(429);
        expect(refused.answer).toMatchObject({ status: 'error', code: 'too_many_requests' });
        return;
      }
    });

    it(
      'a key deleted on one instance is refused by the very next call on the other, every time',
      async () => {
        const refusedAfterDelete: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const { id, key } = await newKey(`Deleted on A ${round}`);
          // B has just looked the key up, so it would remember it for a second.
          expect((await parcels(b, key)).status).toBe(200);
          expect((await call(a, 'DELETE', `/api/apis/${id}`)).status).toBe(200);
          refusedAfterDelete.push((await parcels(b, key)).status);
        }
        expect(refusedAfterDelete).toEqual(Array.from({ length: ROUNDS }, () => 401));
      },
      scaled(120_000),
    );

    /** Sessions of the administrator, straight in the database. */
    async function newSessions(count: number): Promise<string[]> {
      const handle = openDatabase(database.url);
      try {
        const { id } = await handle.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', admin.email)
          .executeTakeFirstOrThrow();
        const session = { userId: id, remember: false, ip: '127.0.0.1' };
        return await Promise.all(
          Array.from({ length: count }, () => createSession(handle.db, systemClock, session)),
        );
      } finally {
        await handle.close();
      }
    }
    const profile = (server: ServerProcess, session: string) =>
      call(server, 'GET', '/api/profile', { headers: { authorization: `Bearer ${session}` } });
    const logOut = (server: ServerProcess, session: string) =>
      call(server, 'POST', '/api/logout', { headers: { authorization: `Bearer ${session}` } });

    it(
      'a session signed out on one instance is refused by the very next call on the other, every time',
      async () => {
        // B hears Redis 20 ms late, as a busy instance does.
        bRedis.delay(20);
        try {
          const refusedAfterLogout: number[] = [];
          for (const session of await newSessions(ROUNDS)) {
            expect((await profile(b, session)).status).toBe(200);
            expect((await logOut(a, session)).status).toBe(200);
            refusedAfterLogout.push((await profile(b, session)).status);
          }
          expect(refusedAfterLogout).toEqual(Array.from({ length: ROUNDS }, () => 401));
        } finally {
          bRedis.delay(0);
        }
      },
      scaled(120_000),
    );

    it('an instance cut off from Redis stops using what it remembers before a revocation answers', async () => {
      const [session] = await newSessions(1);
      expect((await profile(b, session!)).status).toBe(200);
      bRedis.stall();
      try {
        // A waits for B's acknowledgement until B can no longer trust its memory (record 0040).
        expect((await logOut(a, session!)).status).toBe(200);
        expect((await profile(b, session!)).status).toBe(401);
      } finally {
        bRedis.heal();
      }
      const [later] = await newSessions(1);
      await eventually(async () => expect((await profile(b, later!)).status).toBe(200), 3000);
    });

    it('with the writer cut off from Redis, a sign-out still answers, and the other instance refuses the session at once', async () => {
      const [session] = await newSessions(1);
      expect((await profile(b, session!)).status).toBe(200);
      aRedis.stall();
      try {
        // A cannot tell B; it answers once what B remembered has run out (README).
        const out = await logOut(a, session!);
        expect(out.status, JSON.stringify(out.answer)).toBe(200);
        expect((await profile(b, session!)).status).toBe(401);
      } finally {
        aRedis.heal();
      }
    });

    it('request counts are exact after calls spread over both', async () => {
      const { id, key } = await newKey('Counted on both');
      const CALLS = 30;
      const answers = await Promise.all(
        Array.from({ length: CALLS }, (_, i) => parcels(i % 2 ? a : b, key)),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const requests = async () =>
        (await call(a, 'GET', `/api/apis/${id}`)).answer.data.requests as number;
      // Each instance writes its counts once a second, adding to what the other wrote.
      await eventually(async () => expect(await requests()).toBe(CALLS), 3000);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await requests()).toBe(CALLS);
    });

    it('delivers each outbox mail exactly once, whichever instance sends it', async () => {
      const MAILS = 20;
      const emails = Array.from(
        { length: MAILS },
        (_, i) => `outbox.${process.pid}.${i}@example.com`,
      );
      // Created at once on both: each creation queues a set-password mail and wakes its own
      // instance's worker, so both workers claim from the one outbox at the same time.
      const created = await Promise.all(
        emails.map((email, i) =>
          call(i % 2 ? a : b, 'POST', '/api/users', {
            body: {
              account_type: 1,
              name: `Outbox ${i}`,
              email,
              role: Role.Investor,
              member_of_a_committee: 'No',
              committees: [],
              password: '',
            },
          }),
        ),
      );
      expect(created.map(({ status }) => status)).toEqual(emails.map(() => 201));
      await eventually(async () => {
        expect(emails.filter((email) => smtp.mailsTo(email).length > 0)).toHaveLength(MAILS);
      }, scaled(10_000));
      // Long enough for a second delivery of any mail to have arrived too.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(emails.map((email) => smtp.mailsTo(email).length)).toEqual(emails.map(() => 1));
    });

    it('bills a month once, whichever instances are asked at once to compute or issue it', async () => {
      const parcels = await call(a, 'GET', '/api/parcels?per_page=3');
      const holder = (await call(a, 'GET', '/api/profile')).answer.data.id as number;
      for (const parcel of parcels.answer.data as { id: number }[]) {
        const opened = await call(a, 'POST', '/api/utility-connections', {
          body: {
            parcel_id: parcel.id,
            service: 'water',
            account_holder_id: holder,
            start_date: '2026-09-01',
          },
        });
        expect(opened.status).toBe(201);
        const id = opened.answer.data.id as number;
        const meter = await call(b, 'POST', `/api/utility-connections/${id}/meters`, {
          body: {
            serial: `TWO-${process.pid}-${id}`,
            unit: 'm3',
            dials: 5,
            installed_on: '2026-09-01',
            opening_value: 10,
          },
        });
        expect(meter.status).toBe(201);
        const reading = await call(a, 'POST', '/api/utility-readings', {
          body: {
            connection_id: id,
            value: 30,
            read_at: '2026-10-30T12:00:00+03:00',
            source: 'actual',
          },
        });
        expect(reading.status).toBe(201);
      }
      const started = await Promise.all(
        [a, b, a, b].map((server) =>
          call(server, 'POST', '/api/utility-billing-runs', { body: { period: '2026-10' } }),
        ),
      );
      expect(started.every(({ status }) => status === 201 || status === 409)).toBe(true);
      const runId = started.find(({ status }) => status === 201)!.answer.data.id as number;
      const issued = await Promise.all(
        [a, b].map((server) => call(server, 'POST', `/api/utility-billing-runs/${runId}/issue`)),
      );
      expect(issued.map(({ status }) => status).sort()).toEqual([200, 409]);
      const bills = await call(b, 'GET', '/api/utility-bills?period=2026-10&per_page=100');
      expect(bills.answer.total).toBe(3);
      expect(
        new Set(bills.answer.data.map((bill: { connection_id: number }) => bill.connection_id))
          .size,
      ).toBe(3);
      const invoices = await call(a, 'GET', '/api/invoices?per_page=100');
      const utilityInvoices = (invoices.answer.data as { kind: string }[]).filter(
        (invoice) => invoice.kind === 'utility_bill',
      );
      expect(utilityInvoices).toHaveLength(3);
    });
  },
);
