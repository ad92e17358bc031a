import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorDecisionRoutes } from './applications/decision-routes';
import { vendorDocumentRoutes } from './applications/document-routes';
import { vendorDraftRoutes } from './applications/draft-routes';
import { vendorEvaluationRoutes } from './applications/evaluation-routes';
import { vendorSolutionRoutes } from './applications/solution-routes';
import { vendorSubmissionRoutes } from './applications/submission-routes';
import { vendorCallRoutes } from './calls/routes';
import { partnershipRoutes } from './partnerships/routes';
import { registerRoutes } from './register/routes';

/** The data centre's vendors (docs/product.md, "Software and cloud vendors"). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(vendorCallRoutes);
  await app.register(vendorDraftRoutes);
  await app.register(vendorSolutionRoutes);
  await app.register(vendorDocumentRoutes);
  await app.register(vendorSubmissionRoutes);
  await app.register(vendorEvaluationRoutes);
  await app.register(vendorDecisionRoutes);
  await app.register(registerRoutes);
  await app.register(partnershipRoutes);
};
