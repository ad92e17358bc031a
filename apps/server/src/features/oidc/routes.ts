import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcClientRoutes } from './client-routes';
import { oidcInteractionRoutes } from './interaction-routes';
import { oidcJobs } from './jobs';

/**
 * The portal's calls about OpenID Connect: clients, users' answers to them, and the provider's
 * jobs (record 0067).
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(oidcClientRoutes);
  await app.register(oidcInteractionRoutes);
  await app.register(oidcJobs);
};
