import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import { paymentCalls } from '@portal/shared/payments';
import { ok } from '@server/lib/envelope';
import { declared } from '@server/lib/http/declared-route';
import { paginate } from '@server/lib/pagination';
import { guards } from '@server/plugins/authentication';
import {
  allocateHeld,
  refundHeld,
  suspenseIds,
  suspenseItems,
} from '@server/domain/payments/suspense';

/** Money in suspense, for finance to allocate or refund (docs/payments.md). */
export const suspenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const linkBase = `${config.appUrl}${API_BASE}/payments/suspense`;
  const one = async (id: number) => (await suspenseItems(db, [id]))[0]!;

  app.route({
    ...declared(paymentCalls.suspense, { tag: 'payments' }),
    onRequest: guards.permitted('payments.record'),
    handler: async (request) => {
      const { status, ...page } = request.query;
      return paginate(
        suspenseIds(db, status),
        (ids) => suspenseItems(db, ids),
        { ...page, search_term: undefined },
        linkBase,
        undefined,
        status ? { status } : {},
      );
    },
  });

  app.route({
    ...declared(paymentCalls.allocate, { tag: 'payments' }),
    onRequest: guards.permitted('payments.record'),
    handler: async (request) => {
      await allocateHeld(request, request.params.id, request.body);
      return ok(await one(request.params.id), 'Payment allocated.');
    },
  });

  app.route({
    ...declared(paymentCalls.refund, { tag: 'payments' }),
    onRequest: guards.permitted('payments.record'),
    handler: async (request) => {
      await refundHeld(request, request.params.id, request.body.note);
      return ok(await one(request.params.id), 'Payment marked as refunded.');
    },
  });
};
