import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationMessages } from '@portal/shared/application-messages';
import { documentCalls, DocumentKindSchema } from '@portal/shared/application-documents';
import { ok, okMessage } from '@server/lib/envelope';
import { notFound, validationFailed } from '@server/lib/errors';
import { cleanFileName, contentDisposition, nameForType } from '@server/lib/files/file-name';
import { sha256Hex } from '@server/lib/files/fingerprint';
import { identifyDocument } from '@server/lib/files/identify';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { applicationFor } from '@server/domain/applications/access';
import { takeStep } from '@server/domain/applications/stage-machine';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { landStep } from '../land-step';
import { ensureRoomForDocument } from '@server/domain/applications/documents/quota';
import { readUpload } from '@server/domain/applications/documents/upload';

const documentNotFound = () => notFound('Document not found.');

/**
 * The application's documents (docs/product.md, "Parcel allocation", Documents; decision record
 * 0031): the applicant adds and removes them while the application is editable; whoever may see the
 * application downloads them. Bytes live in the database so that every instance serves them.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  await app.register(multipart);

  const upload = declared(documentCalls.upload, { tag: 'applications' });
  app.route({
    ...upload,
    // Multipart: the handler reads the fields and the file as they stream in.
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    onRequest: landStep('edit'),
    handler: async (request, reply) => {
      const { application } = guardedApplication(request);
      const { fields, file } = await readUpload(request);
      const kind = DocumentKindSchema.safeParse({ kind: fields.kind });
      const { type: content_type, refusal } = await identifyDocument(file.bytes);
      const errors = {
        ...(kind.success ? {} : { kind: [applicationMessages.choice] }),
        ...(refusal ? { file: [refusal] } : {}),
      };
      if (!kind.success || !content_type) throw validationFailed(errors);
      const created_at = clock.now().toISOString();
      const document = {
        application_id: application.id,
        kind: kind.data.kind,
        file_name: nameForType(cleanFileName(file.name), content_type),
        content_type,
        size: file.bytes.length,
        sha256: sha256Hex(file.bytes),
        content: file.bytes,
        uploaded_by: actorOf(request).user.id,
        created_at,
      };
      const id = await db.transaction().execute(async (trx) => {
        // Re-checks the stage in the transaction: no document lands on a submitted application.
        await takeStep(request, trx, application, 'edit');
        await ensureRoomForDocument(trx, application.id, document.size);
        const row = await trx
          .insertInto('application_documents')
          .values(document)
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      const { file_name, size } = document;
      const answer = {
        id,
        kind: document.kind,
        file_name,
        content_type,
        size,
        uploaded_at: created_at,
      };
      return reply.status(201).send(ok(answer, 'Document added.'));
    },
  });

  app.route({
    ...declared(documentCalls.remove, { tag: 'applications' }),
    onRequest: landStep('edit'),
    handler: async (request) => {
      const { id, docId } = request.params;
      const { application } = guardedApplication(request);
      await db.transaction().execute(async (trx) => {
        await takeStep(request, trx, application, 'edit');
        const removed = await trx
          .deleteFrom('application_documents')
          .where('id', '=', docId)
          .where('application_id', '=', id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw documentNotFound();
      });
      return okMessage('Document removed.');
    },
  });

  app.route({
    ...declared(documentCalls.download, { tag: 'applications' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { id, docId } = request.params;
      await applicationFor(db, actorOf(request), id, 'land');
      const document = await db
        .selectFrom('application_documents')
        .select(['file_name', 'content_type', 'content'])
        .where('id', '=', docId)
        .where('application_id', '=', id)
        .executeTakeFirst();
      if (!document) throw documentNotFound();
      const inline = request.query.inline === '1';
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
    },
  });
};
