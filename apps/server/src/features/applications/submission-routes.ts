import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { stepCalls } from '@portal/shared/application-step-calls';
import { site } from '@portal/shared/site';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import { releaseReservation } from '@server/domain/parcel-register/reservations';
import { voidOpenInvoices } from '@server/domain/invoices/ledger';
import { issueInvoice } from './invoices/ledger';
import type { ApplicationRecord } from '@server/domain/applications/access';
import { applicationAnswer } from './detail';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { landStep } from './land-step';
import { takeStep, takeStepAlone } from '@server/domain/applications/stage-machine';
import { ensureComplete } from './submission';
import { declared } from '@server/lib/http/declared-route';

/**
 * The applicant's own steps: submitting (with the registration fee's invoice), sending a
 * correction back, and withdrawing (docs/product.md, "Parcel allocation"). Each step writes
 * everything it does in one transaction.
 */
export const applicationSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...declared(stepCalls.submit, { tag: 'applications' }),
    onRequest: landStep('submit'),
    handler: async (request) => {
      const { id } = request.params;
      const { application } = guardedApplication(request);
      await ensureComplete(db, application);
      await db.transaction().execute(async (trx) => {
        await takeStep(request, trx, application, 'submit', {
          set: { submitted_at: clock.now().toISOString() },
        });
        // The applicant's own step is not on the trail; the invoice it causes is, as the system's.
        await issueInvoice(
          request.server,
          auditTrail(request, { bySystem: true }),
          trx,
          application,
          'registration_fee',
          site.registrationFee,
        );
      });
      return ok(await applicationAnswer(request, id), 'Application submitted.');
    },
  });

  app.route({
    ...declared(stepCalls.resubmit, { tag: 'applications' }),
    onRequest: landStep('resubmit'),
    handler: async (request) => {
      const { id } = request.params;
      const { application } = guardedApplication(request);
      await ensureComplete(db, application);
      await takeStepAlone(request, application, 'resubmit');
      return ok(await applicationAnswer(request, id), 'Application sent back for evaluation.');
    },
  });

  app.route({
    ...declared(stepCalls.withdraw, { tag: 'applications' }),
    onRequest: landStep('withdraw'),
    handler: async (request) => {
      const { id } = request.params;
      const { application } = guardedApplication(request);
      await database.transaction(async (trx) => {
        await takeStep(request, trx, application, 'withdraw', { note: request.body.reason });
        await releaseOffer(request, trx, application, clock.now().toISOString());
      });
      return ok(await applicationAnswer(request, id), 'Application withdrawn.');
    },
  });
};

/**
 * What a withdrawal undoes: the parcel its offer reserved is available again while the reservation
 * is still this offer's, and no open invoice stays payable.
 */
async function releaseOffer(
  request: FastifyRequest,
  trx: Transaction<Database>,
  application: ApplicationRecord,
  now: string,
): Promise<void> {
  if (application.offer_parcel_id !== null) {
    await releaseReservation(request, trx, application.offer_parcel_id, application.id, now);
  }
  await voidOpenInvoices(trx, application.id, now);
}
