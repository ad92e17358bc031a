import { sql, type Kysely } from 'kysely';
import { APPLICATION_STAGES } from '@portal/shared/land-journey';
import { auditRef, isSqlite, timestamp, withId, withTimestamps } from './helpers';

/**
 * The land journey (decision records 0030 and 0031): applications with their stage history,
 * documents, scorecards, invoices and payments, and letters. Documents and letters keep their
 * bytes in the database, so that every instance serves them. Money is integer minor units
 * (bigint on PostgreSQL, whose integer stops at 2^31).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = isSqlite(db) ? 'blob' : 'bytea';
  const money = isSqlite(db) ? 'integer' : 'bigint';
  const stages = sql.join(APPLICATION_STAGES.map((stage) => sql.lit(stage)));

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('applications'))
      // 'EOI-2026-000123': the year it was started and its id.
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      // An application outlives the account that made it: the authority keeps its records.
      .addColumn('applicant_id', 'integer', (col) =>
        col.references('users.id').onDelete('set null'),
      )
      .addColumn('stage', 'text', (col) =>
        col
          .notNull()
          .defaultTo('draft')
          .check(sql`stage in (${stages})`),
      )
      .addColumn('stage_entered_at', 'text', timestamp(db))
      .addColumn('committee_id', 'integer', (col) =>
        col.references('committees.id').onDelete('set null'),
      )
      .addColumn('organisation_name', 'text')
      .addColumn('registration_number', 'text')
      .addColumn('country', 'text')
      .addColumn('contact_person', 'text')
      .addColumn('contact_email', 'text')
      .addColumn('contact_country_code', 'text')
      .addColumn('contact_phone', 'text')
      .addColumn('project_title', 'text')
      .addColumn('project_description', 'text')
      .addColumn('investment_area', 'text')
      .addColumn('land_use', 'text')
      .addColumn('acres', 'text')
      .addColumn('preferred_parcel_id', 'integer', (col) =>
        col.references('parcels.id').onDelete('set null'),
      )
      .addColumn('planned_investment', money)
      .addColumn('investment_currency', 'text')
      .addColumn('jobs_expected', 'integer')
      .addColumn('months_to_start', 'integer')
      .addColumn('months_to_complete', 'integer')
      // The offer: the parcel stays Reserved for the application until the lease or a withdrawal.
      .addColumn('offer_parcel_id', 'integer', (col) =>
        col.references('parcels.id').onDelete('set null'),
      )
      .addColumn('stand_premium', money)
      .addColumn('annual_ground_rent', money)
      .addColumn('offer_currency', 'text')
      .addColumn('term_years', 'integer')
      .addColumn('signatory_name', 'text')
      .addColumn('signatory_title', 'text')
      .addColumn('lease_number', 'text')
      .addColumn('lease_start_date', 'text')
      .addColumn('handover_date', 'text')
      .addColumn('submitted_at', 'text'),
  ).execute();
  for (const [name, columns] of [
    ['applications_applicant_idx', ['applicant_id', 'id']],
    ['applications_stage_idx', ['stage', 'stage_entered_at']],
    ['applications_committee_idx', ['committee_id', 'id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('applications')
      .columns([...columns])
      .execute();
  }

  // Every change of stage, with who made it and why: the application's history and the source
  // of the public service times.
  await withId(db, db.schema.createTable('application_stage_changes'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('from_stage', 'text')
    .addColumn('to_stage', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('application_stage_changes_application_idx')
    .on('application_stage_changes')
    .columns(['application_id', 'id'])
    .execute();
  await db.schema
    .createIndex('application_stage_changes_at_idx')
    .on('application_stage_changes')
    .columns(['at'])
    .execute();

  await withId(db, db.schema.createTable('application_documents'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('content', bytes, (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', auditRef)
    .addColumn('created_at', 'text', timestamp(db))
    .execute();
  await db.schema
    .createIndex('application_documents_application_idx')
    .on('application_documents')
    .columns(['application_id', 'id'])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('application_scorecards'))
      .addColumn('application_id', 'integer', (col) =>
        col.notNull().references('applications.id').onDelete('cascade'),
      )
      .addColumn('member_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      // JSON {criterion: points}.
      .addColumn('scores', 'text', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('comment', 'text'),
  )
    .addUniqueConstraint('application_scorecards_member_unique', ['application_id', 'member_id'])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('invoices'))
      // 'INV-2026-000042': the year it was issued and its id.
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('application_id', 'integer', (col) => col.notNull().references('applications.id'))
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('amount', money, (col) => col.notNull())
      .addColumn('paid', money, (col) => col.notNull().defaultTo(0))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('due_date', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('open')
          .check(sql`status in ('open', 'paid', 'void')`),
      ),
  )
    // The database itself refuses an over-payment, whatever two clerks do at once.
    .addCheckConstraint('invoices_paid_check', sql`paid >= 0 and paid <= amount and amount > 0`)
    .addUniqueConstraint('invoices_purpose_unique', ['application_id', 'purpose'])
    .execute();
  await db.schema
    .createIndex('invoices_status_idx')
    .on('invoices')
    .columns(['status', 'id'])
    .execute();

  await withId(db, db.schema.createTable('payments'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
    .addColumn('amount', money, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', auditRef)
    .addColumn('created_at', 'text', timestamp(db))
    .addUniqueConstraint('payments_reference_unique', ['invoice_id', 'reference'])
    .execute();

  await withId(db, db.schema.createTable('letters'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    // SHA-256 of `pdf`, hex: what the public verification shows.
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('pdf', bytes, (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    // One letter of each kind an application: a second decision cannot issue a second letter.
    .addUniqueConstraint('letters_kind_unique', ['application_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'letters',
    'payments',
    'invoices',
    'application_scorecards',
    'application_documents',
    'application_stage_changes',
    'applications',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
