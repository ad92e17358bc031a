import { sql, type Kysely } from 'kysely';
import { isSqlite } from './helpers';

// The applications queue and the invoices list at 20,000 applications (record 0034): each page
// counted its whole list and each search scanned it, tens of milliseconds a call on either engine.
// - Searches: trigram indexes on the columns the lists search, as migration 0009 did for users
//   (PostgreSQL: GIN on lower(column), serving the query as it is; SQLite: FTS5 trigram tables
//   kept in step by triggers).
// - Totals kept by triggers, exact: the invoices' in `row_counts` (as migration 0011 does for
//   users), and the applications' per stage in `application_stage_counts`, from which the queue's
//   unfiltered and per-stage totals are summed.
const searched = {
  applications: ['reference', 'organisation_name', 'project_title'],
  invoices: ['number'],
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(searched)) {
    await searchIndex(db, table, columns);
  }
  // A stage's applications newest first, without sorting them: the queue filtered by stage.
  await db.schema
    .createIndex('applications_stage_id_idx')
    .on('applications')
    .columns(['stage', 'id'])
    .execute();

  await sql`insert into row_counts (table_name, row_count) select 'invoices', count(*) from invoices`.execute(
    db,
  );
  if (isSqlite(db)) {
    await sql`create trigger invoices_count_insert after insert on invoices begin
      update row_counts set row_count = row_count + 1 where table_name = 'invoices';
    end`.execute(db);
    await sql`create trigger invoices_count_delete after delete on invoices begin
      update row_counts set row_count = row_count - 1 where table_name = 'invoices';
    end`.execute(db);
  } else {
    // The functions of migration 0011, which count per statement from the transition tables.
    await sql`create trigger invoices_count_insert after insert on invoices
      referencing new table as changed for each statement execute function row_counts_add()`.execute(
      db,
    );
    await sql`create trigger invoices_count_delete after delete on invoices
      referencing old table as changed for each statement execute function row_counts_subtract()`.execute(
      db,
    );
    await sql`create trigger invoices_count_truncate after truncate on invoices
      for each statement execute function row_counts_reset()`.execute(db);
  }

  await db.schema
    .createTable('application_stage_counts')
    .addColumn('stage', 'text', (col) => col.primaryKey())
    .addColumn('row_count', 'bigint', (col) => col.notNull())
    .execute();
  // A stage gets its row with its first application; a stage without one has none (0).
  await sql`insert into application_stage_counts (stage, row_count)
    select stage, count(*) from applications group by stage`.execute(db);
  if (isSqlite(db)) await stageCountTriggersSqlite(db);
  else await stageCountTriggersPostgres(db);
}

async function searchIndex(db: Kysely<any>, table: string, columns: readonly string[]) {
  if (!isSqlite(db)) {
    for (const column of columns) {
      await sql`create index ${sql.raw(`${table}_${column}_trgm_idx`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  const index = `${table}_search`;
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  await sql
    .raw(
      `create virtual table ${index} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${index}_insert after insert on ${table} begin
        insert into ${index}(rowid, ${list}) values (new.id, ${values('new')});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${index}_delete after delete on ${table} begin
        insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${values('old')});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${index}_update after update of ${list} on ${table} begin
        insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${values('old')});
        insert into ${index}(rowid, ${list}) values (new.id, ${values('new')});
      end`,
    )
    .execute(db);
  await sql.raw(`insert into ${index}(${index}) values ('rebuild')`).execute(db);
}

export async function stageCountTriggersSqlite(db: Kysely<any>) {
  const add = (row: 'new' | 'old', n: 1 | -1) =>
    sql.raw(`insert into application_stage_counts (stage, row_count) values (${row}.stage, ${n})
      on conflict (stage) do update set row_count = row_count + excluded.row_count;`);
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
}

/**
 * Per statement, from the transition tables, so that a bulk change updates each stage's row
 * once. The rows are changed in the stages' order, so that two steps taken at once, which may
 * both lock two stages' rows, wait for each other instead of deadlocking.
 */
export async function stageCountTriggersPostgres(db: Kysely<any>) {
  for (const [name, delta] of [
    ['insert', sql`select stage, count(*) as n from added group by stage`],
    ['delete', sql`select stage, -count(*) as n from removed group by stage`],
    [
      'update',
      sql`select stage, sum(n) as n from (
            select removed.stage, -1 as n from removed join added on added.id = removed.id
              where added.stage <> removed.stage
            union all
            select added.stage, 1 from removed join added on added.id = removed.id
              where added.stage <> removed.stage) as moved
          group by stage`,
    ],
  ] as const) {
    await sql`create function ${sql.raw(`application_stage_counts_${name}`)}() returns trigger
      language plpgsql as $$
      declare
        moved record;
      begin
        for moved in select stage, n from (${delta}) as delta order by stage loop
          insert into application_stage_counts as kept (stage, row_count)
            values (moved.stage, moved.n)
            on conflict (stage) do update set row_count = kept.row_count + excluded.row_count;
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
  // Every update, as PostgreSQL allows no column list with transition tables: one that changes
  // no stage finds nothing to count, and locks no row.
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

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const change of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.raw(`application_stage_counts_${change}`)}`.execute(
        db,
      );
    }
    for (const change of ['insert', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`invoices_count_${change}`)}`.execute(db);
    }
    for (const table of Object.keys(searched)) {
      for (const change of ['insert', 'delete', 'update']) {
        await sql`drop trigger if exists ${sql.raw(`${table}_search_${change}`)}`.execute(db);
      }
      await sql`drop table if exists ${sql.raw(`${table}_search`)}`.execute(db);
    }
  } else {
    for (const change of ['insert', 'delete', 'update', 'truncate']) {
      await sql`drop trigger if exists ${sql.raw(`application_stage_counts_${change}`)} on applications`.execute(
        db,
      );
    }
    for (const name of ['insert', 'delete', 'update', 'reset']) {
      await sql`drop function if exists ${sql.raw(`application_stage_counts_${name}`)}()`.execute(
        db,
      );
    }
    for (const change of ['insert', 'delete', 'truncate']) {
      await sql`drop trigger if exists ${sql.raw(`invoices_count_${change}`)} on invoices`.execute(
        db,
      );
    }
    for (const [table, columns] of Object.entries(searched)) {
      for (const column of columns) {
        await sql`drop index if exists ${sql.raw(`${table}_${column}_trgm_idx`)}`.execute(db);
      }
    }
  }
  await db.schema.dropIndex('applications_stage_id_idx').execute();
  await sql`delete from row_counts where table_name = 'invoices'`.execute(db);
  await db.schema.dropTable('application_stage_counts').execute();
}
