import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AuditChanges } from '@portal/shared/audit';
import {
  EVIDENCE_KINDS,
  evidenceMessages,
  type EvidenceCalls,
} from '@portal/shared/vendor-evidence';
import type { Database } from '@server/db/schema';
import type { DocumentHolder } from '@server/domain/applications/documents/holders';
import {
  deleteDocument,
  insertDocument,
  receiveDocument,
  sendDocument,
} from '@server/domain/applications/documents/store';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { conflict, forbidden } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import type { PartnershipRecord, PartnershipViewer } from './access';
import type { EvidenceColumn } from './evidence-queries';

const tag = 'vendor partnerships';

/** What evidence supports, a quarterly review or an audit finding, as its routes need it. */
export type Supported = {
  calls: EvidenceCalls;
  column: EvidenceColumn;
  /**
   * It and its partnership as the caller may see them (404 otherwise), whether it still takes
   * evidence, and what the audit trail names it by.
   */
  find: (
    request: FastifyRequest,
    id: number,
  ) => Promise<{
    partnership: PartnershipRecord;
    viewer: PartnershipViewer;
    open: boolean;
    named: AuditChanges;
  }>;
  /**
   * The first write of a change to its evidence: refused with 409 once it takes none, and holding
   * its row until the change commits, so that two uploads at once meet the quota in turn.
   */
  touch: (trx: Kysely<Database>, id: number, now: string) => Promise<void>;
  /** Why it takes no more evidence. */
  closed: string;
};

/**
 * The evidence of a review or a finding (docs/product.md, "The vendor partnership"; decision
 * record 0062): the vendor adds and removes documents while it is open, each on the audit trail
 * by its name and hash; whoever may see the partnership downloads them.
 */
export const evidenceRoutes =
  ({ calls, column, find, touch, closed }: Supported): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = app.deps;
    await app.register(multipart);

    const holderOf = (partnership: PartnershipRecord, id: number): DocumentHolder => ({
      application_id: partnership.application_id,
      vendor_review_id: null,
      vendor_finding_id: null,
      [column]: id,
    });

    /** `id` as the vendor may change its evidence now: 403 to anyone else, 409 once closed. */
    async function changeable(request: FastifyRequest, id: number) {
      const found = await find(request, id);
      if (!found.viewer.isVendor) throw forbidden(evidenceMessages.byVendor);
      if (!found.open) throw conflict(closed);
      return { ...found, holder: holderOf(found.partnership, id) };
    }

    const upload = declared(calls.addEvidence, { tag });
    app.route({
      ...upload,
      // Multipart: the handler reads the file as it streams in.
      schema: { ...upload.schema, consumes: ['multipart/form-data'] },
      onRequest: guards.account,
      handler: async (request, reply) => {
        const { id } = request.params;
        const { partnership, named, holder } = await changeable(request, id);
        const document = await receiveDocument(request, EVIDENCE_KINDS);
        const added = await database.db.transaction().execute(async (trx) => {
          await touch(trx, id, clock.now().toISOString());
          const kept = await insertDocument(request, trx, holder, document);
          const { file_name, sha256 } = document;
          await auditTrail(request).note(trx, 'vendor_partnership.evidence_added', partnership.id, {
            ...named,
            document: { before: null, after: { file_name, sha256 } },
          });
          return kept;
        });
        return reply.status(201).send(ok(added, 'Evidence added.'));
      },
    });

    app.route({
      ...declared(calls.removeEvidence, { tag }),
      onRequest: guards.account,
      handler: async (request) => {
        const { id, docId } = request.params;
        const { partnership, named, holder } = await changeable(request, id);
        await database.db.transaction().execute(async (trx) => {
          await touch(trx, id, clock.now().toISOString());
          const removed = await deleteDocument(trx, holder, docId);
          await auditTrail(request).note(
            trx,
            'vendor_partnership.evidence_removed',
            partnership.id,
            { ...named, document: { before: removed, after: null } },
          );
        });
        return okMessage(evidenceMessages.removed);
      },
    });

    app.route({
      ...declared(calls.evidence, { tag }),
      onRequest: guards.account,
      handler: async (request, reply) => {
        const { id, docId } = request.params;
        const { partnership } = await find(request, id);
        const inline = request.query.inline === '1';
        return sendDocument(request, reply, holderOf(partnership, id), docId, inline);
      },
    });
  };
