import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { applicationMessages } from '@portal/shared/application-messages';
import type { DocumentKind } from '@portal/shared/application-documents';
import type { JourneyStep } from '@portal/shared/journeys';
import type { VendorDocumentKind } from '@portal/shared/vendor-journey';
import { notFound, validationFailed } from '@server/lib/errors';
import { cleanFileName, contentDisposition, nameForType } from '@server/lib/files/file-name';
import { sha256Hex } from '@server/lib/files/fingerprint';
import { identifyDocument } from '@server/lib/files/identify';
import { actorOf } from '@server/lib/http/actor';
import type { ApplicationRecord } from '../access';
import { takeStep } from '../stage-machine';
import { ensureRoomForDocument } from './quota';
import { readUpload } from './upload';

/*
 * An application's documents, in either journey (docs/product.md, "Parcel allocation", Documents; decision records
 * 0031 and 0054): checked by their bytes, kept in the database so that every instance serves
 * them, added and removed only in the stages the journey's `step` allows.
 */

const documentNotFound = () => notFound('Document not found.');

/**
 * Adds the uploaded document, of one of `kinds`, to `application` by `step`: 422 on `kind` or
 * `file` for a kind the journey does not take or bytes that are not a clean PDF, PNG or JPEG.
 */
export async function addDocument<Kind extends DocumentKind | VendorDocumentKind>(
  request: FastifyRequest,
  application: ApplicationRecord,
  step: JourneyStep,
  kinds: readonly [Kind, ...Kind[]],
) {
  const { clock, database } = request.server.deps;
  const { fields, file } = await readUpload(request);
  const kind = z.enum(kinds).safeParse(fields.kind);
  const { type: content_type, refusal } = await identifyDocument(file.bytes);
  const errors = {
    ...(kind.success ? {} : { kind: [applicationMessages.choice] }),
    ...(refusal ? { file: [refusal] } : {}),
  };
  if (!kind.success || !content_type) throw validationFailed(errors);
  const created_at = clock.now().toISOString();
  const document = {
    application_id: application.id,
    kind: kind.data,
    file_name: nameForType(cleanFileName(file.name), content_type),
    content_type,
    size: file.bytes.length,
    sha256: sha256Hex(file.bytes),
    content: file.bytes,
    uploaded_by: actorOf(request).user.id,
    created_at,
  };
  const id = await database.db.transaction().execute(async (trx) => {
    // Re-checks the stage in the transaction: no document lands once the step is closed.
    await takeStep(request, trx, application, step);
    await ensureRoomForDocument(trx, application.id, document.size);
    const row = await trx
      .insertInto('application_documents')
      .values(document)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const { file_name, size } = document;
  return { id, kind: kind.data, file_name, content_type, size, uploaded_at: created_at };
}

/** Removes document `docId` of `application` by `step`; 404 if it has none such. */
export async function removeDocument(
  request: FastifyRequest,
  application: ApplicationRecord,
  docId: number,
  step: JourneyStep,
): Promise<void> {
  await request.server.deps.database.db.transaction().execute(async (trx) => {
    await takeStep(request, trx, application, step);
    const removed = await trx
      .deleteFrom('application_documents')
      .where('id', '=', docId)
      .where('application_id', '=', application.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw documentNotFound();
  });
}

/**
 * Sends document `docId` of application `applicationId` (which the caller has been found to
 * see): as a download, or `inline` for the browser to show, sandboxed and never sniffed.
 */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  applicationId: number,
  docId: number,
  inline: boolean,
) {
  const document = await request.server.deps.database.db
    .selectFrom('application_documents')
    .select(['file_name', 'content_type', 'content'])
    .where('id', '=', docId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!document) throw documentNotFound();
  // Every stored type is a PDF or an image, which a browser can show; the sandbox keeps a
  // crafted one from running script in the portal's origin.
  if (inline) void reply.header('content-security-policy', 'sandbox');
  return reply
    .header('content-type', document.content_type)
    .header(
      'content-disposition',
      contentDisposition(
        inline ? 'inline' : 'attachment',
        // Names stored before they took their type's extension get it here.
        nameForType(document.file_name, document.content_type),
      ),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(document.content));
}
