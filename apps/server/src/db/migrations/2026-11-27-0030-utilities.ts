import { sql, type Kysely } from 'kysely';
import {
  auditRef,
  flag,
  isSqlite,
  rebuildSqliteTable,
  timestamp,
  withId,
  withTimestamps,
} from './helpers';

// Utilities (docs/product.md, "Utilities"): connections of parcels to water and electricity, their
// meters and readings, tariffs by version, billing runs, bills, credit notes, the credit carried on
// an account and the money received on one. A bill is an invoice: invoices no longer need an
// application, name their kind and connection, and may be of nothing (a bill a credit covers).
// Money is integer minor units, meter values whole units (bigint on PostgreSQL for both).

const listed = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  const big = isSqlite(db) ? 'integer' : 'bigint';
  const bytes = isSqlite(db) ? 'blob' : 'bytea';

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('utility_connections'))
      // 'W-TC-P3-0079'; a connection opened again on the parcel later gets '-2', '-3'.
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id'))
      .addColumn('service', 'text', (col) =>
        col.notNull().check(sql`service in (${listed(['water', 'electricity'])})`),
      )
      .addColumn('account_holder_id', 'integer', (col) =>
        col.references('users.id').onDelete('set null'),
      )
      .addColumn('customer_class', 'text', (col) =>
        col
          .notNull()
          .check(sql`customer_class in (${listed(['domestic', 'commercial', 'industrial'])})`),
      )
      .addColumn('sewerage', 'integer', flag('sewerage'))
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('active')
          .check(sql`status in (${listed(['active', 'suspended', 'closed'])})`),
      )
      .addColumn('status_reason', 'text')
      .addColumn('closed_on', 'text')
      // The handover that opened it; null for one opened by hand.
      .addColumn('application_id', 'integer', (col) => col.references('applications.id'))
      .addColumn('created_by', 'integer', auditRef)
      .addColumn('updated_by', 'integer', auditRef),
  ).execute();
  // One connection of a service on a parcel at a time: the database holds it, whoever asks.
  await sql`create unique index utility_connections_open_unique
    on utility_connections (parcel_id, service) where status <> 'closed'`.execute(db);
  await db.schema
    .createIndex('utility_connections_holder_idx')
    .on('utility_connections')
    .columns(['account_holder_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('utility_meters'))
    .addColumn('connection_id', 'integer', (col) =>
      col.notNull().references('utility_connections.id'),
    )
    .addColumn('serial', 'text', (col) => col.notNull())
    .addColumn('unit', 'text', (col) => col.notNull().check(sql`unit in ('m3', 'kWh')`))
    // Its largest reading is 10^dials − 1: the next is 0 again.
    .addColumn('dials', 'integer', (col) => col.notNull().check(sql`dials between 1 and 12`))
    .addColumn('installed_on', 'text', (col) => col.notNull())
    .addColumn('removed_on', 'text')
    .addColumn('created_by', 'integer', auditRef)
    .addColumn('created_at', 'text', timestamp(db))
    .execute();
  await sql`create unique index utility_meters_serial_unique
    on utility_meters (serial) where removed_on is null`.execute(db);
  await sql`create unique index utility_meters_current_unique
    on utility_meters (connection_id) where removed_on is null`.execute(db);

  await withId(db, db.schema.createTable('utility_readings'))
    .addColumn('connection_id', 'integer', (col) =>
      col.notNull().references('utility_connections.id'),
    )
    .addColumn('meter_id', 'integer', (col) => col.notNull().references('utility_meters.id'))
    .addColumn('value', big, (col) => col.notNull().check(sql`value >= 0`))
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in (${listed(['actual', 'estimated', 'customer'])})`),
    )
    .addColumn('rollover', 'integer', flag('rollover'))
    // A meter's first and last readings, taken when it is installed and removed.
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('regular')
        .check(sql`role in (${listed(['regular', 'opening', 'closing'])})`),
    )
    .addColumn('flag_reason', 'text')
    .addColumn('review', 'text', (col) => col.check(sql`review in ('accepted', 'rejected')`))
    .addColumn('review_note', 'text')
    .addColumn('reviewed_by', 'integer', auditRef)
    .addColumn('reviewed_at', 'text')
    .addColumn('recorded_by', 'integer', auditRef)
    .addColumn('created_at', 'text', timestamp(db))
    // A file imported twice finds its rows already there.
    .addUniqueConstraint('utility_readings_meter_time_unique', ['meter_id', 'read_at'])
    .execute();
  await db.schema
    .createIndex('utility_readings_connection_idx')
    .on('utility_readings')
    .columns(['connection_id', 'read_at'])
    .execute();
  await sql`create index utility_readings_to_review_idx
    on utility_readings (id) where flag_reason is not null and review is null`.execute(db);

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('utility_tariffs'))
      .addColumn('service', 'text', (col) =>
        col.notNull().check(sql`service in (${listed(['water', 'electricity'])})`),
      )
      .addColumn('customer_class', 'text', (col) =>
        col
          .notNull()
          .check(sql`customer_class in (${listed(['domestic', 'commercial', 'industrial'])})`),
      )
      .addColumn('effective_from', 'text', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull())
      .addColumn('fixed_charge', big, (col) => col.notNull().check(sql`fixed_charge >= 0`))
      .addColumn('minimum_charge', big, (col) => col.notNull().check(sql`minimum_charge >= 0`))
      .addColumn('sewerage_percent', 'integer', (col) =>
        col.notNull().check(sql`sewerage_percent between 0 and 100`),
      )
      .addColumn('tax_category', 'text', (col) =>
        col.notNull().check(sql`tax_category in (${listed(['standard', 'exempt', 'zero'])})`),
      )
      // JSON `[{from, to, rate}]`, checked by the API: a version is read whole, never by block.
      .addColumn('blocks', 'text', (col) => col.notNull())
      .addColumn('created_by', 'integer', auditRef)
      .addColumn('updated_by', 'integer', auditRef),
  )
    .addUniqueConstraint('utility_tariffs_version_unique', [
      'service',
      'customer_class',
      'effective_from',
    ])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('utility_billing_runs'))
      // 'YYYY-MM', a month of Nairobi's: one run a month, made or run again, never two.
      .addColumn('period', 'text', (col) => col.notNull().unique())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('draft')
          .check(sql`status in ('draft', 'issued')`),
      )
      .addColumn('bills_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('total', big, (col) => col.notNull().defaultTo(0))
      .addColumn('flagged', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('estimated', 'integer', (col) => col.notNull().defaultTo(0))
      // JSON `[{connection_id, connection_number, reason}]`: the active connections it could not bill.
      .addColumn('unbilled', 'text', (col) => col.notNull().defaultTo('[]'))
      // Who is computing or issuing it, until when: one instance at a time (record 0056).
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'text')
      .addColumn('computed_at', 'text')
      .addColumn('issued_at', 'text')
      .addColumn('created_by', 'integer', auditRef)
      .addColumn('issued_by', 'integer', auditRef),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('utility_bills'))
      .addColumn('run_id', 'integer', (col) => col.notNull().references('utility_billing_runs.id'))
      .addColumn('connection_id', 'integer', (col) =>
        col.notNull().references('utility_connections.id'),
      )
      .addColumn('period', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('draft')
          .check(sql`status in ('draft', 'issued')`),
      )
      .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id'))
      .addColumn('opening_value', big, (col) => col.notNull())
      .addColumn('opening_read_at', 'text', (col) => col.notNull())
      .addColumn('opening_source', 'text', (col) => col.notNull())
      .addColumn('closing_value', big, (col) => col.notNull())
      .addColumn('closing_read_at', 'text', (col) => col.notNull())
      .addColumn('closing_source', 'text', (col) => col.notNull())
      .addColumn('consumption', big, (col) => col.notNull())
      // JSON `[{kind, label, units, rate, amount, tariff_id}]`: an issued bill is never edited.
      .addColumn('lines', 'text', (col) => col.notNull())
      .addColumn('subtotal', big, (col) => col.notNull())
      .addColumn('tax', big, (col) => col.notNull())
      .addColumn('credits', big, (col) => col.notNull().defaultTo(0))
      .addColumn('arrears', big, (col) => col.notNull().defaultTo(0))
      // What this bill's invoice asks: subtotal and tax, less the credits, never below nothing.
      .addColumn('total', big, (col) => col.notNull().check(sql`total >= 0`))
      .addColumn('amount_due', big, (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('due_date', 'text', (col) => col.notNull())
      .addColumn('code', 'text', (col) => col.unique())
      // Rendered when first asked for, outside the run (record 0056).
      .addColumn('pdf', bytes)
      .addColumn('issued_at', 'text'),
  )
    .addUniqueConstraint('utility_bills_period_unique', ['connection_id', 'period'])
    .execute();
  await db.schema
    .createIndex('utility_bills_run_idx')
    .on('utility_bills')
    .columns(['run_id', 'id'])
    .execute();

  // The tariff versions a bill was charged on: a version that billed anything is kept as it is.
  await db.schema
    .createTable('utility_bill_tariffs')
    .addColumn('bill_id', 'integer', (col) =>
      col.notNull().references('utility_bills.id').onDelete('cascade'),
    )
    .addColumn('tariff_id', 'integer', (col) => col.notNull().references('utility_tariffs.id'))
    .addPrimaryKeyConstraint('utility_bill_tariffs_pk', ['bill_id', 'tariff_id'])
    .execute();
  await db.schema
    .createIndex('utility_bill_tariffs_tariff_idx')
    .on('utility_bill_tariffs')
    .column('tariff_id')
    .execute();

  await withId(db, db.schema.createTable('utility_credit_notes'))
    .addColumn('bill_id', 'integer', (col) => col.notNull().references('utility_bills.id'))
    .addColumn('amount', big, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('requested_by', 'integer', auditRef)
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('decided_by', 'integer', auditRef)
    .addColumn('decided_at', 'text')
    .execute();

  // Money received on a connection's account: one bank transaction, whatever bills it settled.
  await withId(db, db.schema.createTable('utility_receipts'))
    .addColumn('connection_id', 'integer', (col) =>
      col.notNull().references('utility_connections.id'),
    )
    .addColumn('amount', big, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('reference_key', 'text', (col) => col.notNull())
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', auditRef)
    .addColumn('created_at', 'text', timestamp(db))
    .addUniqueConstraint('utility_receipts_reference_unique', ['method', 'reference_key'])
    .execute();

  // Credit on an account, taken by the next bills: an overpayment, an approved credit note, or
  // an estimate the next actual reading found too high.
  await withId(db, db.schema.createTable('utility_credits'))
    .addColumn('connection_id', 'integer', (col) =>
      col.notNull().references('utility_connections.id'),
    )
    .addColumn('amount', big, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in (${listed(['overpayment', 'credit_note', 'correction'])})`),
    )
    .addColumn('receipt_id', 'integer', (col) => col.references('utility_receipts.id'))
    .addColumn('credit_note_id', 'integer', (col) => col.references('utility_credit_notes.id'))
    .addColumn('from_bill_id', 'integer', (col) => col.references('utility_bills.id'))
    // The issued bill that took it; null while it waits.
    .addColumn('applied_bill_id', 'integer', (col) => col.references('utility_bills.id'))
    .addColumn('created_at', 'text', timestamp(db))
    .execute();
  await db.schema
    .createIndex('utility_credits_connection_idx')
    .on('utility_credits')
    .columns(['connection_id', 'id'])
    .execute();

  await db.schema
    .alterTable('payments')
    .addColumn('receipt_id', 'integer', (col) => col.references('utility_receipts.id'))
    .execute();

  await widenInvoices(db);
  await db.schema
    .alterTable('invoices')
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('application')
        .check(sql`kind in ('application', 'utility_bill')`),
    )
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('connection_id', 'integer', (col) => col.references('utility_connections.id'))
    .execute();
  await db.schema
    .createIndex('invoices_connection_idx')
    .on('invoices')
    .columns(['connection_id', 'status', 'id'])
    .execute();
}

const NARROW_APPLICATION = '"application_id" integer not null references';
const NARROW_AMOUNT = 'paid <= amount and amount > 0';

/** An invoice may have no application (a bill), and be of nothing (a bill a credit covers). */
async function widenInvoices(db: Kysely<any>) {
  if (!isSqlite(db)) {
    await sql`alter table invoices alter column application_id drop not null`.execute(db);
    await sql`alter table invoices drop constraint invoices_paid_check`.execute(db);
    await sql`alter table invoices add constraint invoices_paid_check
      check (paid >= 0 and paid <= amount and amount >= 0)`.execute(db);
    return;
  }
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'invoices'`.execute(db);
  // Already wide where this migration was undone before: `down` leaves invoices as they are.
  if (!rows[0]!.sql.includes(NARROW_AMOUNT)) return;
  await rebuildSqliteTable(db, 'invoices', (created) => {
    if (!created.includes(NARROW_APPLICATION))
      throw new Error('invoices: the columns are not as made');
    return created
      .replace(NARROW_APPLICATION, '"application_id" integer references')
      .replace(NARROW_AMOUNT, 'paid <= amount and amount >= 0');
  });
}

// The columns as SQLite keeps them in the tables' text once added above.
const ADDED_KIND = `"kind" text default 'application' not null check (kind in ('application', 'utility_bill'))`;
const ADDED_CONNECTION = '"connection_id" integer references "utility_connections" ("id")';
const ADDED_RECEIPT = '"receipt_id" integer references "utility_receipts" ("id")';

/** SQLite drops no column with a foreign key: there the two tables are made again without. */
async function dropAddedColumns(db: Kysely<any>) {
  if (!isSqlite(db)) {
    await sql`alter table invoices drop column connection_id, drop column kind`.execute(db);
    await sql`alter table payments drop column receipt_id`.execute(db);
    return;
  }
  const without = (added: string) => (created: string) => created.replace(`, ${added}`, '');
  await rebuildSqliteTable(db, 'invoices', (created) =>
    without(ADDED_CONNECTION)(without(ADDED_KIND)(created)),
  );
  await rebuildSqliteTable(db, 'payments', without(ADDED_RECEIPT));
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_connection_idx').execute();
  await dropAddedColumns(db);
  for (const table of [
    'utility_credits',
    'utility_receipts',
    'utility_credit_notes',
    'utility_bill_tariffs',
    'utility_bills',
    'utility_billing_runs',
    'utility_tariffs',
    'utility_readings',
    'utility_meters',
    'utility_connections',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  // Invoices stay wide: an application's invoices fit the narrower table as well.
}
