import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import { formatMoney } from '@portal/shared/money';
import { utilityBillCalls } from '@portal/shared/utility-bills';
import { nairobiDay } from '@portal/shared/calendar';
import { ok } from '@server/lib/envelope';
import { paginate } from '@server/lib/pagination';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { decideCreditNote, requestCreditNote } from '@server/domain/utilities/credit-notes';
import { receiveOnAccount } from '@server/domain/utilities/payments';
import { visibleConnection } from '../connections/queries';
import { utilityScopeOf } from '../scope';
import { arrearsOn } from './arrears';
import { creditNotesById } from './credit-note-queries';
import { statementOf, statementPdf } from './statement';
import { sendPdf } from '@server/lib/pdf/reply';

/** Credit notes, money received, statements and arrears (docs/product.md, "Utilities"). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, clock } = app.deps;
  const { db } = database;
  const billers = guards.permitted('utilities.bill');

  app.route({
    ...declared(utilityBillCalls.requestCreditNote, { tag: 'utilities' }),
    onRequest: billers,
    handler: async (request, reply) => {
      const id = await requestCreditNote(request, request.params.id, request.body);
      const [note] = await creditNotesById(db, [id]);
      return reply.status(201).send(ok(note!, 'Credit note raised: a second person approves it.'));
    },
  });

  app.route({
    ...declared(utilityBillCalls.creditNotes, { tag: 'utilities' }),
    onRequest: billers,
    handler: async (request) => {
      const { status, ...page } = request.query;
      let ids = db.selectFrom('utility_credit_notes').select('id').orderBy('id', 'desc');
      if (status) ids = ids.where('status', '=', status);
      return paginate(
        ids,
        (list) => creditNotesById(db, list),
        { ...page, search_term: undefined },
        `${config.appUrl}${API_BASE}/utility-credit-notes`,
        undefined,
        status ? { status } : {},
      );
    },
  });

  for (const [call, decision, message] of [
    [
      utilityBillCalls.approveCreditNote,
      'approved',
      'Credit note approved: the next bill takes it.',
    ],
    [utilityBillCalls.rejectCreditNote, 'rejected', 'Credit note rejected.'],
  ] as const) {
    app.route({
      ...declared(call, { tag: 'utilities' }),
      onRequest: billers,
      handler: async (request) => {
        await decideCreditNote(request, request.params.id, decision);
        const [note] = await creditNotesById(db, [request.params.id]);
        return ok(note!, message);
      },
    });
  }

  app.route({
    ...declared(utilityBillCalls.pay, { tag: 'utilities' }),
    onRequest: guards.permitted('payments.record'),
    handler: async (request, reply) => {
      const { bill_id, ...payment } = request.body;
      const received = await receiveOnAccount(request, request.params.id, payment, {
        ...(bill_id === undefined ? {} : { billId: bill_id }),
      });
      const money = formatMoney({ amount: received.amount, currency: received.currency });
      return reply.status(201).send(ok(received, `Payment of ${money} recorded.`));
    },
  });

  app.route({
    ...declared(utilityBillCalls.statement, { tag: 'utilities' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { id } = request.params;
      // Another holder's connection does not exist for the caller, as on its own page.
      await visibleConnection(db, utilityScopeOf(request), id);
      const connection = await db
        .selectFrom('utility_connections')
        .leftJoin('users', 'users.id', 'utility_connections.account_holder_id')
        .select([
          'utility_connections.id',
          'utility_connections.number',
          'utility_connections.service',
          'users.name as account_holder',
        ])
        .where('utility_connections.id', '=', id)
        .executeTakeFirstOrThrow();
      const { from, to, format } = request.query;
      const statement = await statementOf(db, connection, from, to);
      if (format !== 'pdf') return ok(statement);
      return sendPdf(
        reply,
        `statement-${connection.number}-${from}-${to}.pdf`,
        await statementPdf(statement),
      );
    },
  });

  app.route({
    ...declared(utilityBillCalls.arrears, { tag: 'utilities' }),
    onRequest: guards.permitted('utilities.view_all', 'utilities.bill', 'payments.record'),
    handler: async () => ok(await arrearsOn(db, nairobiDay(clock.now()))),
  });
};
