import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { applicationMessages } from '@portal/shared/application-messages';
import { stepCalls } from '@portal/shared/application-step-calls';
import type { Database } from '@server/db/schema';
import { ok } from '@server/lib/envelope';
import { conflict, validationFailed } from '@server/lib/errors';
import { allocateParcel } from '@server/domain/parcel-register/allocations';
import { applicationAnswer } from './detail';
import { connectionLines, siteLines, siteOf } from './site';
import { takeStep } from '@server/domain/applications/stage-machine';
import { openHandoverConnections } from '@server/domain/utilities/connections';
import { declared } from '@server/lib/http/declared-route';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { landStep } from './land-step';

/** The day (UTC) the Letter of Offer was issued, the offer's date; none before an offer. */
async function offerDay(db: Kysely<Database>, applicationId: number): Promise<string | undefined> {
  const letter = await db
    .selectFrom('letters')
    .select('issued_at')
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'offer')
    .executeTakeFirst();
  return letter?.issued_at.slice(0, 10);
}

/**
 * The end of the journey (docs/product.md, "Parcel allocation"): the registered lease allocates
 * the offered parcel in the register, where the public parcel API shows it at once, and the site
 * is handed over.
 */
export const leaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { db } = database;

  app.route({
    ...declared(stepCalls.register_lease, { tag: 'applications' }),
    onRequest: landStep('register_lease'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { lease_number, start_date } = request.body;
      const parcel = application.offer_parcel_id
        ? await db
            .selectFrom('parcels')
            .select(['id', 'status'])
            .where('id', '=', application.offer_parcel_id)
            .executeTakeFirst()
        : undefined;
      // The offered parcel was deleted from the register after the offer.
      if (!parcel || application.term_years === null) {
        throw conflict(applicationMessages.parcelNotAvailable);
      }
      const offeredOn = await offerDay(db, application.id);
      // 'YYYY-MM-DD' text compares as the days it names.
      if (offeredOn && start_date < offeredOn) {
        throw validationFailed({ start_date: [applicationMessages.leaseBeforeOffer(offeredOn)] });
      }
      await database.transaction(async (trx) => {
        await takeStep(request, trx, application, 'register_lease', {
          set: { lease_number, lease_start_date: start_date },
        });
        await allocateParcel(request, trx, parcel, {
          parcel_id: parcel.id,
          allocated_to: application.organisation_name ?? application.reference,
          allocated_at: start_date,
          lease_term_years: application.term_years!,
          user_id: application.applicant_id,
        });
      });
      return ok(
        await applicationAnswer(request, application.id),
        `Lease ${lease_number} registered; the parcel is allocated.`,
      );
    },
  });

  app.route({
    ...declared(stepCalls.hand_over, { tag: 'applications' }),
    onRequest: landStep('hand_over'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { handover_date, note } = request.body;
      const leaseStart = application.lease_start_date;
      if (leaseStart && handover_date < leaseStart) {
        throw validationFailed({
          handover_date: [applicationMessages.handoverBeforeLease(leaseStart)],
        });
      }
      const site = await siteOf(db, { ...application, stage: 'handed_over', handover_date });
      await database.transaction(async (trx) => {
        // The site comes with its water and electricity (docs/product.md, "Utilities").
        const connections = site
          ? await openHandoverConnections(request, trx, {
              application_id: application.id,
              parcel_id: site.parcel.id,
              holder_id: application.applicant_id,
              date: handover_date,
            })
          : [];
        await takeStep(request, trx, application, 'hand_over', {
          note,
          set: { handover_date },
          mailDetails: site ? [...siteLines(site), ...connectionLines(connections)] : [],
        });
      });
      return ok(
        await applicationAnswer(request, application.id),
        'Site handed over: the application is closed.',
      );
    },
  });
};
