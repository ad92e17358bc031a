import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/connection';
import { createTestDatabase } from '../helpers/database';
import { spawnServer, startServer } from '../helpers/server-process';
import { scaled } from '../../../../e2e/support/machine';

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

const database = await createTestDatabase();
afterAll(() => database.destroy());

describe('starting the server', () => {
  it('stops on a bad config value with one line naming it', async () => {
    const run = await spawnServer({ PORT: 'abc' }).exited;
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it(
    'migrates, seeds, prints the administrator once, serves health and shuts down cleanly; a second start changes nothing',
    async () => {
      await database.handle.close();
      const env = {
        DATABASE_URL: database.url,
        APP_KEY: 'a-start-up-test-key-of-32-characters-or-more',
      };
      const server = await startServer(env);
      const health: unknown = await (await fetch(`${server.url}/api/health`)).json();
      const first = await server.stop();
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/email: {4}admin@localhost\n {2}password: \S{16,}\n/);
      expect(health).toMatchObject({ status: 'success', data: { database: { reachable: true } } });

      const afterFirst = await snapshot(database.url);
      expect(afterFirst.users).toHaveLength(1);

      const again = await startServer(env);
      const second = await again.stop();
      expect(await snapshot(database.url)).toEqual(afterFirst);
      expect(second.code).toBe(0);
      expect(second.stdout).not.toContain('Administrator created');
      expect(second.stdout).toContain(`Portal ready on http://localhost:${again.port}`);
    },
    scaled(30_000),
  );
});
