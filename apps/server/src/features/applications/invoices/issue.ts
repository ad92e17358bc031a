import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INVOICE_DUE_DAYS,
  INVOICE_PURPOSE_LABELS,
  type InvoicePurpose,
} from '@portal/shared/invoices';
import type { Money } from '@portal/shared/money';
import type { Database } from '../../../db/schema';
import type { ApplicationRecord } from '../access';
import { invoiceIssuedMail } from '../mails';
import { applicantOf } from '../stage-machine';

const DAY_MS = 86_400_000;

/**
 * Issues the invoice of `purpose` on `application` in `trx`, the transaction of the step that
 * calls for it, and mails it to the applicant. Its number is the year and its id
 * ('INV-2026-000042'), so it is unique without a counter to contend for.
 */
export async function issueInvoice(
  request: FastifyRequest,
  trx: Kysely<Database>,
  application: ApplicationRecord,
  purpose: InvoicePurpose,
  money: Money,
): Promise<number> {
  const { clock, outbox, config } = request.server.deps;
  const now = clock.now();
  const description = `${INVOICE_PURPOSE_LABELS[purpose]}, application ${application.reference}`;
  const due_date = new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const { id } = await trx
    .insertInto('invoices')
    .values({
      // Unique until the id is known, below.
      number: `pending-${application.id}-${purpose}`,
      application_id: application.id,
      purpose,
      description,
      amount: money.amount,
      currency: money.currency,
      due_date,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = `INV-${now.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
  await trx.updateTable('invoices').set({ number }).where('id', '=', id).execute();
  const applicant = await applicantOf(trx, application);
  if (applicant) {
    await outbox.queueMail(
      trx,
      invoiceIssuedMail(config.appUrl, applicant, application, {
        number,
        purpose,
        ...money,
        due_date,
      }),
    );
  }
  return id;
}
