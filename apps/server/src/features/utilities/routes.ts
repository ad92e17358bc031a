import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes';
import { billingRoutes } from './billing/routes';
import { connectionChoicesRoutes } from './connections/choices-routes';
import { connectionRoutes } from './connections/routes';
import { readingRoutes } from './readings/routes';
import { utilityTariffRoutes } from './tariffs/routes';

/** Water and electricity, metered and billed (docs/product.md, "Utilities"). */
export const utilityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(connectionChoicesRoutes);
  await app.register(connectionRoutes);
  await app.register(readingRoutes);
  await app.register(utilityTariffRoutes);
  await app.register(billingRoutes);
  await app.register(accountRoutes);
};
