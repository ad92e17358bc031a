// `npm start`: build what is missing or older than its sources, then run the server, which
// migrates and seeds the database and serves the API and the web app on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/landing/home.html'];

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

await import(join(root, 'apps/server/dist/main.js'));
