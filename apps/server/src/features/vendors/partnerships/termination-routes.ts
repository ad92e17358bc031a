import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nairobiDay } from '@portal/shared/calendar';
import { partnershipCalls, partnershipMessages } from '@portal/shared/vendor-partnerships';
import { issueLetter } from '@server/domain/applications/letters/issue';
import { terminatePartnership } from '@server/domain/vendor-partnerships/partnerships';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import { conflict } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { withdrawPartnershipSolutions } from '../applications/solutions';
import { runningPartnershipForAuthority } from './access';
import { partnershipAfresh } from './answer-afresh';
import { terminationLetter } from './termination-letter';

const tag = 'vendor partnerships';

/**
 * Termination (docs/product.md, "The vendor partnership"): `vendors.decide` ends a running
 * partnership today, before its term, with the reason the letter carries. Its solutions leave the
 * public register at once, the register saying only that the partnership ended; the letter is
 * issued, kept and mailed as every letter is.
 */
export const terminationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...declared(partnershipCalls.terminate, { tag }),
    onRequest: guards.permitted('vendors.decide'),
    handler: async (request) => {
      const { partnership } = await runningPartnershipForAuthority(request, request.params.id);
      const application = await db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', partnership.application_id)
        .executeTakeFirstOrThrow();
      const now = clock.now();
      const today = nairobiDay(now);
      await db.transaction().execute(async (trx) => {
        const trail = auditTrail(request);
        const ended = await terminatePartnership(trx, trail, partnership, today, now.toISOString());
        if (!ended) throw conflict(partnershipMessages.notRunning);
        const withdrawn = await withdrawPartnershipSolutions(
          trx,
          partnership.vendor_id,
          `The partnership was terminated on ${today}.`,
          now.toISOString(),
        );
        if (withdrawn.length > 0)
          await trail.note(trx, 'vendor_partnership.solutions_withdrawn', partnership.id, {
            solutions: { before: null, after: withdrawn.join(', ') },
          });
        await issueLetter(
          request,
          trx,
          application,
          'vendor_termination',
          terminationLetter({
            reason: request.body.reason,
            year: partnership.year,
            yearStartsOn: partnership.year_starts_on,
            endsOn: today < partnership.ends_on ? today : partnership.ends_on,
            withdrawn,
          }),
          partnership.year,
        );
      });
      return ok(
        await partnershipAfresh(request, partnership.id),
        'Terminated: the letter has been issued and the solutions withdrawn.',
      );
    },
  });
};
