// The built portal as its own process on a free loopback port with a throw-away SQLite database,
// for the measuring scripts (bench, web audit).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
/**
 * The V8 flags `npm start` runs the server with (decision record 0037), read from its script so
 * that what is measured here is what operators run.
 */
const START_FLAGS = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((word) => word.startsWith('--'));

/** The administrator seeded on the throw-away database (`admin@localhost`). */
export const ADMIN = { email: 'admin@localhost', password: 'measuring-password' };

export function buildPortal() {
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
    process.exit(1);
}

export function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

/** A loopback port nothing listens on now. */
export async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the built server; `env` overrides the defaults (DATABASE_URL for PostgreSQL, say). */
export async function startPortal(env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-run-'));
  const databaseUrl = env.DATABASE_URL ?? `file:${join(dir, 'portal.db')}`;
  const port = await freePort();
  // PORTAL_CPU_PROF_DIR: each server writes a V8 CPU profile there when it stops (record 0032).
  const profile = process.env.PORTAL_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${process.env.PORTAL_CPU_PROF_DIR}`]
    : [];
  const child = spawn(
    process.execPath,
    [...START_FLAGS, ...profile, join(root, 'apps/server/dist/main.js')],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: ADMIN.password,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) =>
    child.stdout.on('data', (d) => String(d).includes('Portal ready') && resolve()),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    pid: child.pid,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
