import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock';
import { apiKeysPlugin } from '../../src/plugins/api-keys';
import { forgettingPlugin } from '../../src/plugins/forgetting';
import { sessionMemoryPlugin } from '../../src/plugins/session-memory';
import { buildTestApp } from '../helpers/app';

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
});
