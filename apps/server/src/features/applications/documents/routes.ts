import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_KINDS, documentCalls } from '@portal/shared/application-documents';
import { applicationFor } from '@server/domain/applications/access';
import {
  addDocument,
  removeDocument,
  sendDocument,
} from '@server/domain/applications/documents/store';
import { ownDocuments } from '@server/domain/applications/documents/holders';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { ok, okMessage } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { landStep } from '../land-step';

/**
 * The land application's documents (docs/product.md, "Parcel allocation", Documents): the
 * applicant adds and removes them while the application is editable; whoever may see the
 * application downloads them.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  await app.register(multipart);

  const upload = declared(documentCalls.upload, { tag: 'applications' });
  app.route({
    ...upload,
    // Multipart: the handler reads the fields and the file as they stream in.
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    onRequest: landStep('edit'),
    handler: async (request, reply) => {
      const { application } = guardedApplication(request);
      const added = await addDocument(request, application, 'edit', DOCUMENT_KINDS);
      return reply.status(201).send(ok(added, 'Document added.'));
    },
  });

  app.route({
    ...declared(documentCalls.remove, { tag: 'applications' }),
    onRequest: landStep('edit'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      await removeDocument(request, application, request.params.docId, 'edit');
      return okMessage('Document removed.');
    },
  });

  app.route({
    ...declared(documentCalls.download, { tag: 'applications' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { id, docId } = request.params;
      await applicationFor(db, actorOf(request), id, 'land');
      return sendDocument(request, reply, ownDocuments(id), docId, request.query.inline === '1');
    },
  });
};
