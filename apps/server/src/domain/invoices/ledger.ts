import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { invoiceMessages, type InvoicePurpose } from '@portal/shared/invoices';
import type { Money } from '@portal/shared/money';
import type { Insertable } from 'kysely';
import type { Database, InvoicesTable, PaymentsTable } from '@server/db/schema';
import { conflict, validationFailed } from '@server/lib/errors';
import type { AuditTrail } from '@server/lib/audit/trail';

// The invoices table's one writer: issuing, settling and voiding (record 0049). An invoice is
// an application's (a fee, a premium, a ground rent) or a utility bill's; both are paid alike.

type InvoiceRow = Selectable<InvoicesTable>;

/** What an invoice is for: its application or connection, and the words the payer reads. */
export type InvoiceFor =
  | { kind: 'application'; application_id: number; purpose: InvoicePurpose; lease_year?: number }
  | { kind: 'utility_bill'; connection_id: number }
  | { kind: 'revenue_share'; application_id: number; revenue_return_id: number };

type NewInvoice = InvoiceFor & { description: string; money: Money; due_date: string };

const BULK_ROWS = 100;

/**
 * Writes invoices in `trx`, on `trail`, and answers their ids and numbers in the order given. A
 * number is the year and the id ('INV-2026-000042'), so it is unique without a counter to contend
 * for. An invoice of nothing (a bill its credits covered) is paid from the start. A month's bills
 * are written a hundred a statement: one by one, a city's run took half a minute on PostgreSQL.
 */
export async function insertInvoices(
  trx: Kysely<Database>,
  trail: AuditTrail,
  invoices: readonly NewInvoice[],
  now: Date,
): Promise<{ id: number; number: string }[]> {
  const at = now.toISOString();
  const numberOf = (id: number) => `INV-${now.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
  const made: { id: number; number: string }[] = [];
  for (let start = 0; start < invoices.length; start += BULK_ROWS) {
    const chunk = invoices.slice(start, start + BULK_ROWS);
    // Unique until the ids are known, and how each row is found again among those returned.
    const pending = chunk.map(() => `pending-${randomUUID()}`);
    const rows = chunk.map((invoice, index) => ({
      ...ownerOf(invoice),
      number: pending[index]!,
      description: invoice.description,
      amount: invoice.money.amount,
      currency: invoice.money.currency,
      due_date: invoice.due_date,
      status: invoice.money.amount === 0 ? ('paid' as const) : ('open' as const),
      created_at: at,
      updated_at: at,
    }));
    const returned = await trx
      .insertInto('invoices')
      .values(rows)
      .returning(['id', 'number'])
      .execute();
    const idOf = new Map(returned.map((row) => [row.number, row.id]));
    const ids = pending.map((key) => idOf.get(key)!);
    await trx
      .updateTable('invoices')
      .set({
        number: sql<string>`case id ${sql.join(
          ids.map((id) => sql`when ${id} then ${numberOf(id)}`),
          sql` `,
        )} end`,
      })
      .where('id', 'in', ids)
      .execute();
    await trail.creations(
      trx,
      'invoice.issued',
      rows.map((row, index) => ({
        id: ids[index]!,
        after: {
          number: numberOf(ids[index]!),
          amount: row.amount,
          paid: 0,
          currency: row.currency,
          status: row.status,
        },
      })),
    );
    made.push(...ids.map((id) => ({ id, number: numberOf(id) })));
  }
  return made;
}

/** One invoice, as `insertInvoices` writes many. */
export async function insertInvoice(
  trx: Kysely<Database>,
  trail: AuditTrail,
  invoice: NewInvoice & { now: Date },
): Promise<{ id: number; number: string }> {
  const { now, ...fields } = invoice;
  const [made] = await insertInvoices(trx, trail, [fields], now);
  return made!;
}

function ownerOf(invoice: InvoiceFor) {
  switch (invoice.kind) {
    case 'application':
      return {
        kind: 'application' as const,
        application_id: invoice.application_id,
        purpose: invoice.purpose,
        lease_year: invoice.lease_year ?? 0,
      };
    case 'utility_bill':
      return {
        kind: 'utility_bill' as const,
        connection_id: invoice.connection_id,
        purpose: 'utility_bill' as const,
      };
    case 'revenue_share':
      return {
        kind: 'revenue_share' as const,
        application_id: invoice.application_id,
        revenue_return_id: invoice.revenue_return_id,
        purpose: 'revenue_share' as const,
      };
  }
}

/**
 * Credits what is still owed on invoice `id` when what it charges was charged again otherwise (a
 * replaced revenue return): an invoice nothing was paid on is void; one paid in part keeps its
 * payments and is closed at what they paid. Answers what had been paid on it; 0 for an invoice
 * already paid, void or credited, which it leaves as it is.
 */
export async function creditInvoice(
  trx: Kysely<Database>,
  trail: AuditTrail,
  id: number,
  now: string,
): Promise<number> {
  const invoice = await trx
    .selectFrom('invoices')
    .select(['status', 'paid'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (invoice.status === 'open')
    await trail.change(trx, 'invoice.credited', id, () =>
      trx
        .updateTable('invoices')
        .set({
          status: sql`case when paid = 0 then 'void' else 'paid' end`,
          amount: sql`case when paid = 0 then amount else paid end`,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute(),
    );
  return invoice.status === 'void' ? 0 : invoice.paid;
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

/**
 * Records `payment` against an invoice and adds it to what the invoice has been paid: a clerk's
 * payment, or a part of money received on a utility account (`receipt_id`).
 */
export async function insertPayment(
  trx: Kysely<Database>,
  payment: Insertable<PaymentsTable> & { created_at: string },
): Promise<InvoiceRow> {
  await trx.insertInto('payments').values(payment).execute();
  return addToPaid(trx, payment.invoice_id, payment, payment.created_at);
}
