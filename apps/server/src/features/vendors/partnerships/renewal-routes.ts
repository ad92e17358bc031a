import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quartersOfYear,
  RENEWAL_DECISION_LABELS,
  yearEndsOn,
} from '@portal/shared/vendor-partnership-words';
import { partnershipCalls, partnershipMessages } from '@portal/shared/vendor-partnerships';
import { shiftDay } from '@portal/shared/calendar';
import { issueLetter } from '@server/domain/applications/letters/issue';
import { decideRenewal } from '@server/domain/vendor-partnerships/partnerships';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import { conflict } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { runningPartnershipForAuthority } from './access';
import { partnershipAfresh } from './answer-afresh';
import { renewalLetter } from './renewal-letter';

const tag = 'vendor partnerships';

/**
 * The renewal (docs/product.md, "The vendor partnership"): `vendors.decide` decides it once the
 * year's four quarterly reviews are finalised, with a note for the letter; the decision letter is
 * issued, kept and mailed as every letter is.
 */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...declared(partnershipCalls.renewal, { tag }),
    onRequest: guards.permitted('vendors.decide'),
    handler: async (request) => {
      const { partnership } = await runningPartnershipForAuthority(request, request.params.id);
      const quarters = quartersOfYear(partnership.year_starts_on, partnership.ends_on);
      const finalised = await db
        .selectFrom('vendor_reviews')
        .select('quarter')
        .where('partnership_id', '=', partnership.id)
        .where('status', '=', 'finalised')
        .where('quarter', 'in', quarters)
        .execute();
      if (finalised.length < quarters.length)
        throw conflict(partnershipMessages.reviewsFirst(finalised.length));
      const { decision, note } = request.body;
      if (decision === 'renewed_with_corrective_measures') {
        const open = await db
          .selectFrom('vendor_corrective_actions')
          .select('id')
          .where('partnership_id', '=', partnership.id)
          .where('milestone', '!=', 'verified')
          .executeTakeFirst();
        // The measures are the open actions: the partnership leaves them once each is verified.
        if (!open) throw conflict(partnershipMessages.nothingToCorrect);
      }
      const application = await db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', partnership.application_id)
        .executeTakeFirstOrThrow();
      const nextStart = shiftDay(partnership.ends_on, 1);
      await db.transaction().execute(async (trx) => {
        const decided = await decideRenewal(
          trx,
          auditTrail(request),
          partnership,
          decision,
          clock.now().toISOString(),
        );
        if (!decided) throw conflict(partnershipMessages.notRunning);
        await issueLetter(
          request,
          trx,
          application,
          'vendor_renewal',
          renewalLetter({
            decision,
            note,
            partnershipId: partnership.id,
            year: partnership.year,
            yearStartsOn: partnership.year_starts_on,
            endsOn: partnership.ends_on,
            nextEndsOn: decision === 'not_renewed' ? null : yearEndsOn(nextStart),
          }),
          partnership.year,
        );
      });
      return ok(
        await partnershipAfresh(request, partnership.id),
        `${RENEWAL_DECISION_LABELS[decision]}: the decision letter has been issued.`,
      );
    },
  });
};
