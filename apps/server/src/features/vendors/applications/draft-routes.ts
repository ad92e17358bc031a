import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_BASE } from '@portal/shared/constants';
import { applicationMessages } from '@portal/shared/application-messages';
import { vendorApplicationCalls, vendorMessages } from '@portal/shared/vendor-applications';
import { callStatus, CALL_STATUS_LABELS } from '@portal/shared/vendor-journey';
import { authorityDay } from '@portal/shared/api-keys';
import type { Database } from '@server/db/schema';
import { ensureRoomForDraft, withAccountContact } from '@server/domain/applications/drafts';
import { pagedQueue } from '@server/domain/applications/queue';
import { startDraft, takeStepAlone } from '@server/domain/applications/stage-machine';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { ok } from '@server/lib/envelope';
import { conflict, validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { vendorApplicationAnswer, vendorApplicationRows } from './detail';
import { vendorStep } from './vendor-step';

const tag = 'vendor applications';

/** The call a vendor applies to, which must be open now: 422 if unknown, 409 if not open. */
export async function ensureCallOpen(db: Kysely<Database>, callId: number, now: Date) {
  const call = await db
    .selectFrom('vendor_calls')
    .select(['id', 'reference', 'opens_at', 'closes_at'])
    .where('id', '=', callId)
    .executeTakeFirst();
  if (!call) throw validationFailed({ call_id: [applicationMessages.choice] });
  const status = callStatus(call, now);
  if (status !== 'open')
    throw conflict(vendorMessages.callNotOpen(CALL_STATUS_LABELS[status].toLowerCase()));
  return call;
}

/** A year founded after this one (the authority's) is a 422 on the field. */
export function ensureYearFounded(year: number | null | undefined, now: Date): void {
  const thisYear = Number(authorityDay(now).slice(0, 4));
  if (year !== null && year !== undefined && year > thisYear)
    throw validationFailed({ year_founded: [vendorMessages.yearFounded(thisYear)] });
}

/**
 * Starting, saving and reading vendor applications (docs/product.md, "Software and cloud
 * vendors"): a draft to an open call, saved as the vendor goes; the vendor's own list, the staff
 * queue and a member's To evaluate list are one list seen from three sides.
 */
export const vendorDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const linkBase = `${config.appUrl}${API_BASE}${vendorApplicationCalls.list.path}`;

  app.route({
    ...declared(vendorApplicationCalls.list, { tag }),
    onRequest: guards.account,
    handler: async (request) =>
      pagedQueue(
        request,
        'vendor',
        request.query,
        config.vendorStageTargets,
        vendorApplicationRows,
        linkBase,
      ),
  });

  app.route({
    ...declared(vendorApplicationCalls.show, { tag }),
    onRequest: guards.account,
    handler: async (request) => ok(await vendorApplicationAnswer(request, request.params.id)),
  });

  app.route({
    ...declared(vendorApplicationCalls.start, { tag }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { user } = actorOf(request);
      const now = clock.now();
      const { call_id, ...fields } = request.body;
      const call = await ensureCallOpen(db, call_id, now);
      ensureYearFounded(fields.year_founded, now);
      const draft = await withAccountContact(db, user.id, fields);
      const id = await db.transaction().execute(async (trx) => {
        await ensureRoomForDraft(trx, database.engine, 'vendor', user.id);
        // One application a call: a second is refused while the first stands.
        const earlier = await trx
          .selectFrom('applications')
          .select('reference')
          .where('applicant_id', '=', user.id)
          .where('call_id', '=', call.id)
          .where('stage', '!=', 'withdrawn')
          .executeTakeFirst();
        if (earlier)
          throw conflict(vendorMessages.alreadyApplied(earlier.reference, call.reference));
        return startDraft(trx, 'vendor', { ...draft, call_id: call.id }, user, now);
      });
      return reply
        .status(201)
        .send(ok(await vendorApplicationAnswer(request, id), 'Application started.'));
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.save, { tag }),
    onRequest: vendorStep('edit'),
    handler: async (request) => {
      const { id } = request.params;
      const { application } = guardedApplication(request);
      ensureYearFounded(request.body.year_founded, clock.now());
      // Conditional on the stage read: submitted or withdrawn in another tab since, it is a 409.
      await takeStepAlone(request, application, 'edit', { set: request.body });
      return ok(await vendorApplicationAnswer(request, id), 'Application saved.');
    },
  });
};
