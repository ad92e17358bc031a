import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps, auditRef } from './helpers';

// The quarterly review of a vendor partnership (docs/product.md, "The vendor partnership"): one
// per partnership and quarter, whoever opens it; the members' scorecards on it; and the corrective
// actions a review that is not on track calls for.

const listed = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_reviews'))
      .addColumn('partnership_id', 'integer', (col) =>
        col.notNull().references('vendor_partnerships.id'),
      )
      .addColumn('year', 'integer', (col) => col.notNull())
      // 'YYYY-Qn', a calendar quarter of Nairobi's.
      .addColumn('quarter', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('open')
          .check(sql`status in ('open', 'finalised')`),
      )
      // JSON: what the vendor reported of the quarter; null until it reports.
      .addColumn('actuals', 'text')
      .addColumn('actuals_reported_at', 'text')
      // Kept when it is finalised, so that nothing later changes it: the plan it was scored
      // against, the criteria as they were, the total and the standing.
      .addColumn('workplan_id', 'integer', (col) => col.references('vendor_workplans.id'))
      .addColumn('criteria', 'text')
      .addColumn('total', 'real')
      .addColumn('standing', 'text', (col) =>
        col.check(sql`standing in (${listed(['on_track', 'needs_improvement', 'at_risk'])})`),
      )
      .addColumn('no_activity', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`no_activity in (0, 1)`),
      )
      .addColumn('finalised_at', 'text')
      .addColumn('finalised_by', 'integer', auditRef)
      .addUniqueConstraint('vendor_reviews_quarter_unique', ['partnership_id', 'quarter']),
  ).execute();
  await sql`create index vendor_reviews_open_idx on vendor_reviews (partnership_id)
    where status = 'open'`.execute(db);

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_review_scores'))
      .addColumn('review_id', 'integer', (col) =>
        col.notNull().references('vendor_reviews.id').onDelete('cascade'),
      )
      .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id'))
      // JSON `{criterion: points}`, null where a criterion does not apply.
      .addColumn('scores', 'text', (col) => col.notNull())
      .addColumn('total', 'real', (col) => col.notNull())
      .addColumn('comment', 'text')
      .addUniqueConstraint('vendor_review_scores_member_unique', ['review_id', 'member_id']),
  ).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_corrective_actions'))
      .addColumn('partnership_id', 'integer', (col) =>
        col.notNull().references('vendor_partnerships.id'),
      )
      .addColumn('review_id', 'integer', (col) => col.notNull().references('vendor_reviews.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('owner', 'text', (col) => col.notNull())
      .addColumn('due_on', 'text', (col) => col.notNull())
      .addColumn('milestone', 'text', (col) =>
        col
          .notNull()
          .defaultTo('planned')
          .check(sql`milestone in (${listed(['planned', 'in_progress', 'done', 'verified'])})`),
      ),
  ).execute();
  await db.schema
    .createIndex('vendor_corrective_actions_partnership_idx')
    .on('vendor_corrective_actions')
    .columns(['partnership_id', 'milestone'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_corrective_actions').execute();
  await db.schema.dropTable('vendor_review_scores').execute();
  await db.schema.dropTable('vendor_reviews').execute();
}
