import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Server-level connection for CREATE/DROP DATABASE; never points at a test database. */
export const adminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// Names carry the run (its start time, base 36, and a random part) so that a run cleans up only
// its own databases while other runs share the server: portal_tpl_<run>, portal_t_<run>_<random>.
const prefix = 'portal_';
const staleAfterMs = 24 * 60 * 60 * 1000;

export function newRunId(): string {
  return `${Math.floor(Date.now() / 1000).toString(36)}_${hex(2)}`;
}

export const templateName = (runId: string) => `${prefix}tpl_${runId}`;
export const runIdOf = (template: string) => template.slice(`${prefix}tpl_`.length);
export const testDatabaseName = (runId: string) => `${prefix}t_${runId}_${hex(6)}`;

/** host:port only: a URL may carry a password. */
export function describeServer(url: string = adminUrl): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '5432'}`;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(
  statement: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<R>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export const dropDatabase = (name: string) =>
  adminQuery(`drop database if exists ${name} with (force)`);

/** Drops this run's databases, and those of runs older than a day (killed before tearing down). */
export async function dropRunDatabases(runId: string): Promise<void> {
  const rows = await adminQuery<{ datname: string }>(
    `select datname from pg_database where datname like 'portal\\_t%'`,
  );
  for (const { datname } of rows) {
    const started = parseInt(datname.split('_')[2] ?? '', 36) * 1000;
    const ours = datname === templateName(runId) || datname.startsWith(`${prefix}t_${runId}_`);
    if (ours || Date.now() - started > staleAfterMs) await dropDatabase(datname);
  }
}

function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}
