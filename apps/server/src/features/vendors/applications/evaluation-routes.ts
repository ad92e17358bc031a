import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorApplicationCalls } from '@portal/shared/vendor-applications';
import { assignToPanel, keepScorecard } from '@server/domain/applications/evaluation';
import { takeStepAlone } from '@server/domain/applications/stage-machine';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { ok } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { vendorApplicationAnswer } from './detail';
import { vendorStep } from './vendor-step';

const tag = 'vendor applications';

/**
 * Evaluation (docs/product.md, "Software and cloud vendors"): a submitted application is assigned
 * to a committee, each member scores it by the 100-point table, and a decider may ask the vendor
 * to clarify, as often as needed, until the decision.
 */
export const vendorEvaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declared(vendorApplicationCalls.assign, { tag }),
    onRequest: vendorStep('assign'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { committee_id } = request.body;
      const message = await assignToPanel(request, application, committee_id, 'assign');
      return ok(await vendorApplicationAnswer(request, application.id), message);
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.score, { tag }),
    onRequest: vendorStep('score'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { scores, comment } = request.body;
      // The points given; the card's total out of 100 is read from them (`scaledTotal`).
      const total = Object.values(scores).reduce<number>((sum, points) => sum + (points ?? 0), 0);
      const card = { scores, total, comment };
      await keepScorecard(request, application, actorOf(request).user, card, 'score');
      return ok(await vendorApplicationAnswer(request, application.id), 'Scores saved.');
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.requestClarification, { tag }),
    onRequest: vendorStep('request_clarification'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { note } = request.body;
      await takeStepAlone(request, application, 'request_clarification', { note });
      return ok(
        await vendorApplicationAnswer(request, application.id),
        'Clarification requested: the vendor has been mailed your note.',
      );
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.respond, { tag }),
    onRequest: vendorStep('respond'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      await takeStepAlone(request, application, 'respond', { note: request.body.note });
      return ok(
        await vendorApplicationAnswer(request, application.id),
        'Answer sent: the evaluation goes on.',
      );
    },
  });
};
