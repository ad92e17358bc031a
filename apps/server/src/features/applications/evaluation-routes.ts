import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stepCalls } from '@portal/shared/application-step-calls';
import type { ScoreCriterion } from '@portal/shared/application-scorecards';
import { ok } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { assignToPanel, keepScorecard } from '@server/domain/applications/evaluation';
import { applicationAnswer } from './detail';
import { takeStepAlone } from '@server/domain/applications/stage-machine';
import { declared } from '@server/lib/http/declared-route';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { landStep } from './land-step';

/**
 * Evaluation (docs/product.md, "Parcel allocation"): an application under evaluation is assigned
 * to a committee, its members score it, and a decider (applications.decide or the committee's
 * chairperson) asks for a correction or rejects it. Approval issues a letter and lives with the
 * letters.
 */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declared(stepCalls.assign, { tag: 'applications' }),
    onRequest: landStep('assign'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { committee_id } = request.body;
      const message = await assignToPanel(request, application, committee_id, 'assign');
      return ok(await applicationAnswer(request, application.id), message);
    },
  });

  app.route({
    ...declared(stepCalls.score, { tag: 'applications' }),
    onRequest: landStep('score'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const member = actorOf(request).user;
      const { scores, comment } = request.body;
      const total = Object.values<number>(scores).reduce((sum, points) => sum + points, 0);
      const card = { scores, total, comment };
      const updated_at = await keepScorecard(request, application, member, card, 'score');
      return ok(
        {
          member: { id: member.id, name: member.name },
          scores: scores as Record<ScoreCriterion, number>,
          total,
          comment,
          updated_at,
        },
        'Scores saved.',
      );
    },
  });

  app.route({
    ...declared(stepCalls.request_correction, { tag: 'applications' }),
    onRequest: landStep('request_correction'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      await takeStepAlone(request, application, 'request_correction', { note: request.body.note });
      return ok(
        await applicationAnswer(request, application.id),
        'Correction requested: the applicant has been mailed your note.',
      );
    },
  });

  app.route({
    ...declared(stepCalls.reject, { tag: 'applications' }),
    onRequest: landStep('reject'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      await takeStepAlone(request, application, 'reject', { note: request.body.reason });
      return ok(await applicationAnswer(request, application.id), 'Application rejected.');
    },
  });
};
