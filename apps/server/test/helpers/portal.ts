import { afterAll } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { AccountStatus, Role } from '@portal/shared/constants';
import { startSmtpReceiver } from '../../../../e2e/support/smtp-receiver';
import { buildApp } from '@server/app';
import { openDatabase, type DatabaseLimits } from '@server/db/connection';
import type { NewUser } from '@server/db/schema';
import type { LogStream } from '@server/lib/logger';
import { hashPassword } from '@server/domain/password';
import { buildTestApp, xsrf } from './app';
import { manualClock } from './clock';
import { softwareAuthenticator } from './software-authenticator';
import { signInAsStaffDo, type Post } from './staff-sign-in';
import { testEngine } from './database';

const hashes = new Map<string, Promise<string>>();
/** Argon2 is slow on purpose; tests reuse one hash per password. */
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

let sequence = 0;
/** An address no other test of the run uses. */
export const uniqueEmail = (label = 'user') => `${label}.${process.pid}.${++sequence}@example.com`;
/** A client address of its own, so one test's hits do not count against another's limits. */
export const uniqueIp = () =>
  `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${++sequence & 255}`;

// Answers are checked by the tests' assertions, not by types.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type Answer = {
  status: string;
  message: string;
  code?: string;
  data?: any;
  errors?: any;
  /** verify-email: the user at the top level too. */
  user?: any;
  // Lists: the paginator's fields.
  links?: any;
  current_page?: number;
  last_page?: number;
  total?: number;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The link of a list's answer to the page labelled `label`. */
export function pageLink(answer: Answer, label: string): URL {
  const link = (answer.links as { label: string; url: string }[]).find(
    (candidate) => candidate.label === label,
  );
  if (!link) throw new Error(`no page link labelled ${label}`);
  return new URL(link.url);
}

/**
 * A portal server with a manual clock and a real SMTP receiver for its mail. Authentication
 * calls are not limited per address unless a test asks (`authRateLimit`); each limit has its test.
 */
export async function startPortal(
  options: {
    authRateLimit?: number;
    env?: NodeJS.ProcessEnv;
    logStream?: LogStream;
    databaseLimits?: DatabaseLimits;
    clock?: ReturnType<typeof manualClock>;
  } = {},
) {
  const clock = options.clock ?? manualClock();
  const smtp = await startSmtpReceiver();
  const built = await buildTestApp({
    clock,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.databaseLimits ? { databaseLimits: options.databaseLimits } : {}),
    env: {
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      APP_URL: 'https://portal.example',
      AUTH_RATE_LIMIT: String(options.authRateLimit ?? 100_000),
      ...options.env,
    },
  });
  afterAll(() => smtp.close());
  const { app, db } = built;

  async function call(
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; token?: string; authorization?: string; ip?: string } = {},
  ): Promise<LightMyRequestResponse & { answer: Answer }> {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...xsrf,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.authorization ? { authorization: options.authorization } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      remoteAddress: options.ip ?? uniqueIp(),
    });
    return Object.assign(response, { answer: response.json<Answer>() });
  }

  /** A user straight in the database; verified and active unless told otherwise. */
  async function createUser(
    overrides: Partial<NewUser> & { password?: string } = {},
  ): Promise<{ id: number; email: string; password: string }> {
    const { password = 'secret-pass-1', ...fields } = overrides;
    const email = fields.email ?? uniqueEmail();
    const at = clock.now().toISOString();
    const { id } = await db
      .insertInto('users')
      .values({
        name: 'Test User',
        role_id: Role.Investor,
        status: AccountStatus.Active,
        account_type_id: 1,
        email_verified_at: at,
        created_at: at,
        updated_at: at,
        ...fields,
        email,
        password_hash: await hashOnce(password),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, email, password };
  }

  /**
   * The passkeys staff hold in these tests: an account that acts for the authority must have a
   * second factor before anything else (record 0066).
   */
  const staffPasskeys = softwareAuthenticator(built.config.appUrl);

  /** Gives `userId` a passkey straight in the database, as if they had added it themselves. */
  async function givePasskey(userId: number): Promise<void> {
    const { id, coseKey } = staffPasskeys.mint(String(userId));
    await db
      .insertInto('passkeys')
      .values({
        user_id: userId,
        credential_id: id.toString('base64url'),
        public_key: Buffer.from(coseKey).toString('base64url'),
        name: 'Test passkey',
        created_at: clock.now().toISOString(),
      })
      .execute();
  }

  /**
   * Signs in through POST /login and answers the bearer token. Staff sign in as staff do: with a
   * passkey after the password, given one at their first sign-in.
   */
  async function signIn(
    user: { email: string; password: string },
    remember = false,
  ): Promise<string> {
    const post: Post = async (path, body, token) => {
      const response = await call('POST', path, {
        body: path === '/login' ? { ...(body as object), remember_me: remember } : body,
        ...(token ? { token } : {}),
      });
      return { status: response.statusCode, answer: response.answer };
    };
    const signedIn = await signInAsStaffDo(post, staffPasskeys, user, ({ id }) => givePasskey(id));
    return signedIn.token as string;
  }

  return { ...built, clock, smtp, call, createUser, signIn };
}

export type Portal = Awaited<ReturnType<typeof startPortal>>;

/** A portal with its administrator, Ada Admin, signed in: where every back-office test starts. */
export async function startBackOffice(options: Parameters<typeof startPortal>[0] = {}) {
  const portal = await startPortal(options);
  const admin = await portal.createUser({ name: 'Ada Admin', role_id: Role.Administrator });
  return { ...portal, admin, adminToken: await portal.signIn(admin) };
}

/**
 * A second instance of `portal`'s server on the same database and clock, as behind a load
 * balancer: its own connections, scheduler and outbox. Closed after the file.
 */
export async function anotherInstance(portal: Pick<Portal, 'config' | 'clock'>) {
  const database = openDatabase(portal.config.databaseUrl);
  const other = await buildApp({
    config: portal.config,
    database,
    clock: portal.clock,
    version: 'test',
  });
  await other.ready();
  afterAll(async () => {
    await other.close();
    await database.close();
  });
  return other;
}

/**
 * `run` on each of `instances` at the same moment on PostgreSQL, as several servers share one
 * database. On SQLite, one after the other: two instances in one process would wait on each
 * other's lock with the event loop held, which separate processes never do (and SQLite serves one
 * instance in production).
 */
export async function onEachInstance<Instance, T>(
  instances: Instance[],
  run: (instance: Instance) => Promise<T>,
): Promise<T[]> {
  if (testEngine === 'postgres') return Promise.all(instances.map(run));
  const results: T[] = [];
  for (const instance of instances) results.push(await run(instance));
  return results;
}
