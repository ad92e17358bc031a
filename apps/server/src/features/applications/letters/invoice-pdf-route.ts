import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceCalls } from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import { howToPay } from '@portal/shared/payments';
import { site } from '@portal/shared/site';
import { notFound } from '@server/lib/errors';
import { renderPdf } from '@server/lib/pdf/document';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { sendPdf } from '@server/lib/pdf/reply';

const STATUS_LABELS = { open: 'Open', paid: 'Paid', void: 'Void' } as const;

/**
 * An invoice as a PDF on the letterhead, with how to pay it (docs/product.md, "Parcel allocation",
 * Money).
 */
export const invoicePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { payments } = app.deps.config;

  app.route({
    ...declared(invoiceCalls.pdf, { tag: 'invoices' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const invoice = await db
        .selectFrom('invoices')
        .innerJoin('applications', 'applications.id', 'invoices.application_id')
        .selectAll('invoices')
        .select([
          'applications.applicant_id',
          'applications.organisation_name',
          'applications.reference',
        ])
        .where('invoices.id', '=', request.params.id)
        .executeTakeFirst();
      const mayRead =
        invoice !== undefined &&
        (invoice.applicant_id === actor.user.id || actor.permissions.has('payments.record'));
      if (!invoice || !mayRead) throw notFound('Invoice not found.');
      const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
      const pdf = await renderPdf({
        title: `Invoice ${invoice.number}`,
        subject: invoice.reference,
        blocks: [
          {
            table: [
              ['Invoice number', invoice.number],
              ['Payer', invoice.organisation_name ?? ''],
              ['Application', invoice.reference],
              ['For', invoice.description],
              ['Amount', money(invoice.amount)],
              ['Paid', money(invoice.paid)],
              ['Balance', money(invoice.amount - invoice.paid)],
              ['Due date', invoice.due_date],
              ['Status', STATUS_LABELS[invoice.status]],
            ],
          },
          { heading: 'How to pay' },
          {
            paragraph: howToPay(
              invoice.number,
              site.organisation,
              payments.daraja?.shortcode ?? null,
            ),
          },
          {
            paragraph: `Questions about this invoice: ${site.phone.label}, ${site.officeHours}.`,
          },
        ],
      });
      return sendPdf(reply, `${invoice.number}.pdf`, pdf);
    },
  });
};
