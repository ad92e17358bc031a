import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/connection';
import { systemClock } from '@server/lib/clock';
import { apiKeysPlugin } from '@server/plugins/api-keys';
import { forgettingPlugin } from '@server/plugins/forgetting';
import { sessionMemoryPlugin } from '@server/plugins/session-memory';
import { buildTestApp } from '../helpers/app';
import { developerKey } from '../helpers/user-fixtures';
import { createTestDatabase } from '../helpers/database';

const { config, database } = await buildTestApp();

/** A bare server with what the portal is built with, and none of its services. */
function bareServer() {
  const server = Fastify();
  server.decorate('deps', { config, database, clock: systemClock, version: 'test' });
  return server;
}

describe('services as plugins', () => {
  it('refuses to start with a service registered before one it needs, naming it', async () => {
    for (const service of [apiKeysPlugin, sessionMemoryPlugin]) {
      const server = bareServer();
      server.register(service);
      await expect(server.ready()).rejects.toThrow(/dependency 'forgetting'/);
      await server.close();
    }
  });

  it('starts once what they need is registered first', async () => {
    const server = bareServer();
    await server.register(forgettingPlugin);
    await server.register(apiKeysPlugin);
    await server.register(sessionMemoryPlugin);
    await server.ready();
    expect(server.apiKeys.vault).toBeDefined();
    expect(server.sessions.recall).toBeTypeOf('function');
    await server.close();
  });

  it('close before the database does: the last request counts are written on shutdown', async () => {
    const test = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ DATABASE_URL: test.url, APP_KEY: config.appKey, LOG_LEVEL: 'silent' }),
      database: test.handle,
      version: 'test',
    });
    await app.ready();
    const { id, key } = await developerKey(test.handle.db, app.apiKeys.vault);
    const answer = await app.inject({ method: 'GET', url: `${PARCEL_API.parcels}?apiKey=${key}` });
    expect(answer.statusCode).toBe(200);

    // As main.ts stops: the server, then the database.
    await app.close();
    await test.handle.close();
    const reopened = openDatabase(test.url);
    const row = await reopened.db
      .selectFrom('api_keys')
      .select('requests')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.requests).toBe(1);
    await reopened.close();
    await test.destroy();
  });
});
