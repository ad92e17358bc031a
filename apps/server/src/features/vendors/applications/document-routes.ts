import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vendorApplicationCalls } from '@portal/shared/vendor-applications';
import { VENDOR_DOCUMENT_KINDS } from '@portal/shared/vendor-journey';
import { applicationFor } from '@server/domain/applications/access';
import {
  addDocument,
  removeDocument,
  sendDocument,
} from '@server/domain/applications/documents/store';
import { ownDocuments } from '@server/domain/applications/documents/holders';
import { guardedApplication } from '@server/domain/applications/step-guard';
import { ok } from '@server/lib/envelope';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { vendorApplicationAnswer } from './detail';
import { vendorStep } from './vendor-step';

const tag = 'vendor applications';

/**
 * A vendor application's documents, checked as the land documents are (decision record 0031):
 * added and removed in a draft, and added while a clarification is asked for.
 */
export const vendorDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  await app.register(multipart);

  const upload = declared(vendorApplicationCalls.addDocument, { tag });
  app.route({
    ...upload,
    // Multipart: the handler reads the fields and the file as they stream in.
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    onRequest: vendorStep('add_document'),
    handler: async (request, reply) => {
      const { application } = guardedApplication(request);
      const added = await addDocument(request, application, 'add_document', VENDOR_DOCUMENT_KINDS);
      return reply.status(201).send(ok(added, 'Document added.'));
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.removeDocument, { tag }),
    onRequest: vendorStep('add_document'),
    handler: async (request) => {
      const { application } = guardedApplication(request);
      await removeDocument(request, application, request.params.docId, 'add_document');
      return ok(await vendorApplicationAnswer(request, application.id), 'Document removed.');
    },
  });

  app.route({
    ...declared(vendorApplicationCalls.document, { tag }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { id, docId } = request.params;
      await applicationFor(db, actorOf(request), id, 'vendor');
      return sendDocument(request, reply, ownDocuments(id), docId, request.query.inline === '1');
    },
  });
};
