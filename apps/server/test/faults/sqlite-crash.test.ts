import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/connection';
import { xsrf } from '../helpers/app';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/database';
import { signInOver } from '../helpers/server-calls';
import { startServer } from '../helpers/server-process';
import { scaled } from '../../../../e2e/support/machine';

const admin = { email: 'crash@example.com', password: 'crash-test-password' };
const WRITES = 200;
// Killed once this many writes have been acknowledged: the rest are in flight or not yet sent.
const KILL_AFTER = 40;

let database: TestDatabase | undefined;
afterAll(() => database?.destroy());

describe.skipIf(testEngine !== 'sqlite')('SQLite after the server is killed', () => {
  it(
    'keeps every write it acknowledged when killed (kill -9) in the middle of many',
    async () => {
      database = await createTestDatabase();
      await database.handle.close();
      const env = {
        DATABASE_URL: database.url,
        APP_KEY: 'a-crash-test-key-of-32-characters-or-more',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      };
      const server = await startServer(env);
      const token = await signInOver(server.url, admin);

      const acknowledged: string[] = [];
      let killed: Promise<unknown> | undefined;
      const write = async (name: string) => {
        try {
          const response = await fetch(`${server.url}/api/roles`, {
            method: 'POST',
            headers: {
              ...xsrf,
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ name }),
          });
          if (response.status === 201) acknowledged.push(name);
        } catch {
          // The connection died with the process: not acknowledged, so it may or may not be there.
        }
        if (acknowledged.length >= KILL_AFTER) killed ??= server.kill();
      };
      await Promise.all(Array.from({ length: WRITES }, (_, i) => write(`Crash role ${i}`)));
      const exit = await killed;
      expect(exit).toMatchObject({ signal: 'SIGKILL' });
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acknowledged.length).toBeLessThan(WRITES);

      const restarted = await startServer(env);
      try {
        expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
        const handle = openDatabase(database.url);
        const stored = await handle.db
          .selectFrom('roles')
          .select('name')
          .where('name', 'like', 'Crash role %')
          .execute();
        await handle.close();
        const names = new Set(stored.map((row) => row.name));
        expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
      } finally {
        await restarted.stop();
      }
    },
    scaled(40_000),
  );
});
