import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nairobiDay } from '@portal/shared/calendar';
import {
  AUDIT_RESULT_LABELS,
  auditCalls,
  auditMessages,
  type AuditInput,
} from '@portal/shared/vendor-audits';
import { RUNNING_PARTNERSHIP_STATUSES } from '@portal/shared/vendor-partnership-words';
import { partnershipMessages } from '@portal/shared/vendor-partnerships';
import {
  closeFinding,
  insertAudit,
  reopenFinding,
  respondToFinding,
  touchUnclosedFinding,
} from '@server/domain/vendor-partnerships/audits';
import { auditRecordedMail, mailVendor } from '@server/domain/vendor-partnerships/mails';
import type { Database } from '@server/db/schema';
import { actingOf } from '@server/lib/audit/acting';
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
import { auditsOf, findingsOf } from './audit-queries';
import { evidenceRoutes } from './evidence-routes';
import { partnershipSolutions } from './queries';
import { followRegisterHold } from './register-holds';

const tag = 'vendor partnerships';

/**
 * Data-security audits (docs/product.md, "The vendor partnership"): `vendors.manage` records
 * each with its findings, the vendor answers them, staff close or reopen them; the register's
 * hold on the vendor's solutions follows at once.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;

  /** What an audit must say: a day in the partnership up to today, its solutions, findings as its result wants. */
  async function ensureAuditFits(partnership: PartnershipRecord, audit: AuditInput) {
    const errors: FieldErrors = {};
    const today = nairobiDay(clock.now());
    if (audit.audited_on > today) errors.audited_on = [auditMessages.auditedInFuture];
    else if (audit.audited_on < partnership.starts_on)
      errors.audited_on = [auditMessages.auditedBeforeStart(partnership.starts_on)];
    const offered = await partnershipSolutions(db, partnership.vendor_id);
    const ids = new Set(offered.map((solution) => solution.id));
    if (audit.scope.some((id) => !ids.has(id))) errors.scope = [auditMessages.scope];
    if (audit.result === 'passed' && audit.findings.length > 0)
      errors.findings = [auditMessages.noFindingsWhenPassed];
    if (audit.result !== 'passed' && audit.findings.length === 0)
      errors.findings = [auditMessages.findingsOfResult];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
  }

  app.route({
    ...declared(auditCalls.record, { tag }),
    onRequest: guards.permitted('vendors.manage'),
    handler: async (request, reply) => {
      const { partnership, viewer } = await partnershipFor(request, request.params.id);
      if (viewer.isVendor) throw forbidden();
      if (!RUNNING_PARTNERSHIP_STATUSES.includes(partnership.status))
        throw conflict(partnershipMessages.notRunning);
      const audit = request.body;
      await ensureAuditFits(partnership, audit);
      const now = clock.now();
      const acting = actingOf(request);
      const id = await db.transaction().execute(async (trx) => {
        const made = await insertAudit(
          trx,
          partnership.id,
          { ...audit, scope: [...new Set(audit.scope)] },
          config.findingDays,
          viewer.actor.user.id,
          now.toISOString(),
        );
        await acting.trail().note(trx, 'vendor_partnership.audit_recorded', partnership.id, {
          audited_on: { before: null, after: audit.audited_on },
          result: { before: null, after: audit.result },
          findings: { before: null, after: audit.findings.length },
        });
        await followRegisterHold(acting, trx, partnership, now);
        const findings = await trx
          .selectFrom('vendor_audit_findings')
          .select(['title', 'deadline_on'])
          .where('audit_id', '=', made)
          .orderBy('id')
          .execute();
        await mailVendor(app.outbox, trx, partnership.vendor_id, (vendor) =>
          auditRecordedMail(config.appUrl, vendor, partnership.id, {
            audited_on: audit.audited_on,
            result: AUDIT_RESULT_LABELS[audit.result],
            findings,
          }),
        );
        return made;
      });
      const recorded = (await auditsOf(db, partnership.id)).find((found) => found.id === id)!;
      return reply.status(201).send(ok(recorded, 'Audit recorded.'));
    },
  });

  /** Finding `id` and its partnership as the caller may see them; 404 otherwise. */
  async function findingFor(request: FastifyRequest, id: number) {
    const finding = await db
      .selectFrom('vendor_audit_findings')
      .select(['id', 'partnership_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!finding) throw notFound(auditMessages.findingNotFound);
    return { finding, ...(await partnershipFor(request, finding.partnership_id)) };
  }

  await app.register(
    evidenceRoutes({
      calls: auditCalls,
      column: 'vendor_finding_id',
      find: async (request, id) => {
        const { finding, partnership, viewer } = await findingFor(request, id);
        const named = { finding: { before: null, after: id } };
        return { partnership, viewer, open: finding.status !== 'closed', named };
      },
      touch: touchUnclosedFinding,
      closed: auditMessages.findingClosed,
    }),
  );

  const answer = async (id: number) => (await findingsOf(db, { findingId: id }, clock.now()))[0]!;

  app.route({
    ...declared(auditCalls.respond, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id } = request.params;
      const { viewer } = await findingFor(request, id);
      if (!viewer.isVendor) throw forbidden(auditMessages.answerByVendor);
      await db
        .transaction()
        .execute((trx) =>
          respondToFinding(trx, id, request.body.response, clock.now().toISOString()),
        );
      return ok(await answer(id), 'Answer sent: staff will review it.');
    },
  });

  /**
   * A move of a finding by `vendors.manage`, audited as `action` with its note, after which the
   * register's hold follows at once.
   */
  function staffMove(
    call: typeof auditCalls.close | typeof auditCalls.reopen,
    action: 'vendor_partnership.finding_closed' | 'vendor_partnership.finding_reopened',
    move: (
      trx: Kysely<Database>,
      id: number,
      note: string | null,
      by: number,
      now: string,
    ) => Promise<void>,
    message: string,
  ) {
    app.route({
      ...declared(call, { tag }),
      onRequest: guards.permitted('vendors.manage'),
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const { note } = request.body as { note: string | null };
        const { partnership, viewer } = await findingFor(request, id);
        ensureAllowed(!viewer.isVendor);
        const now = clock.now();
        const acting = actingOf(request);
        await db.transaction().execute(async (trx) => {
          await move(trx, id, note, viewer.actor.user.id, now.toISOString());
          await acting.trail().note(trx, action, partnership.id, {
            finding: { before: null, after: id },
            note: { before: null, after: note },
          });
          await followRegisterHold(acting, trx, partnership, now);
        });
        return ok(await answer(id), message);
      },
    });
  }

  staffMove(auditCalls.close, 'vendor_partnership.finding_closed', closeFinding, 'Finding closed.');
  staffMove(
    auditCalls.reopen,
    'vendor_partnership.finding_reopened',
    (trx, id, note, _by, now) => reopenFinding(trx, id, note!, now),
    'Finding reopened.',
  );
};
