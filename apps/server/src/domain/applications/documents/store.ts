import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { applicationMessages } from '@portal/shared/application-messages';
import type { DocumentKind } from '@portal/shared/application-documents';
import type { JourneyStep } from '@portal/shared/journeys';
import type { VendorDocumentKind } from '@portal/shared/vendor-journey';
import type { ApplicationDocumentsTable, Database } from '@server/db/schema';
import { notFound, validationFailed } from '@server/lib/errors';
import { cleanFileName, contentDisposition, nameForType } from '@server/lib/files/file-name';
import { sha256Hex } from '@server/lib/files/fingerprint';
import { identifyDocument } from '@server/lib/files/identify';
import { actorOf } from '@server/lib/http/actor';
import type { ApplicationRecord } from '../access';
import { takeStep } from '../stage-machine';
import { heldBy, ownDocuments, type DocumentHolder } from './holders';
import { ensureRoomForDocument } from './quota';
import { readUpload } from './upload';

/*
 * An application's documents, in either journey (docs/product.md, "Parcel allocation", Documents; decision records
 * 0031 and 0054): checked by their bytes, kept in the database so that every instance serves
 * them, added and removed only in the stages the journey's `step` allows. A vendor partnership's
 * evidence is kept here too, held by the review or finding it supports (decision record 0062).
 */

type StoredKind = ApplicationDocumentsTable['kind'];

/** An uploaded document, checked and ready to keep. */
type ReceivedDocument<Kind extends StoredKind> = Awaited<ReturnType<typeof receiveDocument<Kind>>>;

const documentNotFound = () => notFound('Document not found.');

/**
 * The uploaded document, of one of `kinds`: 422 on `kind` or `file` for a kind the holder does
 * not take or bytes that are not a clean PDF, PNG or JPEG. A holder of one kind reads no `kind`.
 */
export async function receiveDocument<Kind extends StoredKind>(
  request: FastifyRequest,
  kinds: readonly [Kind, ...Kind[]],
) {
  const { fields, file } = await readUpload(request);
  const kind = z.enum(kinds).safeParse(kinds.length === 1 ? kinds[0] : fields.kind);
  const { type: content_type, refusal } = await identifyDocument(file.bytes);
  const errors = {
    ...(kind.success ? {} : { kind: [applicationMessages.choice] }),
    ...(refusal ? { file: [refusal] } : {}),
  };
  if (!kind.success || !content_type) throw validationFailed(errors);
  return {
    kind: kind.data,
    file_name: nameForType(cleanFileName(file.name), content_type),
    content_type,
    size: file.bytes.length,
    sha256: sha256Hex(file.bytes),
    content: file.bytes,
  };
}

/**
 * Keeps `document` for `holder`, sent by the request's caller, within the quota: in the caller's
 * transaction, after the write that holds the holder's row, so that two uploads at once cannot
 * both take its last place. Answers it as the calls show it, without its kind.
 */
export async function insertDocument<Kind extends StoredKind>(
  request: FastifyRequest,
  trx: Kysely<Database>,
  holder: DocumentHolder,
  document: ReceivedDocument<Kind>,
) {
  await ensureRoomForDocument(trx, holder, document.size);
  const uploaded_at = request.server.deps.clock.now().toISOString();
  const { id } = await trx
    .insertInto('application_documents')
    .values({
      ...holder,
      ...document,
      uploaded_by: actorOf(request).user.id,
      created_at: uploaded_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { file_name, content_type, size } = document;
  return { id, file_name, content_type, size, uploaded_at };
}

/** Removes document `docId` of `holder` in the caller's transaction; 404 if it holds none such. */
export async function deleteDocument(
  trx: Kysely<Database>,
  holder: DocumentHolder,
  docId: number,
): Promise<{ file_name: string; sha256: string }> {
  const removed = await trx
    .deleteFrom('application_documents')
    .where('id', '=', docId)
    .where(heldBy(holder))
    .returning(['file_name', 'sha256'])
    .executeTakeFirst();
  if (!removed) throw documentNotFound();
  return removed;
}

/** Adds the uploaded document, of one of `kinds`, to `application` by `step`. */
export async function addDocument<Kind extends DocumentKind | VendorDocumentKind>(
  request: FastifyRequest,
  application: ApplicationRecord,
  step: JourneyStep,
  kinds: readonly [Kind, ...Kind[]],
) {
  const document = await receiveDocument(request, kinds);
  const kept = await request.server.deps.database.db.transaction().execute(async (trx) => {
    // Re-checks the stage in the transaction: no document lands once the step is closed.
    await takeStep(request, trx, application, step);
    return insertDocument(request, trx, ownDocuments(application.id), document);
  });
  return { ...kept, kind: document.kind };
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
    await deleteDocument(trx, ownDocuments(application.id), docId);
  });
}

/**
 * Sends document `docId` of `holder` (which the caller has been found to see): as a download,
 * or `inline` for the browser to show, sandboxed and never sniffed.
 */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  holder: DocumentHolder,
  docId: number,
  inline: boolean,
) {
  const document = await request.server.deps.database.db
    .selectFrom('application_documents')
    .select(['file_name', 'content_type', 'content'])
    .where('id', '=', docId)
    .where(heldBy(holder))
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
