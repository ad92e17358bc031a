import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INVOICE_DUE_DAYS,
  INVOICE_PURPOSE_LABELS,
  type InvoicePurpose,
} from '@portal/shared/invoices';
import type { Money } from '@portal/shared/money';
import type { Database } from '@server/db/schema';
import type { AuditTrail } from '@server/lib/audit/trail';
import { insertInvoice } from '@server/domain/invoices/ledger';
import type { ApplicationRecord } from '@server/domain/applications/access';
import type { LeaseYear } from '../ground-rent/lease-years';
import { invoiceIssuedMail } from '@server/domain/applications/mails';
import { applicantOf } from '@server/domain/applications/stage-machine';

// An application's invoices: what each is for, and the mail that sends it.

const DAY_MS = 86_400_000;

/** What issuing needs of the server: a step passes `request.server`, a scheduled job its app. */
export type InvoiceServer = Pick<FastifyInstance, 'deps' | 'outbox'>;

/**
 * Issues the invoice of `purpose` on `application` in `trx`, the transaction of the step that
 * calls for it, puts it on `trail` and mails it to the applicant. A ground rent names its
 * `leaseYear`: the table's key (application, purpose, lease year) refuses a second invoice of one.
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
  const { id, number } = await insertInvoice(trx, trail, {
    kind: 'application',
    application_id: application.id,
    purpose,
    lease_year: leaseYear?.year ?? 0,
    description,
    money,
    due_date,
    now,
  });
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
