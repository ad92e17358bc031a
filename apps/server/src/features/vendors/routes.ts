import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorCallRoutes } from './calls/routes';

/** The data centre's vendors (docs/product.md, "Software and cloud vendors"). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(vendorCallRoutes);
};
