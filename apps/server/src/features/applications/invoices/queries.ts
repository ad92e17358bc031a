import { sql, type Kysely } from 'kysely';
import type { Invoice, InvoiceStatus } from '@portal/shared/invoices';
import type { DatabaseHandle } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/lib/errors';
import { wholeTable, type KeptTotal } from '@server/lib/row-counts';
import { containsTextIndexed } from '@server/lib/text-search';

export const invoiceNotFound = () => notFound('Invoice not found.');

/** Whose invoices a list shows: one applicant's, or everyone's. */
export type InvoiceScope = { applicantId: number } | 'all';

/**
 * The list's ids, newest first: the scope's invoices, with the status asked for, and those whose
 * number or application reference contains `term`. The application is looked up by id lists,
 * never joined: an invoice always has one, so the list is the invoices table alone, paged on its
 * primary key (record 0034).
 */
export function invoiceIds(
  { db, engine }: DatabaseHandle,
  scope: InvoiceScope,
  filters: { term?: string | undefined; status?: InvoiceStatus | undefined },
) {
  let query = db.selectFrom('invoices').select('invoices.id').orderBy('invoices.id', 'desc');
  const { term, status } = filters;
  if (scope !== 'all') {
    // Their applications' invoices and the bills of the connections they hold.
    query = query.where((eb) =>
      eb.or([
        eb(
          'invoices.application_id',
          'in',
          db.selectFrom('applications').select('id').where('applicant_id', '=', scope.applicantId),
        ),
        eb(
          'invoices.connection_id',
          'in',
          db
            .selectFrom('utility_connections')
            .select('id')
            .where('account_holder_id', '=', scope.applicantId),
        ),
      ]),
    );
  }
  if (term) {
    // Either match alone, through its own index; their union is a handful of ids.
    const byNumber = db
      .selectFrom('invoices')
      .select('invoices.id')
      .where(
        containsTextIndexed(engine, ['invoices.number'], term, {
          fts: 'invoices_search',
          rowid: 'invoices.id',
        }),
      );
    const byReference = db
      .selectFrom('invoices')
      .select('invoices.id')
      .where(
        'invoices.application_id',
        'in',
        db
          .selectFrom('applications')
          .select('applications.id')
          .where(
            containsTextIndexed(engine, ['applications.reference'], term, {
              fts: 'applications_search',
              rowid: 'applications.id',
            }),
          ),
      );
    query = query.where('invoices.id', 'in', byNumber.union(byReference));
  }
  if (status) query = query.where('invoices.status', '=', status);
  return query;
}

/**
 * The list's total where it needs no window over the page's query (record 0034): every invoice,
 * kept by triggers, or every invoice of one status, counted on the status index alone (a window
 * read all 12,000 open invoices on every page).
 */
export function invoiceTotal(
  scope: InvoiceScope,
  status: InvoiceStatus | undefined,
): KeptTotal | undefined {
  if (scope !== 'all') return undefined;
  if (!status) return wholeTable('invoices');
  return sql<number>`(select count(*) from invoices where status = ${status})`;
}

/**
 * Invoices with their payments, oldest first, of the applications `where` picks: the application's
 * page and the invoice calls answer them alike.
 */
export async function invoicesWhere(
  db: Kysely<Database>,
  where: { applicationId: number } | { invoiceIds: number[] },
): Promise<Invoice[]> {
  let query = db
    .selectFrom('invoices')
    .leftJoin('applications', 'applications.id', 'invoices.application_id')
    .leftJoin('utility_connections', 'utility_connections.id', 'invoices.connection_id')
    .leftJoin('users as applicant', (join) =>
      join.on((eb) =>
        eb.or([
          eb('applicant.id', '=', eb.ref('applications.applicant_id')),
          eb('applicant.id', '=', eb.ref('utility_connections.account_holder_id')),
        ]),
      ),
    )
    .selectAll('invoices')
    .select([
      'applications.reference as application_reference',
      'utility_connections.number as connection_number',
      'applications.organisation_name',
      'applicant.name as applicant_name',
    ])
    .orderBy('invoices.id');
  if ('applicationId' in where) {
    query = query.where('invoices.application_id', '=', where.applicationId);
  } else {
    if (where.invoiceIds.length === 0) return [];
    query = query.where('invoices.id', 'in', where.invoiceIds);
  }
  const invoices = await query.execute();
  if (invoices.length === 0) return [];
  const payments = await db
    .selectFrom('payments')
    .leftJoin('users as clerk', 'clerk.id', 'payments.recorded_by')
    .select([
      'payments.id',
      'payments.invoice_id',
      'payments.amount',
      'payments.method',
      'payments.reference',
      'payments.paid_on',
      'payments.created_at',
      'clerk.name as recorded_by',
    ])
    .where(
      'payments.invoice_id',
      'in',
      invoices.map((invoice) => invoice.id),
    )
    .orderBy('payments.id')
    .execute();
  return invoices.map(({ organisation_name, applicant_name, updated_at: _, ...invoice }) => ({
    ...invoice,
    balance: invoice.amount - invoice.paid,
    // Money taken before the application was withdrawn is owed back to the payer.
    refund_due: invoice.status === 'void' ? invoice.paid : 0,
    // Who the bill is addressed to: the organisation, or the applicant while it has no name (a
    // utility bill's account holder).
    payer: organisation_name ?? applicant_name,
    payments: payments
      .filter((payment) => payment.invoice_id === invoice.id)
      .map(({ invoice_id: _id, ...payment }) => payment),
  }));
}

/** Invoices in full with their payments, in the order of `ids` (a list page's). */
export async function invoicesById(db: Kysely<Database>, ids: number[]): Promise<Invoice[]> {
  const byId = new Map(
    (await invoicesWhere(db, { invoiceIds: ids })).map((invoice) => [invoice.id, invoice]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findInvoice(db: Kysely<Database>, id: number): Promise<Invoice> {
  const [invoice] = await invoicesById(db, [id]);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}
