import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { buildProvider } from '../domain/oidc/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal as an OpenID Connect provider for the linked services (record 0067). */
    oidcProvider: Provider;
  }
}

/** Builds the OpenID provider once the database is migrated: its keys are read from it. */
export const oidcProviderPlugin = fp(
  async (app) => {
    const { config, database, clock } = app.deps;
    const provider = await buildProvider({
      db: database.db,
      clock,
      appUrl: config.appUrl,
      appKey: config.appKey,
      privateNetwork: config.oidcPrivateNetwork,
    });
    provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'OpenID provider error'));
    app.decorate('oidcProvider', provider);
  },
  { name: 'oidc-provider' },
);
