import { connect } from 'node:net';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { scaled } from '../../e2e/support/machine';

const postgresUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const postgresAt = `${postgresUrl.hostname}:${postgresUrl.port || '5432'}`;
const ci = Boolean(process.env.CI) && process.env.CI !== 'false';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1500 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

function engineProject(engine: 'sqlite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    // `@server/*` and `@server-test/*` come from tsconfig.json's paths (esbuild reads them too).
    resolve: { tsconfigPaths: true },
    test: {
      name: engine,
      pool: 'forks',
      // A worker keeps the modules it has loaded from one test file to the next: each file still
      // gets its own database and app, and loading the server's modules again for each of ~90
      // files was half the suite's time (record 0045).
      isolate: false,
      include: ['test/**/*.test.ts'],
      env: { TEST_DB_ENGINE: engine },
      globalSetup: ['./test/helpers/global-setup.ts'],
      // A ceiling, not a speed check: some tests start the server as a child process, which a
      // busy shared machine can slow to several seconds (speed is measured by `npm run bench`).
      // It follows the machine (record 0045).
      testTimeout: scaled(20_000),
      hookTimeout: scaled(20_000),
    },
  };
}

export default defineConfig(async () => {
  const postgresUp = await reachable(
    postgresUrl.hostname.replace(/^\[|\]$/g, ''),
    Number(postgresUrl.port || 5432),
  );
  // In CI an unreachable server is a failure (the global setup reports it), never a silent skip.
  const runPostgres = postgresUp || ci;
  if (!runPostgres) {
    console.warn(`PostgreSQL not reachable at ${postgresAt}: skipping the PostgreSQL run`);
  }
  return {
    test: {
      pool: 'forks',
      maxWorkers: 2,
      projects: [engineProject('sqlite'), ...(runPostgres ? [engineProject('postgres')] : [])],
    },
  };
});
