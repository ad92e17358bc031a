import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stepCalls } from '@portal/shared/application-step-calls';
import { applicationMessages } from '@portal/shared/application-messages';
import { Role } from '@portal/shared/constants';
import { DEFAULT_CURRENCY } from '@portal/shared/money';
import { isUniqueViolation } from '@server/db/errors';
import { promoteApplicant } from '@server/domain/applications/promotion';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import { conflict } from '@server/lib/errors';
import { approvalBlocker } from '@server/domain/applications/access';
import { applicationAnswer } from './detail';
import { issueInvoice } from './invoices/ledger';
import { issueLetter } from '@server/domain/applications/letters/issue';
import { landLetter } from './letters/content';
import { reserveParcel } from '@server/domain/parcel-register/reservations';
import { takeStep } from '@server/domain/applications/stage-machine';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { landStep } from './land-step';
import { declared } from '@server/lib/http/declared-route';

/**
 * The decision and what follows it: approval with the Letter of Notification, the applicant's
 * acceptance with the Letter of Intent, and the offer with its parcel, invoice and Letter of
 * Offer (docs/product.md, "Parcel allocation"; decision record 0030). Each is one transaction.
 */
export const applicationDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...declared(stepCalls.approve, { tag: 'applications' }),
    onRequest: landStep('approve'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const blocker = await approvalBlocker(db, application);
      if (blocker) throw conflict(blocker);
      const now = clock.now().toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          await takeStep(request, trx, application, 'approve');
          await issueLetter(request, trx, application, 'notification', landLetter('notification'));
          await promoteApplicant(request, trx, application.applicant_id, Role.Investor, now);
        });
      } catch (error) {
        // The letter's unique kind: another approval got there first.
        if (isUniqueViolation(error)) throw conflict(applicationMessages.wrongStage('approved'));
        throw error;
      }
      return ok(
        await applicationAnswer(request, application.id),
        'Application approved; the Letter of Notification has been issued.',
      );
    },
  });

  app.route({
    ...declared(stepCalls.accept_intent, { tag: 'applications' }),
    onRequest: landStep('accept_intent'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      await db.transaction().execute(async (trx) => {
        await takeStep(request, trx, application, 'accept_intent', { set: request.body });
        // The applicant's own step, on the trail all the same: a signature binds their organisation.
        await auditTrail(request).note(trx, 'application.intent_signed', application.id, {
          signatory_name: { before: null, after: request.body.signatory_name },
          signatory_title: { before: null, after: request.body.signatory_title },
        });
        await issueLetter(request, trx, application, 'intent', landLetter('intent'));
      });
      return ok(
        await applicationAnswer(request, application.id),
        'Intent accepted; the Letter of Intent has been issued.',
      );
    },
  });

  app.route({
    ...declared(stepCalls.offer, { tag: 'applications' }),
    onRequest: landStep('offer'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { parcel_id, stand_premium, term_years, annual_ground_rent } = request.body;
      const now = clock.now().toISOString();
      await database.transaction(async (trx) => {
        await reserveParcel(request, trx, parcel_id, now);
        await takeStep(request, trx, application, 'offer', {
          set: {
            offer_parcel_id: parcel_id,
            stand_premium,
            term_years,
            annual_ground_rent,
            offer_currency: DEFAULT_CURRENCY,
          },
        });
        await issueInvoice(request.server, auditTrail(request), trx, application, 'stand_premium', {
          amount: stand_premium,
          currency: DEFAULT_CURRENCY,
        });
        await issueLetter(request, trx, application, 'offer', landLetter('offer'));
      });
      return ok(
        await applicationAnswer(request, application.id),
        'Offer issued; the parcel is reserved and the stand premium invoiced.',
      );
    },
  });
};
