import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, inject } from 'vitest';
import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseLimits,
  type Engine,
} from '@server/db/connection';
import { rowTotal } from '@server/db/row-total';
import { adminQuery, databaseUrl, dropDatabase, runIdOf, testDatabaseName } from './postgres-admin';

export const testEngine: Engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  url: string;
  handle: DatabaseHandle;
  destroy(): Promise<void>;
}

/**
 * A fresh database, migrated and holding the reference data (no administrator); opened with the
 * server's time limits when `limits` are given.
 */
export async function createTestDatabase(limits?: DatabaseLimits): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  return testEngine === 'postgres'
    ? fromPostgresTemplate(template, limits)
    : fromSqliteTemplate(template, limits);
}

async function fromSqliteTemplate(
  template: string,
  limits: DatabaseLimits | undefined,
): Promise<TestDatabase> {
  // Inside the run's directory: the global teardown removes what a failed test left behind.
  const dir = await mkdtemp(join(dirname(template), 'test-'));
  const path = join(dir, 'portal.db');
  await copyFile(template, path);
  return opened(`file:${path}`, limits, () => rm(dir, { recursive: true, force: true }));
}

async function fromPostgresTemplate(
  template: string,
  limits: DatabaseLimits | undefined,
): Promise<TestDatabase> {
  const name = testDatabaseName(runIdOf(template));
  await adminQuery(`create database ${name} template ${template}`);
  // dropDatabase forces: a connection the test left open must not keep the database alive.
  return opened(databaseUrl(name), limits, () => dropDatabase(name));
}

/** Opens a test database; destroying it closes the handle, then removes the database. */
function opened(
  url: string,
  limits: DatabaseLimits | undefined,
  remove: () => Promise<unknown>,
): TestDatabase {
  const handle = openDatabase(url, limits);
  return {
    url,
    handle,
    async destroy() {
      await handle.close();
      await remove();
    },
  };
}

/** Gives each test of the file its own fresh database, handed over before the test runs. */
export function freshDatabaseEachTest(receive: (handle: DatabaseHandle) => void): void {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await createTestDatabase();
    receive(current.handle);
  });
  afterEach(async () => {
    await current?.destroy();
  });
}

/** How many rows `table` holds, counted (not the kept totals the server reads). */
export const countRows = rowTotal;
