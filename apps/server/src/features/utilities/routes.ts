import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Water and electricity, metered and billed (docs/product.md, "Utilities"). */
export const utilityRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
};
