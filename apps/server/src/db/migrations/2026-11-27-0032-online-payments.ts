import { sql, type Kysely } from 'kysely';
import { auditRef, timestamp, withId, withTimestamps, isSqlite } from './helpers';

// Paying online (docs/payments.md): an attempt to pay an invoice through a provider; each provider
// transaction recorded once, settled or held in suspense, with its receipt; each callback event
// once; and each day's reconciliation of the provider's statement with what was recorded.

const listed = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

const PROVIDERS = ['mpesa', 'aggregator'];
const METHODS = ['mobile_money', 'card'];

export async function up(db: Kysely<any>): Promise<void> {
  const big = isSqlite(db) ? 'integer' : 'bigint';
  const bytes = isSqlite(db) ? 'blob' : 'bytea';

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('payment_attempts'))
      .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
      .addColumn('started_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('method', 'text', (col) =>
        col.notNull().check(sql`method in (${listed(METHODS)})`),
      )
      .addColumn('phone', 'text')
      .addColumn('amount', big, (col) => col.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('provider', 'text', (col) =>
        col.notNull().check(sql`provider in (${listed(PROVIDERS)})`),
      )
      // The provider's id of the prompt or payment: Daraja's CheckoutRequestID, the aggregator's id.
      .addColumn('provider_reference', 'text')
      .addColumn('checkout_url', 'text')
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('pending')
          .check(sql`status in (${listed(['pending', 'succeeded', 'failed', 'expired'])})`),
      )
      .addColumn('failure_reason', 'text')
      // When the provider is next asked about a pending attempt, and how often it was.
      .addColumn('check_at', 'text', (col) => col.notNull())
      .addColumn('checks', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();
  await sql`create unique index payment_attempts_provider_unique
    on payment_attempts (provider, provider_reference)`.execute(db);
  await db.schema
    .createIndex('payment_attempts_invoice_idx')
    .on('payment_attempts')
    .columns(['invoice_id', 'id'])
    .execute();
  await sql`create index payment_attempts_pending_idx
    on payment_attempts (check_at) where status = 'pending'`.execute(db);

  await withId(db, db.schema.createTable('payment_transactions'))
    .addColumn('provider', 'text', (col) =>
      col.notNull().check(sql`provider in (${listed(PROVIDERS)})`),
    )
    // The money's own id at the provider: M-Pesa's receipt number, the aggregator's transaction.
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in (${listed(METHODS)})`))
    .addColumn('amount', big, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    // As the payer typed it or the attempt named it.
    .addColumn('account_reference', 'text', (col) => col.notNull())
    .addColumn('payer', 'text')
    .addColumn('paid_at', 'text', (col) => col.notNull())
    .addColumn('attempt_id', 'integer', (col) => col.references('payment_attempts.id'))
    // What told the portal: a callback, a C2B confirmation, a status query.
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`source in (${listed(['stk_callback', 'c2b_confirmation', 'webhook', 'status_query'])})`,
        ),
    )
    // The invoice it settled, or was allocated to from suspense.
    .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id'))
    .addColumn('suspense_reason', 'text', (col) =>
      col.check(
        sql`suspense_reason in (${listed(['unknown_reference', 'invoice_not_open', 'over_balance', 'amount_differs', 'currency_differs', 'reference_recorded'])})`,
      ),
    )
    .addColumn('suspense_status', 'text', (col) =>
      col.check(sql`suspense_status in (${listed(['held', 'allocated', 'refunded'])})`),
    )
    .addColumn('resolution_note', 'text')
    .addColumn('resolved_by', 'integer', auditRef)
    .addColumn('resolved_at', 'text')
    .addColumn('receipt_code', 'text', (col) => col.unique())
    .addColumn('receipt_pdf', bytes)
    .addColumn('receipt_sha256', 'text')
    .addColumn('created_at', 'text', timestamp(db))
    .addUniqueConstraint('payment_transactions_provider_unique', ['provider', 'transaction_id'])
    .execute();
  await sql`create index payment_transactions_suspense_idx
    on payment_transactions (suspense_status, id) where suspense_status is not null`.execute(db);
  await db.schema
    .createIndex('payment_transactions_paid_idx')
    .on('payment_transactions')
    .columns(['provider', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('payment_transactions_invoice_idx')
    .on('payment_transactions')
    .columns(['invoice_id'])
    .execute();

  // Every event a provider sent, once: a replay of the same id is answered and ignored.
  await withId(db, db.schema.createTable('payment_callbacks'))
    .addColumn('provider', 'text', (col) =>
      col.notNull().check(sql`provider in (${listed(PROVIDERS)})`),
    )
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', timestamp(db))
    .addUniqueConstraint('payment_callbacks_event_unique', ['provider', 'event_id'])
    .execute();

  await withId(db, db.schema.createTable('payment_reconciliations'))
    .addColumn('provider', 'text', (col) =>
      col.notNull().check(sql`provider in (${listed(PROVIDERS)})`),
    )
    // The Nairobi day compared, 'YYYY-MM-DD'.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', timestamp(db))
    .addUniqueConstraint('payment_reconciliations_day_unique', ['provider', 'day'])
    .execute();

  await withId(db, db.schema.createTable('payment_reconciliation_items'))
    .addColumn('reconciliation_id', 'integer', (col) =>
      col.notNull().references('payment_reconciliations.id').onDelete('cascade'),
    )
    .addColumn('outcome', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`outcome in (${listed(['matched', 'missing_in_portal', 'missing_at_provider', 'amount_differs'])})`,
        ),
    )
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('account_reference', 'text')
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('portal_amount', big)
    .addColumn('provider_amount', big)
    .addColumn('payment_transaction_id', 'integer', (col) =>
      col.references('payment_transactions.id'),
    )
    .addColumn('resolution_note', 'text')
    .addColumn('resolved_by', 'integer', auditRef)
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('payment_reconciliation_items_idx')
    .on('payment_reconciliation_items')
    .columns(['reconciliation_id', 'outcome', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payment_reconciliation_items',
    'payment_reconciliations',
    'payment_callbacks',
    'payment_transactions',
    'payment_attempts',
  ])
    await db.schema.dropTable(table).execute();
}
