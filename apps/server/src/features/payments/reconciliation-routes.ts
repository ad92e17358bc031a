import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import { paymentCalls, RECONCILIATION_OUTCOME_LABELS } from '@portal/shared/payments';
import { ok } from '@server/lib/envelope';
import { csvLine } from '@server/lib/csv';
import { notFound } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { paginate } from '@server/lib/pagination';
import { guards } from '@server/plugins/authentication';
import {
  reconciliationItems,
  reconciliationsById,
  resolveDifference,
} from '@server/domain/payments/reconciliation';

const CSV_COLUMNS = [
  'outcome',
  'transaction_id',
  'account_reference',
  'currency',
  'portal_amount',
  'provider_amount',
  'resolution_note',
  'resolved_by',
  'resolved_at',
] as const;

/** Each day's reconciliation with the provider, for finance (docs/payments.md). */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const linkBase = `${config.appUrl}${API_BASE}/payments/reconciliations`;
  const guard = guards.permitted('payments.record');

  async function detail(id: number) {
    const [reconciliation] = await reconciliationsById(db, [id]);
    if (!reconciliation) throw notFound('Reconciliation not found.');
    return { ...reconciliation, items: await reconciliationItems(db, id) };
  }

  app.route({
    ...declared(paymentCalls.reconciliations, { tag: 'payments' }),
    onRequest: guard,
    handler: async (request) =>
      paginate(
        db
          .selectFrom('payment_reconciliations')
          .select('id')
          .orderBy('day', 'desc')
          .orderBy('id', 'desc'),
        (ids) => reconciliationsById(db, ids),
        { ...request.query, search_term: undefined },
        linkBase,
      ),
  });

  app.route({
    ...declared(paymentCalls.reconciliation, { tag: 'payments' }),
    onRequest: guard,
    handler: async (request) => ok(await detail(request.params.id)),
  });

  app.route({
    ...declared(paymentCalls.reconciliationCsv, { tag: 'payments' }),
    onRequest: guard,
    handler: async (request, reply) => {
      const { provider, day, items } = await detail(request.params.id);
      const lines = items.map((item) =>
        csvLine(
          CSV_COLUMNS.map((column) =>
            column === 'outcome' ? RECONCILIATION_OUTCOME_LABELS[item.outcome] : item[column],
          ),
        ),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="reconciliation-${provider}-${day}.csv"`,
        )
        .send(csvLine(CSV_COLUMNS) + lines.join(''));
    },
  });

  app.route({
    ...declared(paymentCalls.resolve, { tag: 'payments' }),
    onRequest: guard,
    handler: async (request) => {
      const reconciliationId = await resolveDifference(
        request,
        request.params.id,
        request.body.note,
      );
      const item = (await reconciliationItems(db, reconciliationId)).find(
        (line) => line.id === request.params.id,
      );
      return ok(item!, 'Difference resolved.');
    },
  });
};
