import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { authorityDay } from '@portal/shared/api-keys';
import { messages } from '@portal/shared/messages';
import {
  VENDOR_REQUIRED_ON_SUBMIT,
  vendorApplicationCalls,
  vendorMessages,
} from '@portal/shared/vendor-applications';
import {
  isAdultOn,
  REQUIRED_VENDOR_DOCUMENTS,
  VENDOR_DOCUMENT_KIND_LABELS,
  type VendorDocumentKind,
} from '@portal/shared/vendor-journey';
import type { Database } from '@server/db/schema';
import type { ApplicationRecord } from '@server/domain/applications/access';
import { takeStep } from '@server/domain/applications/stage-machine';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { ok } from '@server/lib/envelope';
import { validationFailed, type FieldErrors } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { vendorApplicationAnswer } from './detail';
import { ensureCallOpen } from './draft-routes';
import { moveSolutions } from './solutions';
import { vendorStep } from './vendor-step';

const tag = 'vendor applications';

/**
 * Refuses, with 422 naming each, an application that lacks a field, a solution or a document
 * submitting needs, or whose signatory is under 18 today in Nairobi (the terms of service):
 * every gap at once, so the vendor fixes all.
 */
async function ensureComplete(
  db: Kysely<Database>,
  application: ApplicationRecord,
  now: Date,
): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of VENDOR_REQUIRED_ON_SUBMIT) {
    if (application[field] === null) errors[field] = [messages.required];
  }
  const dateOfBirth = application.signatory_date_of_birth;
  if (dateOfBirth !== null && !isAdultOn(dateOfBirth, authorityDay(now)))
    errors.signatory_date_of_birth = [vendorMessages.underAge];
  const solutions = await db
    .selectFrom('vendor_solutions')
    .select('id')
    .where('application_id', '=', application.id)
    .execute();
  if (solutions.length === 0) errors.solutions = [vendorMessages.noSolutions];
  const documents = await db
    .selectFrom('application_documents')
    .select('kind')
    .where('application_id', '=', application.id)
    .$narrowType<{ kind: VendorDocumentKind }>()
    .execute();
  const held = new Set(documents.map((document) => document.kind));
  const missing = REQUIRED_VENDOR_DOCUMENTS.filter((kind) => !held.has(kind)).map((kind) =>
    VENDOR_DOCUMENT_KIND_LABELS[kind].toLowerCase(),
  );
  if (missing.length > 0)
    errors.documents = [vendorMessages.missingDocuments(`a ${missing.join(' and a ')}`)];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * The vendor's own steps (docs/product.md, "Software and cloud vendors"): submitting while the
 * call is open, and withdrawing, with a reason, at any time before the decision.
 */
export const vendorSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;

  app.route({
    ...declared(vendorApplicationCalls.submit, { tag }),
    onRequest: vendorStep('submit'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const now = clock.now();
      await ensureCallOpen(db, application.call_id ?? 0, now);
      await ensureComplete(db, application, now);
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        await takeStep(request, trx, application, 'submit', { set: { submitted_at: at } });
        await moveSolutions(trx, application.id, [null], 'in_process', at);
      });
      return ok(await vendorApplicationAnswer(request, application.id), 'Application submitted.');
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.withdraw, { tag }),
    onRequest: vendorStep('withdraw'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      const { reason } = request.body;
      const at = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await takeStep(request, trx, application, 'withdraw', { note: reason });
        await moveSolutions(trx, application.id, ['in_process'], 'withdrawn', at, reason);
      });
      return ok(await vendorApplicationAnswer(request, application.id), 'Application withdrawn.');
    },
  });
};
