import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import { LETTER_CODE_PATTERN, normaliseLetterCode } from '@portal/shared/letters';
import { utilityBillCalls, utilityBillMessages } from '@portal/shared/utility-bills';
import { periodLabel } from '@portal/shared/utilities';
import { ok } from '@server/lib/envelope';
import { conflict, notFound } from '@server/lib/errors';
import { sendPdf } from '@server/lib/pdf/reply';
import { billPdf } from '@server/domain/utilities/bill-pdf';
import { CODE_CHECK_LIMIT, codeCheckKey } from '@server/domain/applications/letters/codes';
import { paginate } from '@server/lib/pagination';
import { declared } from '@server/lib/http/declared-route';
import { guards } from '@server/plugins/authentication';
import { computeRun } from '@server/domain/utilities/billing/compute';
import { issueRun } from '@server/domain/utilities/billing/issue';
import { billIds, billsById, readableBill, runDetail, runsById } from './queries';

/** Billing runs and bills (docs/product.md, "Utilities", Billing runs and bills). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const links = `${config.appUrl}${API_BASE}`;
  const billers = guards.permitted('utilities.bill', 'utilities.view_all');

  app.route({
    ...declared(utilityBillCalls.runs, { tag: 'utilities' }),
    onRequest: billers,
    handler: async (request) => {
      const page = { ...request.query, search_term: undefined };
      return paginate(
        db
          .selectFrom('utility_billing_runs')
          .select('id')
          .orderBy('period', 'desc')
          .orderBy('id', 'desc'),
        (ids) => runsById(db, ids),
        page,
        `${links}/utility-billing-runs`,
      );
    },
  });

  app.route({
    ...declared(utilityBillCalls.startRun, { tag: 'utilities' }),
    onRequest: guards.permitted('utilities.bill'),
    handler: async (request, reply) => {
      const { period } = request.body;
      const run = await runDetail(db, await computeRun(request, period));
      return reply
        .status(201)
        .send(ok(run, `${run.bills_count} draft bills computed for ${periodLabel(period)}.`));
    },
  });

  app.route({
    ...declared(utilityBillCalls.run, { tag: 'utilities' }),
    onRequest: billers,
    handler: async (request) => ok(await runDetail(db, request.params.id)),
  });

  app.route({
    ...declared(utilityBillCalls.issueRun, { tag: 'utilities' }),
    onRequest: guards.permitted('utilities.bill'),
    handler: async (request) => {
      await runDetail(db, request.params.id);
      await issueRun(request, request.params.id);
      const run = await runDetail(db, request.params.id);
      return ok(run, `${run.bills_count} bills issued for ${periodLabel(run.period)}.`);
    },
  });

  app.route({
    ...declared(utilityBillCalls.bills, { tag: 'utilities' }),
    onRequest: guards.account,
    handler: async (request) => {
      const { connection_id, period, ...page } = request.query;
      const filters = {
        ...(connection_id === undefined ? {} : { connection_id: String(connection_id) }),
        ...(period === undefined ? {} : { period }),
      };
      return paginate(
        billIds(db, request, { connection_id, period }),
        (ids) => billsById(db, ids),
        { ...page, search_term: undefined },
        `${links}/utility-bills`,
        undefined,
        filters,
      );
    },
  });

  app.route({
    ...declared(utilityBillCalls.bill, { tag: 'utilities' }),
    onRequest: guards.account,
    handler: async (request) => ok(await readableBill(db, request, request.params.id)),
  });

  app.route({
    ...declared(utilityBillCalls.billPdf, { tag: 'utilities' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const bill = await readableBill(db, request, request.params.id);
      if (bill.status !== 'issued') throw conflict(utilityBillMessages.draftHasNoPdf);
      const name = `${bill.connection_number}-${bill.period}.pdf`;
      return sendPdf(
        reply,
        name,
        await billPdf(db, bill, {
          appUrl: config.appUrl,
          paybill: config.payments.daraja?.shortcode ?? null,
        }),
      );
    },
  });

  app.route({
    ...declared(utilityBillCalls.verifyBill, { tag: 'utilities', security: null }),
    onRequest: async (request) => {
      await app.limiter.consume(codeCheckKey(request.ip), CODE_CHECK_LIMIT);
    },
    handler: async (request) => {
      // Typed from paper: any case, with or without its dashes.
      const code = normaliseLetterCode(request.params.code);
      if (!LETTER_CODE_PATTERN.test(code)) throw notFound();
      const row = await db
        .selectFrom('utility_bills')
        .select('id')
        .where('code', '=', code)
        .where('status', '=', 'issued')
        .executeTakeFirst();
      if (!row) throw notFound();
      const [bill] = await billsById(db, [row.id]);
      const { invoice_number, connection_number, service, period, consumption } = bill!;
      const { amount_due, currency, due_date, issued_at } = bill!;
      return ok({
        code,
        invoice_number: invoice_number!,
        connection_number,
        service,
        period,
        consumption,
        amount_due,
        currency,
        due_date,
        issued_at: issued_at!,
      });
    },
  });
};
