import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_CURRENCY } from '@portal/shared/money';
import { revenueCalls, revenueMessages } from '@portal/shared/vendor-revenue';
import { fileReturn, replaceReturn } from '@server/domain/vendor-partnerships/revenue';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import {
  conflict,
  forbidden,
  notFound,
  validationFailed,
  type FieldErrors,
} from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { partnershipFor, type PartnershipRecord } from './access';
import { partnershipSolutions } from './queries';
import { endedQuarters, returnsOf } from './revenue-queries';

const tag = 'vendor partnerships';

/**
 * Revenue returns (docs/product.md, "The vendor partnership"): the vendor files one for each
 * quarter that has ended, nil when nothing was earned, and replaces it rather than editing it;
 * the authority's share is invoiced through the portal's invoices.
 */
export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  /** Lines of the partnership's own solutions, each once; 422 naming the line otherwise. */
  async function ensureLinesFit(
    partnership: PartnershipRecord,
    lines: readonly { solution_id: number }[],
  ): Promise<void> {
    const offered = new Set(
      (await partnershipSolutions(db, partnership.vendor_id)).map((solution) => solution.id),
    );
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    lines.forEach((line, index) => {
      if (!offered.has(line.solution_id))
        errors[`lines.${index}.solution_id`] = [revenueMessages.solution];
      else if (seen.has(line.solution_id))
        errors[`lines.${index}.solution_id`] = [revenueMessages.solutionTwice];
      seen.add(line.solution_id);
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
  }

  const answer = async (id: number) => (await returnsOf(db, { returnId: id }))[0]!;

  app.route({
    ...declared(revenueCalls.file, { tag }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { partnership, viewer } = await partnershipFor(request, request.params.id);
      if (!viewer.isVendor) throw forbidden(revenueMessages.byVendor);
      // Every quarter that ended owes its return, also once the partnership has ended.
      const { quarter, lines } = request.body;
      const now = clock.now();
      if (!endedQuarters(partnership, now).includes(quarter))
        throw validationFailed({ quarter: [revenueMessages.quarterOfPartnership] });
      await ensureLinesFit(partnership, lines);
      const id = await db.transaction().execute((trx) =>
        fileReturn(trx, auditTrail(request, { bySystem: true }), {
          partnership,
          quarter,
          lines,
          currency: DEFAULT_CURRENCY,
          by: viewer.actor.user.id,
          now,
        }),
      );
      const filed = await answer(id);
      return reply
        .status(201)
        .send(
          ok(
            filed,
            filed.nil ? `Nil return for ${quarter} filed.` : `Return for ${quarter} filed.`,
          ),
        );
    },
  });

  app.route({
    ...declared(revenueCalls.replace, { tag }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const replaced = await db
        .selectFrom('vendor_revenue_returns')
        .select(['id', 'partnership_id', 'quarter', 'version', 'status'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!replaced) throw notFound(revenueMessages.notFound);
      const { partnership, viewer } = await partnershipFor(request, replaced.partnership_id);
      if (!viewer.isVendor) throw forbidden(revenueMessages.byVendor);
      if (replaced.status !== 'filed') throw conflict(revenueMessages.replaced);
      const { lines } = request.body;
      await ensureLinesFit(partnership, lines);
      const id = await db.transaction().execute((trx) =>
        replaceReturn(trx, auditTrail(request, { bySystem: true }), replaced, {
          partnership,
          lines,
          currency: DEFAULT_CURRENCY,
          by: viewer.actor.user.id,
          now: clock.now(),
        }),
      );
      return reply
        .status(201)
        .send(ok(await answer(id), `Return for ${replaced.quarter} replaced.`));
    },
  });
};
