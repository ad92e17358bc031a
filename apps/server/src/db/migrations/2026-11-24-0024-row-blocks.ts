import { sql, type Kysely } from 'kysely';
import { isSqlite } from './helpers';

// A deep page of a long list (page 5,000 of the users) skipped every row before it: 100,000
// index entries, 3 ms of PostgreSQL's time per call. Triggers keep how many rows each block of
// ids holds, so that a page finds its block from a hundred counts and skips within one block
// (record 0036, `deepPage` in lib/row-counts.ts). Ids are never updated, so inserts and deletes
// are all that move a count; PostgreSQL counts per statement from the transition tables.

/** Ids per block: a block's first id is a multiple of this. Fixed by the rows counted under it. */
export const ID_BLOCK_SIZE = 1024;

const blocked = ['users', 'invoices'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('row_blocks')
    .addColumn('table_name', 'text', (col) => col.notNull())
    .addColumn('block', 'integer', (col) => col.notNull())
    .addColumn('row_count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('row_blocks_pkey', ['table_name', 'block'])
    .execute();
  if (!isSqlite(db)) {
    // Blocks are changed in their order, so that two statements that both touch two blocks wait
    // for each other instead of deadlocking (as the stage counts of migration 0022 do).
    await sql`create function row_blocks_count() returns trigger language plpgsql as $$
      declare
        moved record;
      begin
        for moved in
          select id / ${sql.lit(ID_BLOCK_SIZE)} as block,
            count(*) * (case when TG_OP = 'INSERT' then 1 else -1 end) as n
          from changed group by 1 order by 1
        loop
          insert into row_blocks as kept (table_name, block, row_count)
            values (TG_TABLE_NAME, moved.block, moved.n)
            on conflict (table_name, block) do update set row_count = kept.row_count + excluded.row_count;
        end loop;
        return null;
      end $$`.execute(db);
    await sql`create function row_blocks_reset() returns trigger language plpgsql as $$
      begin
        delete from row_blocks where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
  }
  for (const table of blocked) {
    await sql`insert into row_blocks (table_name, block, row_count)
      select ${table}, id / ${sql.lit(ID_BLOCK_SIZE)}, count(*) from ${sql.table(table)}
      group by id / ${sql.lit(ID_BLOCK_SIZE)}`.execute(db);
    if (isSqlite(db)) {
      await sql`create trigger ${sql.raw(`${table}_block_insert`)} after insert on ${sql.table(table)} begin
        insert into row_blocks (table_name, block, row_count)
          values (${sql.lit(table)}, new.id / ${sql.lit(ID_BLOCK_SIZE)}, 1)
          on conflict (table_name, block) do update set row_count = row_count + 1;
      end`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_block_delete`)} after delete on ${sql.table(table)} begin
        update row_blocks set row_count = row_count - 1
          where table_name = ${sql.lit(table)} and block = old.id / ${sql.lit(ID_BLOCK_SIZE)};
      end`.execute(db);
      continue;
    }
    await sql`create trigger ${sql.raw(`${table}_block_insert`)} after insert on ${sql.table(table)}
      referencing new table as changed for each statement execute function row_blocks_count()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_block_delete`)} after delete on ${sql.table(table)}
      referencing old table as changed for each statement execute function row_blocks_count()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_block_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function row_blocks_reset()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of blocked) {
    for (const change of ['insert', 'delete', 'truncate']) {
      const trigger = sql.raw(`${table}_block_${change}`);
      if (isSqlite(db)) await sql`drop trigger if exists ${trigger}`.execute(db);
      else await sql`drop trigger if exists ${trigger} on ${sql.table(table)}`.execute(db);
    }
  }
  if (!isSqlite(db)) {
    for (const name of ['row_blocks_count', 'row_blocks_reset']) {
      await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
    }
  }
  await db.schema.dropTable('row_blocks').execute();
}
