import { sql, type Kysely } from 'kysely';
import { isSqlite, rebuildSqliteTable } from './helpers';

// The evidence a vendor sends with a quarter's actuals or an answer to an audit finding is kept
// with the documents of the application that opened the partnership, held by the review or the
// finding it supports (decision record 0062). A document is evidence exactly when it has one of
// them, and never both.

const HOLDER = sql`(vendor_review_id is null or vendor_finding_id is null)
  and (kind = 'evidence') = (vendor_review_id is not null or vendor_finding_id is not null)`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('application_documents')
    .addColumn('vendor_review_id', 'integer', (col) =>
      col.references('vendor_reviews.id').onDelete('cascade'),
    )
    .execute();
  // A column's check, not the table's, which SQLite cannot add to a table that exists.
  await db.schema
    .alterTable('application_documents')
    .addColumn('vendor_finding_id', 'integer', (col) =>
      col.references('vendor_audit_findings.id').onDelete('cascade').check(HOLDER),
    )
    .execute();
  await sql`create index application_documents_review_idx
    on application_documents (vendor_review_id, id) where vendor_review_id is not null`.execute(db);
  await sql`create index application_documents_finding_idx
    on application_documents (vendor_finding_id, id) where vendor_finding_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from application_documents where kind = 'evidence'`.execute(db);
  await sql`drop index application_documents_finding_idx`.execute(db);
  await sql`drop index application_documents_review_idx`.execute(db);
  if (isSqlite(db)) {
    // SQLite drops no column that has a foreign key: the table is made again without them.
    await rebuildSqliteTable(db, 'application_documents', (created) =>
      created.replace(/, "vendor_review_id" integer references .*\)\s*$/s, ')'),
    );
  } else {
    await db.schema.alterTable('application_documents').dropColumn('vendor_finding_id').execute();
    await db.schema.alterTable('application_documents').dropColumn('vendor_review_id').execute();
  }
}
