// The built portal on either engine: SQLite in a throw-away file, or PostgreSQL in a database of
// its own, created for the run and dropped after it.
import pg from 'pg';
import { startPortal } from '../support/portal-process.mjs';

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const ENGINES = ['SQLite', 'PostgreSQL'];

/** Starts the portal on `engine`; `stop()` also drops a PostgreSQL run's database. */
export async function startPortalOn(engine, env = {}) {
  if (engine === 'SQLite') {
    const portal = await startPortal(env);
    return { ...portal, stop: async () => portal.stop() };
  }
  const name = `portal_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const portal = await startPortal({
    DATABASE_URL: url.toString(),
    APP_KEY: 'a-benchmark-key-of-32-characters-or-more',
    ...env,
  });
  return {
    ...portal,
    stop: async () => {
      portal.stop();
      // The server's connections close with it; drop waits for none of them.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
