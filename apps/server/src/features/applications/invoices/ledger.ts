import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  INVOICE_DUE_DAYS,
  INVOICE_PURPOSE_LABELS,
  invoiceMessages,
  type InvoicePurpose,
} from '@portal/shared/invoices';
import type { Money } from '@portal/shared/money';
import type { Database, InvoicesTable } from '@server/db/schema';
import { conflict, validationFailed } from '@server/lib/errors';
import type { AuditTrail } from '@server/lib/audit/trail';
import type { ApplicationRecord } from '@server/domain/applications/access';
import type { LeaseYear } from '../ground-rent/lease-years';
import { invoiceIssuedMail } from '@server/domain/applications/mails';
import { applicantOf } from '@server/domain/applications/stage-machine';

// The invoices table's one writer: issuing, settling and voiding (record 0049).

const DAY_MS = 86_400_000;

type InvoiceRow = Selectable<InvoicesTable>;

/** What issuing needs of the server: a step passes `request.server`, a scheduled job its app. */
export type InvoiceServer = Pick<FastifyInstance, 'deps' | 'outbox'>;

/**
 * Issues the invoice of `purpose` on `application` in `trx`, the transaction of the step that
 * calls for it, puts it on `trail` and mails it to the applicant. Its number is the year and its
 * id ('INV-2026-000042'), so it is unique without a counter to contend for. A ground rent names
 * its `leaseYear`: the table's key (application, purpose, lease year) refuses a second invoice of
 * one.
 */
export async function issueInvoice(
  server: InvoiceServer,
  trail: AuditTrail,
  trx: Kysely<Database>,
  application: Pick<
    ApplicationRecord,
    'id' | 'journey' | 'reference' | 'project_title' | 'applicant_id'
  >,
  purpose: InvoicePurpose,
  money: Money,
  leaseYear?: LeaseYear,
): Promise<number> {
  const { clock, config } = server.deps;
  const { outbox } = server;
  const now = clock.now();
  const period = leaseYear
    ? `, lease year ${leaseYear.year} (${leaseYear.from} to ${leaseYear.to})`
    : '';
  const description = `${INVOICE_PURPOSE_LABELS[purpose]}${period}, application ${application.reference}`;
  const due_date = new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const lease_year = leaseYear?.year ?? 0;
  const numberOf = (id: number) => `INV-${now.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
  const id = await trail.creation(trx, 'invoice.issued', async () => {
    const created = await trx
      .insertInto('invoices')
      .values({
        // Unique until the id is known, below.
        number: `pending-${application.id}-${purpose}-${lease_year}`,
        application_id: application.id,
        purpose,
        lease_year,
        description,
        amount: money.amount,
        currency: money.currency,
        due_date,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('invoices')
      .set({ number: numberOf(created.id) })
      .where('id', '=', created.id)
      .execute();
    return created.id;
  });
  const number = numberOf(id);
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

/**
 * Adds `amount` to what the invoice has been paid, in one conditional update: of two clerks
 * recording at once, the second finds the balance the first left, never the one both read, and
 * is refused (the table's CHECK is the last net). Answers the invoice as the update left it.
 */
export async function addToPaid(
  trx: Kysely<Database>,
  invoiceId: number,
  payment: { amount: number },
  now: string,
): Promise<InvoiceRow> {
  const { amount } = payment;
  const result = await trx
    .updateTable('invoices')
    .set({
      paid: sql`paid + ${amount}`,
      status: sql`case when paid + ${amount} = amount then 'paid' else 'open' end`,
      updated_at: now,
    })
    .where('id', '=', invoiceId)
    .where('status', '=', 'open')
    .where(sql<boolean>`paid + ${amount} <= amount`)
    .executeTakeFirst();
  const after = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  if (Number(result.numUpdatedRows) === 0)
    throw after.status === 'open'
      ? validationFailed({ amount: [invoiceMessages.overBalance] })
      : conflict(invoiceMessages.notOpen);
  return after;
}

/** Voids the application's open invoices: nothing stays payable on a withdrawn application. */
export async function voidOpenInvoices(
  trx: Kysely<Database>,
  applicationId: number,
  now: string,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ status: 'void', updated_at: now })
    .where('application_id', '=', applicationId)
    .where('status', '=', 'open')
    .execute();
}
