import { afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '@server/app';
import { loadConfig } from '@server/config';
import type { DatabaseLimits } from '@server/db/connection';
import type { LogStream } from '@server/lib/logger';
import { createTestDatabase } from './database';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A whole portal server on a fresh, migrated and seeded database of the engine under test. */
export async function buildTestApp(
  overrides: Partial<Omit<AppDeps, 'config' | 'database'>> & {
    env?: NodeJS.ProcessEnv;
    databaseLimits?: DatabaseLimits;
  } = {},
) {
  const { env, databaseLimits, ...deps } = overrides;
  const database = await createTestDatabase(databaseLimits);
  const config = loadConfig({
    DATABASE_URL: database.url,
    APP_KEY: 'test-app-key-of-at-least-thirty-two-characters',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app: FastifyInstance = await buildApp({
    config,
    database: database.handle,
    version: 'test',
    ...deps,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });
  return { app, database: database.handle, db: database.handle.db, config };
}

/** An HTTP Basic Authorization header, as a linked service's server sends its id and secret. */
export const basicAuthorization = (user: string | number, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A matching XSRF cookie and header, as the web app sends them. */
export const xsrf = { cookie: 'XSRF-TOKEN=test-xsrf-token', 'x-xsrf-token': 'test-xsrf-token' };

/** Collects log lines in memory so tests can check what was (not) written. */
export function memoryLog(): LogStream & { lines: string[] } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}
