import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import { invoiceCalls } from '@portal/shared/invoices';
import { ok } from '@server/lib/envelope';
import { paginate } from '@server/lib/pagination';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
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

  app.route({
    ...declared(invoiceCalls.list, { tag: 'invoices' }),
    onRequest: guards.account,
    handler: async (request) => {
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
  });

  app.route({
    ...declared(invoiceCalls.show, { tag: 'invoices' }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id } = request.params;
      // Another applicant's invoice does not exist for the caller.
      const visible = await invoiceIds(database, scopeOf(request), {})
        .where('invoices.id', '=', id)
        .executeTakeFirst();
      if (!visible) throw invoiceNotFound();
      return ok(await findInvoice(db, id));
    },
  });

  app.route({
    ...declared(invoiceCalls.pay, { tag: 'invoices' }),
    onRequest: guards.permitted('payments.record'),
    handler: async (request, reply) => {
      const { id } = request.params;
      await recordPayment(request, id, request.body);
      return reply.status(201).send(ok(await findInvoice(db, id), 'Payment recorded.'));
    },
  });
};
