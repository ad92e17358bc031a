import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { applicationMessages } from '@portal/shared/application-messages';
import { MAX_OPEN_DRAFTS } from '@portal/shared/constants';
import { applicationCalls } from '@portal/shared/application-calls';
import type { ApplicationDraft } from '@portal/shared/application-draft';
import { messages } from '@portal/shared/messages';
import type { DatabaseHandle } from '@server/db/connection';
import type { Database, UsersTable } from '@server/db/schema';
import { ok } from '@server/lib/envelope';
import { validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { applicationAnswer } from './detail';
import { startDraft, takeStep } from '@server/domain/applications/stage-machine';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { landStep } from './land-step';

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
 * Refuses a new draft to an account that has its quota of drafts already: 422 on `drafts`. The
 * account's row is locked first on PostgreSQL (SQLite writes one at a time), so that two starts at
 * once cannot both take the last place.
 */
async function ensureRoomForDraft(
  trx: Kysely<Database>,
  engine: DatabaseHandle['engine'],
  applicantId: number,
): Promise<void> {
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', applicantId)
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .execute();
  const drafts = await trx
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('applicant_id', '=', applicantId)
    .where('stage', '=', 'draft')
    .executeTakeFirstOrThrow();
  if (Number(drafts.count) >= MAX_OPEN_DRAFTS) {
    const message = applicationMessages.tooManyDrafts;
    throw validationFailed({ drafts: [message] }, message);
  }
}

type AccountContact = Pick<Selectable<UsersTable>, 'name' | 'email' | 'country_code' | 'phone'>;

function accountContact(db: Kysely<Database>, userId: number): Promise<AccountContact> {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'country_code', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * A new draft's contact details, where the start left them blank, are the applicant's own as
 * their account holds them (docs/product.md, "Parcel allocation"): nobody types their phone twice.
 * A phone without its country code stays blank, as the pair is checked together.
 */
function startingContact(draft: ApplicationDraft, account: AccountContact): ApplicationDraft {
  const phoneKnown = account.country_code !== null && account.phone !== null;
  const phoneGiven = draft.contact_phone != null || draft.contact_country_code != null;
  return {
    ...draft,
    contact_person: draft.contact_person ?? account.name,
    contact_email: draft.contact_email ?? account.email,
    ...(phoneKnown && !phoneGiven
      ? { contact_country_code: account.country_code, contact_phone: account.phone }
      : {}),
  };
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
      const contact = await accountContact(db, user.id);
      const id = await db.transaction().execute(async (trx) => {
        await ensureRoomForDraft(trx, database.engine, user.id);
        return startDraft(trx, 'land', startingContact(request.body, contact), user, clock.now());
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
      await db
        .transaction()
        .execute((trx) => takeStep(request, trx, application, 'edit', { set: request.body }));
      return ok(await applicationAnswer(request, id), 'Application saved.');
    },
  });
};
