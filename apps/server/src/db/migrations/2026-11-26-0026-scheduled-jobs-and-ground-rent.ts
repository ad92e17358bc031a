import { sql, type Kysely } from 'kysely';
import { isSqlite } from './helpers';

// Scheduled jobs (record 0042): one row per job, claimed by the instance that runs it, so that
// several instances run each job once, and a restart knows when it last ran.
//
// Ground rent is invoiced once a lease year: an invoice's key becomes (application, purpose,
// lease year), the year 0 for the one-off invoices (registration fee, stand premium). SQLite
// cannot drop a table's constraint, so there the table is rebuilt with its indexes and triggers.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('next_run_at', 'text', (col) => col.notNull())
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_error', 'text')
    // The instance running it and until when its claim holds: a crashed run is taken over after.
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .execute();

  if (!isSqlite(db)) {
    await sql`alter table invoices add column lease_year integer not null default 0`.execute(db);
    await sql`alter table invoices drop constraint invoices_purpose_unique`.execute(db);
    await sql`alter table invoices add constraint invoices_purpose_unique
      unique (application_id, purpose, lease_year)`.execute(db);
    return;
  }
  await rebuildSqliteInvoices(db, true);
}

async function rebuildSqliteInvoices(db: Kysely<any>, withLeaseYear: boolean): Promise<void> {
  const { rows: dependents } = await sql<{ sql: string }>`select sql from sqlite_master
    where tbl_name = 'invoices' and type in ('index', 'trigger') and sql is not null`.execute(db);
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'invoices'`.execute(db);
  const oldKey = /constraint "invoices_purpose_unique" unique \([^)]*\)/;
  const created = rows[0]!.sql;
  if (!oldKey.test(created)) throw new Error('invoices: the unique key is not where expected');
  const key = withLeaseYear
    ? '"application_id", "purpose", "lease_year"'
    : '"application_id", "purpose"';
  let newTable = created
    .replace(/^create table "invoices"/i, 'create table "invoices_rebuilt"')
    .replace(oldKey, `constraint "invoices_purpose_unique" unique (${key})`);
  const leaseYear = ', "lease_year" integer default 0 not null';
  newTable = withLeaseYear
    ? newTable.replace(
        ', constraint "invoices_paid_check"',
        `${leaseYear}, constraint "invoices_paid_check"`,
      )
    : newTable.replace(leaseYear, '');
  const { rows: columns } = await sql<{
    name: string;
  }>`select name from pragma_table_info('invoices')
    where name <> 'lease_year'`.execute(db);
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  // Payments point at invoices: checked again once the rebuilt table has taken the name.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(newTable).execute(db);
    await sql`insert into invoices_rebuilt (${names}) select ${names} from invoices`.execute(db);
    await sql`drop table invoices`.execute(db);
    await sql`alter table invoices_rebuilt rename to invoices`.execute(db);
    for (const dependent of dependents) await sql.raw(dependent.sql).execute(db);
    const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
    if (broken.length > 0) throw new Error('invoices: payments lost their invoice');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_jobs').execute();
  if (isSqlite(db)) return rebuildSqliteInvoices(db, false);
  await sql`alter table invoices drop constraint invoices_purpose_unique`.execute(db);
  await sql`alter table invoices drop column lease_year`.execute(db);
  await sql`alter table invoices add constraint invoices_purpose_unique
    unique (application_id, purpose)`.execute(db);
}
