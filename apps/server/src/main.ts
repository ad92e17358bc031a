import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig, resolveAppKey, type Config } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { seedAdministrator, seedReferenceData } from './seed';
import { buildApp } from './app';
import pkg from '../package.json' with { type: 'json' };

// The built web app sits beside the server: apps/web/dist, seen from apps/server/{src,dist}.
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Runs `write`, a log line, ignoring its failure: no log line is worth not shutting down for. */
function harmless(write: () => void): void {
  try {
    write();
  } catch {
    // The log's reader is gone; there is nobody to tell.
  }
}

// A supervisor or harness that started the server through a pipe may have exited since: writing
// to its closed pipe fails (EPIPE), which must not crash or stall the server.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig(process.env);
  if (config.databaseUrl.startsWith('file:')) config.appKey = resolveAppKey(config);

  // Migrations run before the server listens, without the requests' time limits: a new index on
  // a big table may take minutes (record 0018).
  const setup = openDatabase(config.databaseUrl);
  const admin = await prepareDatabase(setup.db, config).finally(() => setup.close());
  if (admin.generatedPassword) {
    // Printed once, on the start that creates the administrator; never logged again.
    console.log(
      `\nAdministrator created. Sign in at ${config.appUrl}/auth/login with\n` +
        `  email:    ${admin.email}\n  password: ${admin.generatedPassword}\n` +
        'This password is shown only now: change it after signing in.\n',
    );
  } else if (admin.created) {
    console.log(`\nAdministrator created: ${admin.email} (password from ADMIN_PASSWORD)\n`);
  }

  const database = openDatabase(config.databaseUrl, config.databaseLimits);
  const app = await buildApp({ config, database, webRoot, version: pkg.version });

  let closing = false;
  const shutdown = (signal: string) => {
    // A second signal is an operator (or a supervisor) who will not wait: end now.
    if (closing) process.exit(1);
    closing = true;
    // Armed before anything that could throw or hang, and kept referenced so that it fires even
    // when nothing else is left to wait for: in-flight requests and onClose hooks get this long.
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs);
    harmless(() => app.log.info({ signal }, 'shutting down'));
    // The database closes once the server has: its services' onClose hooks (last added, first
    // run) still write to it, as the API-key request counter does with its last counts.
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          harmless(() => app.log.error({ err }, 'error during shutdown'));
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Portal ready on ${config.appUrl} (database: ${database.engine})`);
}

async function prepareDatabase(db: Kysely<Database>, config: Config) {
  await migrateToLatest(db);
  await seedReferenceData(db);
  return seedAdministrator(db, { email: config.adminEmail, password: config.adminPassword });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Start-up failed:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
