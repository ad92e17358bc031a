import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { keyRing, signingKeySealer } from '../domain/oidc/keys';
import { buildProvider, type ProviderDeps } from '../domain/oidc/provider';
import { MINUTE } from '../lib/clock';

/** How often an instance looks whether the key ring changed (a key published, one signing). */
const RING_CHECK_MS = 10 * MINUTE;

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal as an OpenID Connect provider for the linked services (record 0067). */
    oidc: {
      /** The provider as of the key ring now: rebuilt when the ring changed. */
      current(): Promise<Provider>;
    };
  }
}

/**
 * The OpenID provider, built once the database is migrated (its keys are read from it), and
 * built again when its key ring changes: a provider's keys are fixed when it is made, and every
 * record it keeps is in the database, so a new one carries on where the old one was.
 */
export const oidcProviderPlugin = fp(
  async (app) => {
    const { config, database, clock } = app.deps;
    const deps: ProviderDeps = {
      db: database.db,
      clock,
      appUrl: config.appUrl,
      appKey: config.appKey,
      privateNetwork: config.oidcPrivateNetwork,
    };
    const seal = signingKeySealer(config.appKey);

    const readRing = () => keyRing(database.db, seal, clock.now());
    const build = (ring: Awaited<ReturnType<typeof keyRing>>) => {
      const provider = buildProvider(deps, ring.keys);
      provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'OpenID provider error'));
      return { provider, version: ring.version, checkedAt: clock.now().getTime() };
    };
    let held = build(await readRing());
    let checking: Promise<void> | undefined;

    const check = async () => {
      const ring = await readRing();
      if (ring.version === held.version) held.checkedAt = clock.now().getTime();
      else held = build(ring);
    };

    app.decorate('oidc', {
      async current() {
        if (clock.now().getTime() - held.checkedAt >= RING_CHECK_MS) {
          checking ??= check().finally(() => (checking = undefined));
          await checking;
        }
        return held.provider;
      },
    });
  },
  { name: 'oidc-provider' },
);
