import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Engine } from '@server/db/connection';
import { migrateToLatest } from '@server/db/migrate';
import { seedReferenceData } from '@server/seed';
import {
  adminQuery,
  databaseUrl,
  describeServer,
  dropRunDatabases,
  newRunId,
  templateName,
} from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SQLite: path of the template file. PostgreSQL: name of the template database. */
    databaseTemplate: string;
  }
}

// Built once per run, before any worker starts, so workers never race to build it.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = (project.config.env.TEST_DB_ENGINE ?? project.name) as Engine;
  return engine === 'postgres' ? postgresTemplate(project) : sqliteTemplate(project);
}

async function sqliteTemplate(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'portal-template-'));
  const path = join(dir, 'template.db');
  await build(`file:${path}`);
  project.provide('databaseTemplate', path);
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const runId = newRunId();
  const name = templateName(runId);
  try {
    await adminQuery(`create database ${name}`);
  } catch (error) {
    // Reached only when PostgreSQL is required (CI) or fails after answering the config's probe.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`PostgreSQL at ${describeServer()} cannot host the test run: ${reason}`, {
      cause: error,
    });
  }
  await build(databaseUrl(name));
  project.provide('databaseTemplate', name);
  return () => dropRunDatabases(runId);
}

async function build(url: string): Promise<void> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    await seedReferenceData(handle.db);
  } finally {
    // Closing also empties SQLite's WAL into the file, so a plain file copy is complete.
    await handle.close();
  }
}
