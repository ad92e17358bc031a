import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stepCalls } from '@portal/shared/application-step-calls';
import { applicationMessages } from '@portal/shared/application-messages';
import type { ScoreCriterion } from '@portal/shared/application-scorecards';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import { validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { assignedMail } from '@server/domain/applications/mails';
import { applicationAnswer } from './detail';
import { takeStep } from '@server/domain/applications/stage-machine';
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
  const { database, clock, config } = app.deps;
  const { outbox } = app;
  const { db } = database;

  app.route({
    ...declared(stepCalls.assign, { tag: 'applications' }),
    onRequest: landStep('assign'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { committee_id } = request.body;
      const committee = await db
        .selectFrom('committees')
        .select('name')
        .where('id', '=', committee_id)
        .executeTakeFirst();
      if (!committee) throw validationFailed({ committee_id: [applicationMessages.choice] });
      const seats = await db
        .selectFrom('committee_members')
        .innerJoin('users', 'users.id', 'committee_members.user_id')
        .select(['users.id', 'users.email', 'users.name'])
        .where('committee_members.committee_id', '=', committee_id)
        .execute();
      // One mail a person, whatever seats they hold.
      const members = [...new Map(seats.map((seat) => [seat.email, seat])).values()];
      if (members.length === 0) {
        throw validationFailed({ committee_id: [applicationMessages.noMembers] });
      }
      await db.transaction().execute(async (trx) => {
        await auditTrail(request).change(trx, 'application.assigned', application.id, () =>
          takeStep(request, trx, application, 'assign', { set: { committee_id } }),
        );
        for (const member of members) {
          await outbox.queueMail(
            trx,
            assignedMail(config.appUrl, member, application, committee.name),
          );
        }
      });
      // The applicant may sit on the committee: they are left out of its evaluation, and told.
      const applicant = members.find((member) => member.id === application.applicant_id);
      const warning = applicant
        ? ` ${applicationMessages.applicantOnCommittee(applicant.name, committee.name)}`
        : '';
      return ok(
        await applicationAnswer(request, application.id),
        `Application assigned to ${committee.name}.${warning}`,
      );
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
      const now = clock.now().toISOString();
      const card = {
        committee_id: application.committee_id,
        scores: JSON.stringify(scores),
        total,
        comment,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        // Re-checks the stage in the transaction: a card cannot land after the decision.
        await takeStep(request, trx, application, 'score');
        const previous = await trx
          .selectFrom('application_scorecards')
          .select('total')
          .where('application_id', '=', application.id)
          .where('member_id', '=', member.id)
          .executeTakeFirst();
        await auditTrail(request).note(trx, 'application.scorecard_saved', application.id, {
          scorecard_total: { before: previous?.total ?? null, after: total },
        });
        await trx
          .insertInto('application_scorecards')
          .values({
            application_id: application.id,
            member_id: member.id,
            ...card,
            created_at: now,
          })
          .onConflict((conflict) =>
            conflict.columns(['application_id', 'member_id']).doUpdateSet(card),
          )
          .execute();
      });
      return ok(
        {
          member: { id: member.id, name: member.name },
          scores: scores as Record<ScoreCriterion, number>,
          total,
          comment,
          updated_at: now,
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
      await db
        .transaction()
        .execute((trx) =>
          takeStep(request, trx, application, 'request_correction', { note: request.body.note }),
        );
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
      await db
        .transaction()
        .execute((trx) =>
          takeStep(request, trx, application, 'reject', { note: request.body.reason }),
        );
      return ok(await applicationAnswer(request, application.id), 'Application rejected.');
    },
  });
};
