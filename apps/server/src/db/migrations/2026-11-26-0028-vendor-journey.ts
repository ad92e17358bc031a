import { sql, type Kysely } from 'kysely';
import {
  stageCountTriggersPostgres,
  stageCountTriggersSqlite,
} from './2026-11-24-0022-application-lists-at-volume';
import { auditRef, isSqlite, timestamp, withId, withTimestamps } from './helpers';

/*
 * The vendor journey (decision record 0054): a vendor application is a row of `applications`,
 * `journey` 'vendor', so that the stage history, documents, scorecards and letters (and, later,
 * invoices) serve it as they serve land. Its own answers are columns beside the land's; its
 * solutions, their conditions and their review history have tables of their own; calls for
 * expressions of interest are `vendor_calls`.
 *
 * The stages are written out here, not imported: a migration is frozen in time.
 */
const LAND_STAGES = [
  'draft',
  'submitted',
  'under_evaluation',
  'correction_requested',
  'approved',
  'rejected',
  'intent_accepted',
  'offer_issued',
  'premium_paid',
  'lease_registered',
  'handed_over',
  'withdrawn',
];
const VENDOR_ONLY_STAGES = ['clarification_requested', 'decided'];

const listed = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  const money = isSqlite(db) ? 'integer' : 'bigint';

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_calls'))
      // 'VEOI-2026-01': the year it opens and its number in that year.
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      // JSON array of the categories it takes.
      .addColumn('categories', 'text', (col) => col.notNull())
      .addColumn('opens_at', 'text', (col) => col.notNull())
      .addColumn('closes_at', 'text', (col) => col.notNull())
      .addColumn('created_by', 'integer', auditRef)
      .addColumn('updated_by', 'integer', auditRef),
  )
    .addCheckConstraint('vendor_calls_window_check', sql`closes_at > opens_at`)
    .execute();

  // Stage counts per journey: dropped with their triggers and made again from the rows.
  await dropStageCounts(db);

  await db.schema
    .alterTable('applications')
    .addColumn('journey', 'text', (col) =>
      col
        .notNull()
        .defaultTo('land')
        .check(sql`journey in ('land', 'vendor')`),
    )
    .execute();
  const vendorColumns = [
    // A call with applications cannot be deleted; the database holds it too.
    ['call_id', 'integer', (col: any) => col.references('vendor_calls.id').onDelete('restrict')],
    ['year_founded', 'integer'],
    ['website', 'text'],
    // 'YYYY-MM-DD': the signatory must be 18 on the day of submission.
    ['signatory_date_of_birth', 'text'],
    ['markets', 'text'],
    ['target_customers_first_year', 'integer'],
    // Minor units of the authority's currency.
    ['target_revenue_first_year', money],
    // The authority's share of the vendor's revenue, in basis points, set with the decision.
    ['share_bps', 'integer'],
  ] as const;
  for (const [name, type, build] of vendorColumns) {
    await db.schema
      .alterTable('applications')
      .addColumn(name, type, build ?? ((col) => col))
      .execute();
  }
  await widenStageCheck(db);
  await db.schema
    .createIndex('applications_journey_stage_idx')
    .on('applications')
    .columns(['journey', 'stage', 'id'])
    .execute();
  await db.schema
    .createIndex('applications_call_idx')
    .on('applications')
    .columns(['call_id'])
    .execute();

  await createStageCounts(db);

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('vendor_solutions'))
      .addColumn('application_id', 'integer', (col) =>
        col.notNull().references('applications.id').onDelete('cascade'),
      )
      .addColumn('name', 'text')
      .addColumn('category', 'text')
      .addColumn('service_model', 'text')
      .addColumn('data_location_country', 'text')
      .addColumn('data_location_facility', 'text')
      // JSON [{name, other, expires_on}].
      .addColumn('certifications', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('exit_plan', 'text')
      .addColumn('description', 'text')
      // Null while the application is a draft; the register's word for it after.
      .addColumn('review_status', 'text', (col) =>
        col.check(
          sql`review_status in ('in_process', 'approved', 'approved_with_conditions', 'not_recommended', 'not_approved', 'review_required', 'withdrawn')`,
        ),
      )
      // Its verification code in the public register, given with its first decision.
      .addColumn('code', 'text', (col) => col.unique())
      .addColumn('decided_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('vendor_solutions_application_idx')
    .on('vendor_solutions')
    .columns(['application_id', 'id'])
    .execute();
  await db.schema
    .createIndex('vendor_solutions_status_idx')
    .on('vendor_solutions')
    .columns(['review_status', 'id'])
    .execute();

  await withId(db, db.schema.createTable('vendor_solution_conditions'))
    .addColumn('solution_id', 'integer', (col) =>
      col.notNull().references('vendor_solutions.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', timestamp(db))
    .execute();
  await db.schema
    .createIndex('vendor_solution_conditions_solution_idx')
    .on('vendor_solution_conditions')
    .columns(['solution_id', 'id'])
    .execute();

  // Every change of a solution's review status: its public history and the register's feed.
  await withId(db, db.schema.createTable('vendor_solution_status_changes'))
    .addColumn('solution_id', 'integer', (col) =>
      col.notNull().references('vendor_solutions.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('vendor_solution_status_changes_solution_idx')
    .on('vendor_solution_status_changes')
    .columns(['solution_id', 'id'])
    .execute();
  await db.schema
    .createIndex('vendor_solution_status_changes_at_idx')
    .on('vendor_solution_status_changes')
    .columns(['at'])
    .execute();
}

/**
 * Lets `applications.stage` hold the vendor stages too. PostgreSQL replaces the constraint;
 * SQLite cannot alter one, so the table is made again with the wider check, by the procedure of
 * SQLite's ALTER TABLE documentation: foreign keys off (a drop would otherwise cascade into the
 * history, documents and letters), copy, drop, rename, its indexes and triggers made again, and
 * the foreign keys checked before the commit.
 */
async function widenStageCheck(db: Kysely<any>) {
  const wider = sql.raw(listed([...LAND_STAGES, ...VENDOR_ONLY_STAGES]));
  if (!isSqlite(db)) {
    await sql`alter table applications drop constraint applications_stage_check`.execute(db);
    await sql`alter table applications add constraint applications_stage_check
      check (stage in (${wider}))`.execute(db);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
      where tbl_name = 'applications' and sql is not null order by type = 'table' desc`.execute(db);
    const [table, ...dependants] = rows;
    const narrow = `stage in (${listed(LAND_STAGES)})`;
    const wide = `stage in (${listed([...LAND_STAGES, ...VENDOR_ONLY_STAGES])})`;
    // Already wide where this migration was undone before: `down` leaves the check as it is.
    if (table?.sql.includes(wide)) {
      await sql`commit`.execute(db);
      return;
    }
    if (!table?.sql.includes(narrow))
      throw new Error('applications: the stage check is not as made');
    const rebuilt = table.sql
      .replace(narrow, wide)
      .replace(/^create table "?applications"?/i, 'create table "applications_rebuilt"');
    await sql.raw(rebuilt).execute(db);
    await sql`insert into applications_rebuilt select * from applications`.execute(db);
    await sql`drop table applications`.execute(db);
    await sql`alter table applications_rebuilt rename to applications`.execute(db);
    for (const dependant of dependants) await sql.raw(dependant!.sql).execute(db);
    const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
    if (broken.length > 0) throw new Error('applications: foreign keys broken by the rebuild');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function dropStageCounts(db: Kysely<any>) {
  if (isSqlite(db)) {
    for (const change of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.raw(`application_stage_counts_${change}`)}`.execute(db);
    }
  } else {
    for (const change of ['insert', 'delete', 'update', 'truncate']) {
      await sql`drop trigger ${sql.raw(`application_stage_counts_${change}`)} on applications`.execute(
        db,
      );
    }
    for (const name of ['insert', 'delete', 'update', 'reset']) {
      await sql`drop function ${sql.raw(`application_stage_counts_${name}`)}()`.execute(db);
    }
  }
  await db.schema.dropTable('application_stage_counts').execute();
}

/** The triggers of migration 0022, per journey and stage instead of per stage. */
async function createStageCounts(db: Kysely<any>) {
  await db.schema
    .createTable('application_stage_counts')
    .addColumn('journey', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('row_count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('application_stage_counts_pk', ['journey', 'stage'])
    .execute();
  await sql`insert into application_stage_counts (journey, stage, row_count)
    select journey, stage, count(*) from applications group by journey, stage`.execute(db);
  if (isSqlite(db)) {
    const add = (row: 'new' | 'old', n: 1 | -1) =>
      sql.raw(`insert into application_stage_counts (journey, stage, row_count)
        values (${row}.journey, ${row}.stage, ${n})
        on conflict (journey, stage) do update set row_count = row_count + excluded.row_count;`);
    await sql`create trigger application_stage_counts_insert after insert on applications begin
      ${add('new', 1)}
    end`.execute(db);
    await sql`create trigger application_stage_counts_delete after delete on applications begin
      ${add('old', -1)}
    end`.execute(db);
    await sql`create trigger application_stage_counts_update after update of stage on applications
      when old.stage <> new.stage begin
      ${add('old', -1)}
      ${add('new', 1)}
    end`.execute(db);
    return;
  }
  for (const [name, delta] of [
    ['insert', sql`select journey, stage, count(*) as n from added group by journey, stage`],
    ['delete', sql`select journey, stage, -count(*) as n from removed group by journey, stage`],
    [
      'update',
      sql`select journey, stage, sum(n) as n from (
            select removed.journey, removed.stage, -1 as n from removed
              join added on added.id = removed.id where added.stage <> removed.stage
            union all
            select added.journey, added.stage, 1 from removed
              join added on added.id = removed.id where added.stage <> removed.stage) as moved
          group by journey, stage`,
    ],
  ] as const) {
    // Rows changed in one order, so two steps at once wait for each other, never deadlock.
    await sql`create function ${sql.raw(`application_stage_counts_${name}`)}() returns trigger
      language plpgsql as $$
      declare
        moved record;
      begin
        for moved in select journey, stage, n from (${delta}) as delta order by journey, stage loop
          insert into application_stage_counts as kept (journey, stage, row_count)
            values (moved.journey, moved.stage, moved.n)
            on conflict (journey, stage)
            do update set row_count = kept.row_count + excluded.row_count;
        end loop;
        return null;
      end $$`.execute(db);
  }
  await sql`create trigger application_stage_counts_insert after insert on applications
    referencing new table as added for each statement
    execute function application_stage_counts_insert()`.execute(db);
  await sql`create trigger application_stage_counts_delete after delete on applications
    referencing old table as removed for each statement
    execute function application_stage_counts_delete()`.execute(db);
  await sql`create trigger application_stage_counts_update after update on applications
    referencing old table as removed new table as added for each statement
    execute function application_stage_counts_update()`.execute(db);
  await sql`create function application_stage_counts_reset() returns trigger language plpgsql as $$
    begin
      delete from application_stage_counts;
      return null;
    end $$`.execute(db);
  await sql`create trigger application_stage_counts_truncate after truncate on applications
    for each statement execute function application_stage_counts_reset()`.execute(db);
}

/** Back to the land journey alone: every vendor application and call is lost. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'vendor_solution_status_changes',
    'vendor_solution_conditions',
    'vendor_solutions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`delete from applications where journey = 'vendor'`.execute(db);
  await dropStageCounts(db);
  await db.schema.dropIndex('applications_call_idx').execute();
  await db.schema.dropIndex('applications_journey_stage_idx').execute();
  if (!isSqlite(db)) {
    await sql`alter table applications drop constraint applications_stage_check`.execute(db);
    await sql`alter table applications add constraint applications_stage_check
      check (stage in (${sql.raw(listed(LAND_STAGES))}))`.execute(db);
  }
  // SQLite keeps the wider check: no land stage is refused by it, and a rebuild to narrow it
  // again would cost more than it guards.
  for (const column of [
    'share_bps',
    'target_revenue_first_year',
    'target_customers_first_year',
    'markets',
    'signatory_date_of_birth',
    'website',
    'year_founded',
    'call_id',
    'journey',
  ]) {
    await db.schema.alterTable('applications').dropColumn(column).execute();
  }
  await db.schema.dropTable('vendor_calls').execute();
  // The counts of migration 0022 again, per stage.
  await db.schema
    .createTable('application_stage_counts')
    .addColumn('stage', 'text', (col) => col.primaryKey())
    .addColumn('row_count', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into application_stage_counts (stage, row_count)
    select stage, count(*) from applications group by stage`.execute(db);
  if (isSqlite(db)) await stageCountTriggersSqlite(db);
  else await stageCountTriggersPostgres(db);
}
