import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attemptRoutes } from './attempt-routes';
import { mpesaCallbackRoutes } from './mpesa-callbacks';
import { receiptCheckRoutes } from './receipt-check-routes';
import { reconciliationJob } from './reconciliation-job';
import { reconciliationRoutes } from './reconciliation-routes';
import { statusCheckJob } from './status-check-job';
import { suspenseRoutes } from './suspense-routes';
import { webhookCallbackRoutes } from './webhook-callbacks';

/** Paying online (docs/payments.md): attempts, providers' callbacks, suspense, reconciliation. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(attemptRoutes);
  await app.register(mpesaCallbackRoutes);
  await app.register(webhookCallbackRoutes);
  await app.register(suspenseRoutes);
  await app.register(reconciliationRoutes);
  await app.register(receiptCheckRoutes);
  await app.register(statusCheckJob);
  await app.register(reconciliationJob);
};
