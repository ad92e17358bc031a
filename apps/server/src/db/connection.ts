import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** `select 1`; false, never an exception, when the database cannot answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function engineOf(url: string): Engine {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  // Only the scheme is echoed: the rest of a URL may carry a password.
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? '(no scheme)';
  throw new Error(
    `Unsupported DATABASE_URL scheme ${scheme}: use file:<path> for SQLite or postgres://user@host:port/db for PostgreSQL`,
  );
}

export function openDatabase(url: string): DatabaseHandle {
  const engine = engineOf(url);
  const db = new Kysely<Database>({
    dialect: engine === 'sqlite' ? sqliteDialect(url) : postgresDialect(url),
  });
  let closing: Promise<void> | undefined;
  return {
    db,
    engine,
    async ping() {
      if (closing) return false;
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      // A second end() on a pg pool throws; closing twice is a no-op instead.
      closing ??= db.destroy();
      return closing;
    },
  };
}

export function sqlitePath(url: string): string {
  return url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
}

function sqliteDialect(url: string): SqliteDialect {
  const path = sqlitePath(url);
  mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // Other processes (a second instance, a CLI) may hold the write lock for a moment.
  database.pragma('busy_timeout = 5000');
  // Durable across a process crash in WAL mode; only a power loss can lose the last commits.
  database.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database });
}

// count(*) and sum() are int8 on PostgreSQL, which pg returns as strings; SQLite gives numbers.
// Counts stay far below 2^53, so both engines return plain numbers.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function postgresDialect(url: string): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    types,
  });
  // An idle client losing its server emits here; unhandled, that would crash the process.
  // The next query gets a fresh client and reports the failure where it can be handled.
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}
