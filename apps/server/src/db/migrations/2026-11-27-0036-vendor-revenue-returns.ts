import { sql, type Kysely } from 'kysely';
import { auditRef, isSqlite, rebuildSqliteTable, withId, withTimestamps } from './helpers';

// A vendor partnership's quarterly revenue returns, each version kept, and the authority's share
// of them invoiced (docs/product.md, "The vendor partnership"). An invoice may now be a revenue
// share's; a return's versions each have at most one, so the one-invoice-a-year key of an
// application's fees and rents applies to those alone.

const big = (db: Kysely<any>) => (isSqlite(db) ? 'integer' : 'bigint');

const NARROW_KIND = "check (kind in ('application', 'utility_bill'))";
const WIDE_KIND = "check (kind in ('application', 'utility_bill', 'revenue_share'))";
const TABLE_KEY =
  ', constraint "invoices_purpose_unique" unique ("application_id", "purpose", "lease_year")';

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_revenue_returns'))
      .addColumn('partnership_id', 'integer', (col) =>
        col.notNull().references('vendor_partnerships.id'),
      )
      .addColumn('quarter', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('filed')
          .check(sql`status in ('filed', 'replaced')`),
      )
      .addColumn('revenue', big(db), (col) => col.notNull().check(sql`revenue >= 0`))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('share_bps', 'integer', (col) => col.notNull())
      .addColumn('share', big(db), (col) => col.notNull().check(sql`share >= 0`))
      // What earlier versions' invoices had been paid when it was filed, and so counted to it.
      .addColumn('credited', big(db), (col) => col.notNull().defaultTo(0))
      .addColumn('replaces_id', 'integer', (col) => col.references('vendor_revenue_returns.id'))
      .addColumn('filed_by', 'integer', auditRef)
      .addColumn('filed_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('vendor_revenue_returns_version_unique', [
        'partnership_id',
        'quarter',
        'version',
      ]),
  ).execute();
  // One version of a quarter stands at a time: of two replacements at once, one is taken.
  await sql`create unique index vendor_revenue_returns_filed_unique
    on vendor_revenue_returns (partnership_id, quarter) where status = 'filed'`.execute(db);

  await withId(db, db.schema.createTable('vendor_revenue_return_lines'))
    .addColumn('return_id', 'integer', (col) =>
      col.notNull().references('vendor_revenue_returns.id').onDelete('cascade'),
    )
    .addColumn('solution_id', 'integer', (col) => col.notNull().references('vendor_solutions.id'))
    .addColumn('revenue', big(db), (col) => col.notNull().check(sql`revenue >= 0`))
    .execute();

  if (isSqlite(db)) {
    await rebuildSqliteTable(db, 'invoices', (created) => {
      if (!created.includes(NARROW_KIND) || !created.includes(TABLE_KEY))
        throw new Error('invoices: the columns are not as made');
      return created.replace(NARROW_KIND, WIDE_KIND).replace(TABLE_KEY, '');
    });
  } else {
    await sql`alter table invoices drop constraint invoices_kind_check`.execute(db);
    await sql`alter table invoices add constraint invoices_kind_check ${sql.raw(WIDE_KIND)}`.execute(
      db,
    );
    await sql`alter table invoices drop constraint invoices_purpose_unique`.execute(db);
  }
  await sql`create unique index invoices_purpose_unique
    on invoices (application_id, purpose, lease_year) where kind = 'application'`.execute(db);
  await db.schema
    .alterTable('invoices')
    .addColumn('revenue_return_id', 'integer', (col) => col.references('vendor_revenue_returns.id'))
    .execute();
  await sql`create unique index invoices_revenue_return_unique
    on invoices (revenue_return_id) where revenue_return_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from payments where invoice_id in
    (select id from invoices where kind = 'revenue_share')`.execute(db);
  await sql`delete from invoices where kind = 'revenue_share'`.execute(db);
  await sql`drop index invoices_revenue_return_unique`.execute(db);
  await sql`drop index invoices_purpose_unique`.execute(db);
  if (isSqlite(db)) {
    const added = ', "revenue_return_id" integer references "vendor_revenue_returns" ("id")';
    await rebuildSqliteTable(db, 'invoices', (created) =>
      created
        .replace(added, '')
        .replace(WIDE_KIND, NARROW_KIND)
        .replace(/\)\s*$/, `${TABLE_KEY})`),
    );
  } else {
    await sql`alter table invoices drop column revenue_return_id`.execute(db);
    await sql`alter table invoices drop constraint invoices_kind_check`.execute(db);
    await sql`alter table invoices add constraint invoices_kind_check ${sql.raw(NARROW_KIND)}`.execute(
      db,
    );
    await sql`alter table invoices add constraint invoices_purpose_unique
      unique (application_id, purpose, lease_year)`.execute(db);
  }
  await db.schema.dropTable('vendor_revenue_return_lines').execute();
  await db.schema.dropTable('vendor_revenue_returns').execute();
}
