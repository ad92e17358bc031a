import { hash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { changeAnnouncer, type ChangeAnnouncer } from './changes';
import { isDatabaseUnavailable } from './errors';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle extends ChangeAnnouncer {
  db: Kysely<Database>;
  engine: Engine;
  /** `select 1`; false, never an exception, when the database cannot answer within `withinMs`. */
  ping(withinMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * How long a request may wait on the database (record 0018). Unset, nothing is bounded: for
 * migrations, which run once before the server listens and may take long on a big table.
 */
export interface DatabaseLimits {
  /** A query's time limit: PostgreSQL's statement_timeout, enforced by the client as well; SQLite's busy_timeout. */
  queryTimeoutMs: number;
  /** How long a query waits for a free PostgreSQL connection, connecting included. */
  poolWaitMs: number;
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

export function openDatabase(url: string, limits?: DatabaseLimits): DatabaseHandle {
  const engine = engineOf(url);
  const db = new Kysely<Database>({
    dialect: engine === 'sqlite' ? sqliteDialect(url, limits) : postgresDialect(url, limits),
  });
  let closing: Promise<void> | undefined;
  return {
    db,
    engine,
    ...changeAnnouncer(db),
    async ping(withinMs = Infinity) {
      if (closing) return false;
      let timer: NodeJS.Timeout | undefined;
      // A stalled connection answers nothing: give up waiting; the query's own limits end it.
      const late = new Promise<boolean>((resolve) => {
        if (withinMs !== Infinity) timer = setTimeout(() => resolve(false), withinMs);
      });
      const answered = sql`select 1`.execute(db).then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([answered, late]);
      } finally {
        clearTimeout(timer);
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

function sqliteDialect(url: string, limits: DatabaseLimits | undefined): SqliteDialect {
  const path = sqlitePath(url);
  mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // Other processes (a second instance, a CLI) may hold the write lock for a moment; past the
  // limit SQLITE_BUSY answers 503.
  database.pragma(`busy_timeout = ${limits?.queryTimeoutMs ?? 5000}`);
  // Durable across a process crash in WAL mode; only a power loss can lose the last commits.
  database.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database: reusingStatements(database) });
}

/**
 * Kysely prepares every query afresh, which took an eighth of a users page's time (record 0015).
 * Statements are kept by their SQL text instead; better-sqlite3 runs each one to completion
 * synchronously, so a statement never serves two queries at once. Bounded, because a list's
 * `in (?, ?, ...)` varies with the page size.
 */
function reusingStatements(database: SQLite.Database) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    prepare(text: string): SQLite.Statement {
      let statement = statements.get(text);
      if (!statement) {
        statement = database.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
    close: () => database.close(),
  };
}

// count(*) and sum() are int8 on PostgreSQL, which pg returns as strings; SQLite gives numbers.
// Counts stay far below 2^53, so both engines return plain numbers.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

// The client's own limit runs a little past statement_timeout, so that a server that is alive
// cancels the query itself and the connection is kept; only a silent one is given up on.
const CLIENT_MARGIN_MS = 500;

function postgresDialect(url: string, limits: DatabaseLimits | undefined): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: limits?.poolWaitMs ?? 5000,
    ...(limits && {
      statement_timeout: limits.queryTimeoutMs,
      query_timeout: limits.queryTimeoutMs + CLIENT_MARGIN_MS,
    }),
    types,
  });
  // An idle client losing its server emits here; unhandled, that would crash the process.
  // The next query gets a fresh client and reports the failure where it can be handled.
  pool.on('error', () => {});
  return new PostgresDialect({ pool: reusingPlans(pool) });
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it on each call: planning the
 * users page's six-table join took 1.6 ms, ten times its execution (record 0015). Named by a
 * digest of their text, queries become prepared statements on each connection and are planned
 * once there. Queries without parameters (DDL, transaction control) stay unnamed.
 *
 * A connection that failed (its socket lost, a query past its time limit) is thrown away on
 * release rather than handed to the next request, and refuses further queries at once: a rollback
 * queued behind a stalled query would wait out a second time limit (record 0018).
 */
function reusingPlans(pool: pg.Pool) {
  const clients = new WeakMap<
    pg.PoolClient,
    { query: pg.PoolClient['query']; release: () => void }
  >();
  const named = (client: pg.PoolClient) => {
    let failed: Error | undefined;
    // pg-pool listens only while a client is idle: a checked-out client losing its socket emits
    // 'error' here, which unheard would end the process. Its queries reject with the cause too.
    client.on('error', (error) => (failed ??= error));
    const query = async (text: string, values?: unknown[]) => {
      if (failed) throw failed;
      try {
        return await client.query(
          values && values.length > 0
            ? { name: hash('sha1', text, 'base64url'), text, values }
            : { text, values },
        );
      } catch (error) {
        if (isDatabaseUnavailable(error)) failed ??= error as Error;
        throw error;
      }
    };
    return {
      query: query as pg.PoolClient['query'],
      // With an error pg-pool destroys the client instead of keeping it.
      release: () => client.release(failed),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = named(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
