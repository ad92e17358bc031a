import { sql, type Kysely } from 'kysely';
import { isSqlite } from './helpers';

// Substring search over 100,000 users within the p99 target of record 0015: a scan
// with lower(...) LIKE '%term%' took hundreds of milliseconds on either engine.
// - PostgreSQL: trigram GIN indexes on exactly the expressions the search compares
//   (lower(column) LIKE ...), so the query stays the same on both engines.
// - SQLite: an FTS5 trigram index over the same columns, kept in step by triggers; the search
//   asks it for terms of three characters or more.
const columns = ['name', 'email', 'phone'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isSqlite(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of columns) {
      await sql`create index ${sql.raw(`users_${column}_trgm_idx`)} on users using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  await sql`create virtual table users_search using fts5(name, email, phone, content='users', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search(rowid, name, email, phone) values (new.id, new.name, new.email, new.phone);
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    insert into users_search(users_search, rowid, name, email, phone) values ('delete', old.id, old.name, old.email, old.phone);
  end`.execute(db);
  await sql`create trigger users_search_update after update of name, email, phone on users begin
    insert into users_search(users_search, rowid, name, email, phone) values ('delete', old.id, old.name, old.email, old.phone);
    insert into users_search(rowid, name, email, phone) values (new.id, new.name, new.email, new.phone);
  end`.execute(db);
  await sql`insert into users_search(users_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isSqlite(db)) {
    for (const column of columns) {
      await sql`drop index if exists ${sql.raw(`users_${column}_trgm_idx`)}`.execute(db);
    }
    return;
  }
  for (const trigger of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`users_search_${trigger}`)}`.execute(db);
  }
  await sql`drop table if exists users_search`.execute(db);
}
