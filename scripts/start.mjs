// `npm start`: build what is missing or older than its sources, then run the server, which
// migrates and seeds the database and serves the API and the web app on one port. With no payment
// provider configured, the payments simulator runs beside it (docs/payments.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// `npm install` puts a supported Node.js in node_modules, and npm's scripts run it before the
// machine's own (decision record 0064); this names the way out to anyone who started it by hand.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 14)) {
  console.error(
    `The portal needs Node.js 22.14 or later, and this is ${process.version}. ` +
      'Start it with `npm start` after `npm install`, which installs Node.js 24 beside it.',
  );
  process.exit(1);
}

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite',
  'apps/web/scripts',
  'docs/user-manual.md',
  'apps/web/package.json',
];
// The prerendered home page is the web build's last output: present only if every step ran.
const outputs = [
  'apps/server/dist/main.js',
  'apps/server/dist/payments-simulator.js',
  'apps/web/dist/landing/home.html',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = Math.min(
  ...outputs.map((p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0)),
);
if (built < Math.max(...sources.map((p) => newest(join(root, p))))) {
  console.log('Building the portal (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const provider = process.env.PAYMENTS_PROVIDER || 'simulator';
if (provider === 'simulator' && !process.env.PAYMENTS_SIMULATOR_URL) await startSimulator();

await import(join(root, 'apps/server/dist/main.js'));

/**
 * The simulator as a process of its own, as a provider is: the portal starts once it listens, so
 * that the portal can tell it the paybill's addresses. It ends with this process.
 */
async function startSimulator() {
  const portalUrl = process.env.APP_URL || `http://localhost:${process.env.PORT || '3000'}`;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/payments-simulator.js')], {
    cwd: root,
    env: { ...process.env, PORTAL_URL: portalUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => child.kill());
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      console.error(`The payments simulator stopped (exit ${code}): online payments will fail.`);
      clearTimeout(timer);
      resolve();
    });
  });
}
