import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { applicationCalls } from '@portal/shared/application-calls';
import type { ApplicationDraft } from '@portal/shared/application-draft';
import { messages } from '@portal/shared/messages';
import type { Database } from '@server/db/schema';
import { ok } from '@server/lib/envelope';
import { validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { applicationAnswer } from './detail';
import { startDraft, takeStepAlone } from '@server/domain/applications/stage-machine';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { landStep } from './land-step';
import { ensureRoomForDraft, withAccountContact } from '@server/domain/applications/drafts';

/** A preferred parcel must be one of the register's: 422 on the field otherwise. */
async function ensureParcelExists(db: Kysely<Database>, draft: ApplicationDraft): Promise<void> {
  if (draft.preferred_parcel_id === null) return;
  const parcel = await db
    .selectFrom('parcels')
    .select('id')
    .where('id', '=', draft.preferred_parcel_id)
    .executeTakeFirst();
  if (!parcel) throw validationFailed({ preferred_parcel_id: [messages.required] });
}

/**
 * Starting and editing an application: a draft the applicant saves as they go and resumes later
 * (docs/product.md, "Parcel allocation"), editable again while a correction is asked for.
 */
export const applicationDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...declared(applicationCalls.start, { tag: 'applications' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { user } = actorOf(request);
      await ensureParcelExists(db, request.body);
      const draft = await withAccountContact(db, user.id, request.body);
      const id = await db.transaction().execute(async (trx) => {
        await ensureRoomForDraft(trx, database.engine, 'land', user.id);
        return startDraft(trx, 'land', draft, user, clock.now());
      });
      return reply
        .status(201)
        .send(ok(await applicationAnswer(request, id), 'Application started.'));
    },
  });

  app.route({
    ...declared(applicationCalls.save, { tag: 'applications' }),
    onRequest: landStep('edit'),
    handler: async (request) => {
      const { id } = request.params;
      await ensureParcelExists(db, request.body);
      const { application } = guardedApplication(request);
      // Conditional on the stage read: submitted or withdrawn in another tab since, it is a 409.
      await takeStepAlone(request, application, 'edit', { set: request.body });
      return ok(await applicationAnswer(request, id), 'Application saved.');
    },
  });
};
