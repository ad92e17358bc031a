import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationDecisionRoutes } from './decision-routes';
import { documentRoutes } from './documents/routes';
import { applicationDraftRoutes } from './draft-routes';
import { evaluationRoutes } from './evaluation-routes';
import { groundRentJob } from './ground-rent/job';
import { invoiceRoutes } from './invoices/routes';
import { leaseRoutes } from './lease-routes';
import { invoicePdfRoutes } from './letters/invoice-pdf-route';
import { letterRoutes } from './letters/routes';
import { applicationOptionRoutes } from './options-routes';
import { applicationReadingRoutes } from './reading-routes';
import { applicationSubmissionRoutes } from './submission-routes';
import { applicationWorkRoutes } from './work-routes';

/** The land journey (docs/product.md, "Parcel allocation"): its calls and its scheduled job. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicationReadingRoutes);
  await app.register(applicationOptionRoutes);
  await app.register(applicationWorkRoutes);
  await app.register(applicationDraftRoutes);
  await app.register(applicationSubmissionRoutes);
  await app.register(documentRoutes);
  await app.register(evaluationRoutes);
  await app.register(applicationDecisionRoutes);
  await app.register(leaseRoutes);
  await app.register(invoiceRoutes);
  await app.register(letterRoutes);
  await app.register(invoicePdfRoutes);
  await app.register(groundRentJob);
};
