import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcClientRoutes } from './client-routes';
import { oidcInteractionRoutes } from './interaction-routes';

/** The portal's calls about OpenID Connect: clients, and users' answers to them (record 0067). */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(oidcClientRoutes);
  await app.register(oidcInteractionRoutes);
};
