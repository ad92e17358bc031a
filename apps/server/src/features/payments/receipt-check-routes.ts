import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LETTER_CODE_PATTERN, normaliseLetterCode } from '@portal/shared/letters';
import { paymentCalls } from '@portal/shared/payments';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { CODE_CHECK_LIMIT, codeCheckKey } from '@server/domain/applications/letters/codes';

/** The public check of a printed receipt by its code, limited as letters' checks are. */
export const receiptCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.route({
    ...declared(paymentCalls.verifyReceipt, { tag: 'payments', security: null }),
    onRequest: async (request) => {
      await app.limiter.consume(codeCheckKey(request.ip), CODE_CHECK_LIMIT);
    },
    handler: async (request) => {
      const code = normaliseLetterCode(request.params.code);
      if (!LETTER_CODE_PATTERN.test(code)) throw notFound();
      const receipt = await db
        .selectFrom('payment_transactions')
        .innerJoin('invoices', 'invoices.id', 'payment_transactions.invoice_id')
        .select([
          'invoices.number as invoice_number',
          'payment_transactions.amount',
          'payment_transactions.currency',
          'payment_transactions.method',
          'payment_transactions.transaction_id',
          'payment_transactions.paid_at',
          'payment_transactions.receipt_sha256',
        ])
        .where('payment_transactions.receipt_code', '=', code)
        .executeTakeFirst();
      if (!receipt) throw notFound();
      const { receipt_sha256, ...facts } = receipt;
      return ok({ ...facts, amount: Number(facts.amount), sha256: receipt_sha256 ?? '' });
    },
  });
};
