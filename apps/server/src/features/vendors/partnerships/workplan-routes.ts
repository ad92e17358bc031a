import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnershipCalls,
  partnershipMessages,
  type WorkplanContent,
} from '@portal/shared/vendor-partnerships';
import {
  quartersOfYear,
  RUNNING_PARTNERSHIP_STATUSES,
} from '@portal/shared/vendor-partnership-words';
import {
  approveWorkplan,
  insertWorkplan,
  returnWorkplan,
  submitWorkplan,
  updateWorkplan,
} from '@server/domain/vendor-partnerships/workplans';
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
import { ensureAllowed, partnershipFor, type PartnershipRecord } from './access';
import { partnershipAfresh } from './answer-afresh';

const tag = 'vendor partnerships';

/** 409 once the partnership has ended: nothing more is planned in it. */
function ensureRunning(partnership: PartnershipRecord): void {
  if (!RUNNING_PARTNERSHIP_STATUSES.includes(partnership.status))
    throw conflict(partnershipMessages.notRunning);
}

/**
 * What the plan must say of the year: a target for each of its quarters once and no other, and
 * activities within them. 422 naming each gap.
 */
function ensureFitsYear(partnership: PartnershipRecord, plan: WorkplanContent): void {
  const quarters = quartersOfYear(partnership.year_starts_on, partnership.ends_on);
  const errors: FieldErrors = {};
  const targeted = plan.targets.map((target) => target.quarter);
  if (
    new Set(targeted).size !== targeted.length ||
    targeted.length !== quarters.length ||
    quarters.some((quarter) => !targeted.includes(quarter))
  )
    errors.targets = [partnershipMessages.targetsForEachQuarter(quarters)];
  plan.activities.forEach((activity, index) => {
    if (!quarters.includes(activity.quarter))
      errors[`activities.${index}.quarter`] = [partnershipMessages.quarterOfYear(quarters)];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** The year's targets in the order of its quarters, whatever order they were sent in. */
const inQuarterOrder = (plan: WorkplanContent): WorkplanContent => ({
  ...plan,
  targets: [...plan.targets].sort((a, b) => a.quarter.localeCompare(b.quarter)),
});

/**
 * The annual workplan (docs/product.md, "The vendor partnership"): the vendor writes, changes and
 * submits it; `vendors.manage` approves it, which locks it, or returns it with a note.
 */
export const workplanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  /** The partnership and its workplan `wid`; 404 for a plan of another partnership. */
  async function planOf(request: FastifyRequest, id: number, wid: number) {
    const found = await partnershipFor(request, id);
    const plan = await db
      .selectFrom('vendor_workplans')
      .select(['id', 'year', 'version'])
      .where('id', '=', wid)
      .where('partnership_id', '=', id)
      .executeTakeFirst();
    if (!plan) throw notFound(partnershipMessages.workplanNotFound);
    ensureRunning(found.partnership);
    return { ...found, plan };
  }

  app.route({
    ...declared(partnershipCalls.createWorkplan, { tag }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { id } = request.params;
      const { partnership, viewer } = await partnershipFor(request, id);
      ensureAllowed(viewer.isVendor);
      ensureRunning(partnership);
      ensureFitsYear(partnership, request.body);
      await db
        .transaction()
        .execute((trx) =>
          insertWorkplan(
            trx,
            { partnershipId: id, year: partnership.year },
            inQuarterOrder(request.body),
            viewer.actor.user.id,
            clock.now().toISOString(),
          ),
        );
      return reply
        .status(201)
        .send(ok(await partnershipAfresh(request, id), 'Workplan saved as a draft.'));
    },
  });

  app.route({
    ...declared(partnershipCalls.updateWorkplan, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id, wid } = request.params;
      const { partnership, viewer } = await planOf(request, id, wid);
      ensureAllowed(viewer.isVendor);
      ensureFitsYear(partnership, request.body);
      await db
        .transaction()
        .execute((trx) =>
          updateWorkplan(trx, wid, inQuarterOrder(request.body), clock.now().toISOString()),
        );
      return ok(await partnershipAfresh(request, id), 'Workplan saved.');
    },
  });

  app.route({
    ...declared(partnershipCalls.submitWorkplan, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id, wid } = request.params;
      const { viewer } = await planOf(request, id, wid);
      ensureAllowed(viewer.isVendor);
      await db.transaction().execute((trx) => submitWorkplan(trx, wid, clock.now().toISOString()));
      return ok(await partnershipAfresh(request, id), 'Workplan submitted for approval.');
    },
  });

  app.route({
    ...declared(partnershipCalls.approveWorkplan, { tag }),
    onRequest: guards.permitted('vendors.manage'),
    handler: async (request) => {
      const { id, wid } = request.params;
      const { viewer, plan } = await planOf(request, id, wid);
      if (viewer.isVendor) throw forbidden(partnershipMessages.ownWorkplan);
      await db.transaction().execute(async (trx) => {
        await approveWorkplan(
          trx,
          { id: wid, partnershipId: id, year: plan.year },
          viewer.actor.user.id,
          clock.now().toISOString(),
        );
        await auditTrail(request).note(trx, 'vendor_partnership.workplan_approved', id, {
          workplan: { before: null, after: `Year ${plan.year}, version ${plan.version}` },
        });
      });
      return ok(await partnershipAfresh(request, id), 'Workplan approved: it is now in force.');
    },
  });

  app.route({
    ...declared(partnershipCalls.returnWorkplan, { tag }),
    onRequest: guards.permitted('vendors.manage'),
    handler: async (request) => {
      const { id, wid } = request.params;
      const { viewer, plan } = await planOf(request, id, wid);
      if (viewer.isVendor) throw forbidden(partnershipMessages.ownWorkplan);
      await db.transaction().execute(async (trx) => {
        await returnWorkplan(trx, wid, request.body.note, clock.now().toISOString());
        await auditTrail(request).note(trx, 'vendor_partnership.workplan_returned', id, {
          workplan: { before: null, after: `Year ${plan.year}, version ${plan.version}` },
          note: { before: null, after: request.body.note },
        });
      });
      return ok(await partnershipAfresh(request, id), 'Workplan returned to the vendor.');
    },
  });
};
