import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import {
  InvoiceAnswerSchema,
  InvoiceListAnswerSchema,
  InvoiceQuerySchema,
  PaymentInputSchema,
} from '@portal/shared/invoices';
import { IdParamsSchema } from '@portal/shared/records';
import { errorResponses, ok } from '../../../lib/envelope';
import { paginate } from '../../../lib/pagination';
import { actorOf, guards } from '../../../plugins/authentication';
import { bearerSecurity } from '../../../lib/http/api-security';
import {
  findInvoice,
  invoiceIds,
  invoiceNotFound,
  invoicesById,
  invoiceTotal,
  type InvoiceScope,
} from './queries';
import { recordPayment } from './payments';

/** Finance sees every invoice; an applicant, those of their own applications. */
function scopeOf(request: FastifyRequest): InvoiceScope {
  const actor = actorOf(request);
  return actor.permissions.has('payments.record') ? 'all' : { applicantId: actor.user.id };
}

/** Invoices and their payments (docs/product.md, "Parcel allocation", Money). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const linkBase = `${config.appUrl}${API_BASE}/invoices`;

  app.get(
    '/invoices',
    {
      onRequest: guards.account,
      schema: {
        tags: ['invoices'],
        summary: 'List invoices, newest first: your own, or all with payments.record',
        security: bearerSecurity,
        querystring: InvoiceQuerySchema,
        response: { 200: InvoiceListAnswerSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      const term = page.search_term || undefined;
      const scope = scopeOf(request);
      return paginate(
        invoiceIds(database, scope, { term, status }),
        (ids) => invoicesById(db, ids),
        { ...page, search_term: term },
        linkBase,
        invoiceTotal(scope, status),
        status ? { status } : {},
      );
    },
  );

  app.get(
    '/invoices/:id',
    {
      onRequest: guards.account,
      schema: {
        tags: ['invoices'],
        summary: 'One invoice with its payments',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: InvoiceAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Another applicant's invoice does not exist for the caller.
      const visible = await invoiceIds(database, scopeOf(request), {})
        .where('invoices.id', '=', id)
        .executeTakeFirst();
      if (!visible) throw invoiceNotFound();
      return ok(await findInvoice(db, id));
    },
  );

  app.post(
    '/invoices/:id/payments',
    {
      onRequest: guards.permitted('payments.record'),
      schema: {
        tags: ['invoices'],
        summary: 'Record a payment; an invoice paid in full moves its application on',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: PaymentInputSchema,
        response: { 201: InvoiceAnswerSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await recordPayment(request, id, request.body);
      return reply.status(201).send(ok(await findInvoice(db, id), 'Payment recorded.'));
    },
  );
};
