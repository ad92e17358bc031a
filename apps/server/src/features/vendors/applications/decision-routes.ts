import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@portal/shared/constants';
import { wrongStageMessage } from '@portal/shared/journeys';
import {
  vendorApplicationCalls,
  vendorMessages,
  type DecisionInput,
} from '@portal/shared/vendor-applications';
import { isUniqueViolation } from '@server/db/errors';
import { issueLetter } from '@server/domain/applications/letters/issue';
import { promoteApplicant } from '@server/domain/applications/promotion';
import { takeStep } from '@server/domain/applications/stage-machine';
import { openPartnership } from '@server/domain/vendor-partnerships/partnerships';
import { auditTrail } from '@server/lib/audit/trail';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { ok } from '@server/lib/envelope';
import { conflict, validationFailed, type FieldErrors } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { vendorApplicationAnswer } from './detail';
import { approvalBlocker } from '@server/domain/applications/access';
import { vendorDecisionLetter } from './letter';
import { decideSolution } from './solutions';
import { vendorStep } from './vendor-step';

const tag = 'vendor applications';
const APPROVALS = ['approved', 'approved_with_conditions'];

type Decision = {
  decisions: Required<DecisionInput['decisions'][number]>[];
  share_bps: number | null;
};

/**
 * What a decision must say: every solution of the application once, conditions with and only
 * with an approval with conditions, and the revenue share when any solution is approved. 422
 * naming each gap.
 */
function ensureWhole(decision: Decision, solutionIds: number[]): void {
  const errors: FieldErrors = {};
  const decided = decision.decisions.map((entry) => entry.solution_id);
  const each = new Set(decided);
  if (
    each.size !== decided.length ||
    each.size !== solutionIds.length ||
    solutionIds.some((id) => !each.has(id))
  )
    errors.decisions = [vendorMessages.decideEverySolution];
  decision.decisions.forEach((entry, index) => {
    const withConditions = entry.status === 'approved_with_conditions';
    if (withConditions && entry.conditions.length === 0)
      errors[`decisions.${index}.conditions`] = [vendorMessages.conditionsNeeded];
    if (!withConditions && entry.conditions.length > 0)
      errors[`decisions.${index}.conditions`] = [vendorMessages.noConditionsHere];
  });
  const approves = decision.decisions.some((entry) => APPROVALS.includes(entry.status));
  if (approves && decision.share_bps === null) errors.share_bps = [vendorMessages.shareNeeded];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * The decision (docs/product.md, "Software and cloud vendors"): each solution's review status,
 * the decision letter issued and mailed, and an approved vendor's new role and partnership (docs/
 * product.md, "The vendor partnership"), in one transaction.
 */
export const vendorDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...declared(vendorApplicationCalls.decide, { tag }),
    onRequest: vendorStep('decide'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const blocker = await approvalBlocker(db, application);
      if (blocker) throw conflict(blocker);
      const decision = request.body as Decision;
      const solutions = await db
        .selectFrom('vendor_solutions')
        .select('id')
        .where('application_id', '=', application.id)
        .execute();
      ensureWhole(
        decision,
        solutions.map((solution) => solution.id),
      );
      const now = clock.now().toISOString();
      const approves = decision.decisions.some((entry) => APPROVALS.includes(entry.status));
      try {
        await db.transaction().execute(async (trx) => {
          await takeStep(request, trx, application, 'decide', {
            set: { share_bps: approves ? decision.share_bps : null },
          });
          for (const entry of decision.decisions)
            await decideSolution(trx, entry.solution_id, entry.status, entry.conditions, now);
          await issueLetter(request, trx, application, 'vendor_decision', vendorDecisionLetter);
          if (approves) {
            await promoteApplicant(
              request,
              trx,
              application.applicant_id,
              Role.SoftwareVendor,
              now,
            );
            if (application.applicant_id !== null)
              await openPartnership(trx, auditTrail(request, { bySystem: true }), {
                vendorId: application.applicant_id,
                applicationId: application.id,
                committeeId: application.committee_id,
                shareBps: decision.share_bps!,
                now: clock.now(),
              });
          }
        });
      } catch (error) {
        // The letter's unique kind: another decision got there first.
        if (isUniqueViolation(error)) throw conflict(wrongStageMessage('vendor', 'decided'));
        throw error;
      }
      return ok(
        await vendorApplicationAnswer(request, application.id),
        'Decision recorded; the decision letter has been issued.',
      );
    },
  });
};
