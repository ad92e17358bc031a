import { sql, type Kysely } from 'kysely';
import { auditRef, withId, withTimestamps } from './helpers';

// A vendor partnership's data-security audits and their findings (docs/product.md, "The vendor
// partnership"); and, on each solution, the status the register gives it back once the cause of a
// hold on it is resolved.

const listed = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_audits'))
      .addColumn('partnership_id', 'integer', (col) =>
        col.notNull().references('vendor_partnerships.id'),
      )
      .addColumn('audited_on', 'text', (col) => col.notNull())
      .addColumn('auditor', 'text', (col) => col.notNull())
      // JSON: the ids of the solutions it covered.
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('result', 'text', (col) =>
        col
          .notNull()
          .check(sql`result in (${listed(['passed', 'passed_with_findings', 'failed'])})`),
      )
      .addColumn('recorded_by', 'integer', auditRef),
  ).execute();
  await db.schema
    .createIndex('vendor_audits_partnership_idx')
    .on('vendor_audits')
    .columns(['partnership_id', 'audited_on'])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_audit_findings'))
      .addColumn('audit_id', 'integer', (col) => col.notNull().references('vendor_audits.id'))
      .addColumn('partnership_id', 'integer', (col) =>
        col.notNull().references('vendor_partnerships.id'),
      )
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('severity', 'text', (col) =>
        col.notNull().check(sql`severity in (${listed(['critical', 'high', 'medium', 'low'])})`),
      )
      .addColumn('deadline_on', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('open')
          .check(sql`status in (${listed(['open', 'responded', 'closed'])})`),
      )
      .addColumn('response', 'text')
      .addColumn('responded_at', 'text')
      .addColumn('note', 'text')
      .addColumn('closed_at', 'text')
      .addColumn('closed_by', 'integer', auditRef),
  ).execute();
  await db.schema
    .createIndex('vendor_audit_findings_partnership_idx')
    .on('vendor_audit_findings')
    .columns(['partnership_id', 'status'])
    .execute();

  // The status a solution had before the partnership's hold put it under review.
  await db.schema.alterTable('vendor_solutions').addColumn('held_from', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor_solutions').dropColumn('held_from').execute();
  await db.schema.dropTable('vendor_audit_findings').execute();
  await db.schema.dropTable('vendor_audits').execute();
}
