import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcCleanupJob } from './cleanup-job';
import { oidcClientRoutes } from './client-routes';
import { oidcInteractionRoutes } from './interaction-routes';

/**
 * The portal's calls about OpenID Connect: clients, users' answers to them, and the hourly
 * clearing of the provider's spent records (record 0067).
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(oidcClientRoutes);
  await app.register(oidcInteractionRoutes);
  await app.register(oidcCleanupJob);
};
