import fp from 'fastify-plugin';
import { createKeyVerifier, type KeyVerifier } from '../domain/api-keys/key-verifier';
import { createRequestCounter, type RequestCounter } from '../domain/api-keys/request-counter';
import { apiKeyVault, type ApiKeyVault } from '../lib/api-key-vault';

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: { vault: ApiKeyVault; verifier: KeyVerifier; requests: RequestCounter };
  }
}

/**
 * What the key screens and the parcel API share (record 0016): the vault that seals keys, the
 * verifier that remembers them until any instance writes, and the per-key request counts.
 */
export const apiKeysPlugin = fp(
  async (app) => {
    const { config, database, clock } = app.deps;
    if (!config.appKey) throw new Error('APP_KEY is needed to keep API keys');
    const vault = apiKeyVault(config.appKey);
    const verifier = createKeyVerifier(database.db, vault, clock, {
      current: app.forgetting.current,
    });
    app.forgetting.onForget(verifier.forgetAll);
    const requests = createRequestCounter(database.db, clock, app.log);
    app.decorate('apiKeys', { vault, verifier, requests });
    // The last counts are written before the database closes.
    app.addHook('onClose', () => requests.close());
  },
  { name: 'api-keys', dependencies: ['forgetting'] },
);
