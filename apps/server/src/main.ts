import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig, resolveAppKey, type Config } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { seedAdministrator, seedReferenceData } from './db/seed';
import { buildApp } from './app';
import pkg from '../package.json' with { type: 'json' };

// The built web app sits beside the server: apps/web/dist, seen from apps/server/{src,dist}.
const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

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
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one does not hold the process forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
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
