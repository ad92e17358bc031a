import { sql, type Kysely } from 'kysely';
import { auditRef, withId, withTimestamps } from './helpers';

// The vendor partnership (docs/product.md, "The vendor partnership"): one per vendor while it
// runs, opened by the vendor's first approved solution, a year at a time; and the workplan of each
// year, in versions, the approved one locked.

const listed = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

const STATUSES = ['active', 'renewed', 'under_corrective_measures', 'not_renewed', 'terminated'];
const RUNNING = ['active', 'renewed', 'under_corrective_measures'];
const WORKPLAN_STATUSES = ['draft', 'submitted', 'returned', 'approved', 'superseded'];
const OPEN_WORKPLAN = ['draft', 'submitted', 'returned'];

// Written out here rather than imported, as a migration must not change when the code does.
const NAIROBI_MS = 3 * 3_600_000;
const nairobiDay = (at: string) => new Date(Date.parse(at) + NAIROBI_MS).toISOString().slice(0, 10);
function yearEndsOn(startsOn: string): string {
  const [year, month, day] = startsOn.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day) - 86_400_000).toISOString().slice(0, 10);
}

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_partnerships'))
      .addColumn('vendor_id', 'integer', (col) => col.notNull().references('users.id'))
      // The application whose decision opened it, and whose committee scores its reviews.
      .addColumn('application_id', 'integer', (col) => col.notNull().references('applications.id'))
      .addColumn('committee_id', 'integer', (col) =>
        col.references('committees.id').onDelete('set null'),
      )
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('active')
          .check(sql`status in (${listed(STATUSES)})`),
      )
      // Days of Nairobi: the first day, and the first and last day of the year it is in now.
      .addColumn('starts_on', 'text', (col) => col.notNull())
      .addColumn('year', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(1)
          .check(sql`year >= 1`),
      )
      .addColumn('year_starts_on', 'text', (col) => col.notNull())
      .addColumn('ends_on', 'text', (col) => col.notNull())
      .addColumn('share_bps', 'integer', (col) =>
        col.notNull().check(sql`share_bps between 0 and 10000`),
      )
      .addCheckConstraint(
        'vendor_partnerships_days_check',
        sql`starts_on <= year_starts_on and year_starts_on <= ends_on`,
      ),
  ).execute();
  // One partnership running per vendor: a second approval joins the one there is.
  await sql`create unique index vendor_partnerships_running_unique
    on vendor_partnerships (vendor_id) where status in (${listed(RUNNING)})`.execute(db);
  await db.schema
    .createIndex('vendor_partnerships_vendor_idx')
    .on('vendor_partnerships')
    .columns(['vendor_id', 'id'])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_workplans'))
      .addColumn('partnership_id', 'integer', (col) =>
        col.notNull().references('vendor_partnerships.id'),
      )
      .addColumn('year', 'integer', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('draft')
          .check(sql`status in (${listed(WORKPLAN_STATUSES)})`),
      )
      // JSON: the targets, leads, activities and people (packages/shared/src/vendor-partnerships.ts).
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('return_note', 'text')
      .addColumn('submitted_at', 'text')
      .addColumn('approved_at', 'text')
      .addColumn('approved_by', 'integer', auditRef)
      // When its revision was approved: it was in force from approved_at until then.
      .addColumn('superseded_at', 'text')
      .addColumn('created_by', 'integer', auditRef)
      .addUniqueConstraint('vendor_workplans_version_unique', [
        'partnership_id',
        'year',
        'version',
      ]),
  ).execute();
  // One version of a year at a time is being written or waiting for approval.
  await sql`create unique index vendor_workplans_open_unique
    on vendor_workplans (partnership_id, year) where status in (${listed(OPEN_WORKPLAN)})`.execute(
    db,
  );

  await openPartnershipsOfDecidedVendors(db);
}

/**
 * Vendors approved before partnerships existed get theirs, as a decision would have opened it:
 * from the day (Nairobi) of their first approval, at that decision's share.
 */
async function openPartnershipsOfDecidedVendors(db: Kysely<any>): Promise<void> {
  const approvals = await db
    .selectFrom('vendor_solutions')
    .innerJoin('applications', 'applications.id', 'vendor_solutions.application_id')
    .select([
      'applications.id as application_id',
      'applications.applicant_id',
      'applications.committee_id',
      'applications.share_bps',
      'vendor_solutions.decided_at',
    ])
    .where('vendor_solutions.review_status', 'in', ['approved', 'approved_with_conditions'])
    .where('applications.share_bps', 'is not', null)
    .orderBy('vendor_solutions.decided_at')
    .orderBy('applications.id')
    .execute();
  const first = new Map<number, (typeof approvals)[number]>();
  for (const approval of approvals)
    if (approval.applicant_id !== null && !first.has(approval.applicant_id))
      first.set(approval.applicant_id, approval);
  for (const [vendorId, approval] of first) {
    const startsOn = nairobiDay(approval.decided_at);
    await db
      .insertInto('vendor_partnerships')
      .values({
        vendor_id: vendorId,
        application_id: approval.application_id,
        committee_id: approval.committee_id,
        starts_on: startsOn,
        year_starts_on: startsOn,
        ends_on: yearEndsOn(startsOn),
        share_bps: approval.share_bps,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_workplans').execute();
  await db.schema.dropTable('vendor_partnerships').execute();
}
