import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection';
import { freePort } from '../../../../e2e/support/free-port';
import { createTestDatabase } from '../helpers/database';

const serverDir = new URL('../..', import.meta.url).pathname;

/** Every row of the tables a start writes, to compare one start with the next. */
async function snapshot(url: string) {
  const handle = openDatabase(url);
  try {
    const tables = [
      'users',
      'roles',
      'account_types',
      'account_statuses',
      'service_categories',
      'committee_roles',
      'countries',
    ] as const;
    const rows: Record<string, unknown[]> = {};
    for (const table of tables)
      rows[table] = await handle.db.selectFrom(table).selectAll().orderBy('id').execute();
    return rows;
  } finally {
    await handle.close();
  }
}

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs the real entry point; stops it with SIGTERM once `until` has been seen on stdout. */
function runServer(
  env: NodeJS.ProcessEnv,
  until?: (stdout: string) => boolean,
  onReady?: () => Promise<void>,
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    let stopping = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stopping && until?.(stdout)) {
        stopping = true;
        (onReady ? onReady() : Promise.resolve()).then(
          () => child.kill('SIGTERM'),
          (err: unknown) => {
            child.kill('SIGKILL');
            reject(err);
          },
        );
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const database = await createTestDatabase();
afterAll(() => database.destroy());

describe('starting the server', () => {
  it('stops on a bad config value with one line naming it', async () => {
    const run = await runServer({ PORT: 'abc' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it('migrates, seeds, prints the administrator once, serves health and shuts down cleanly; a second start changes nothing', async () => {
    await database.handle.close();
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATABASE_URL: database.url,
      APP_KEY: 'a-start-up-test-key-of-32-characters-or-more',
    };
    let health: unknown;
    const ready = (out: string) => out.includes('Portal ready');
    const first = await runServer(env, ready, async () => {
      health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/email: {4}admin@localhost\n {2}password: \S{16,}\n/);
    expect(health).toMatchObject({ status: 'success', data: { database: { reachable: true } } });

    const afterFirst = await snapshot(database.url);
    expect(afterFirst.users).toHaveLength(1);

    const second = await runServer(env, ready);
    expect(await snapshot(database.url)).toEqual(afterFirst);
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain('Administrator created');
    expect(second.stdout).toContain(`Portal ready on http://localhost:${port}`);
  }, 30_000);
});
