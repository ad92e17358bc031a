// `npm run bench`: throughput of the production server against a baseline measured in the same
// run on the same machine (a bare node:http server answering the same bytes), so the figures are
// ratios that survive a noisy, shared machine. Loopback only; every run is bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

async function startPortal() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, 'portal.db')}`,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-password',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) =>
    child.stdout.on('data', (d) => String(d).includes('Portal ready') && resolve()),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measure(url) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const portal = await startPortal();
const sample = await (await fetch(`${portal.url}/api/health`)).text();
const page = await (await fetch(`${portal.url}/landing/home`)).text();
const baseline = createServer((req, res) => {
  const body = req.url === '/page' ? page : sample;
  res
    .writeHead(200, { 'content-type': req.url === '/page' ? 'text/html' : 'application/json' })
    .end(body);
});
const baselineUrl = `http://127.0.0.1:${await listen(baseline)}`;

const rows = [];
for (const [name, path, basePath] of [
  ['GET /api/health (database ping)', '/api/health', '/json'],
  ['GET /landing/home (SPA page)', '/landing/home', '/page'],
]) {
  const base = await measure(`${baselineUrl}${basePath}`);
  const ours = await measure(`${portal.url}${path}`);
  rows.push({ name, ...ours, baseRps: base.rps, ratio: ours.rps / base.rps });
}
portal.stop();
baseline.close();

console.log(
  `\n${seconds}s per run, ${connections} connections, loopback; baseline = bare node:http answering the same bytes`,
);
for (const r of rows) {
  console.log(
    `${r.name}: ${Math.round(r.rps)} req/s (p99 ${r.p99} ms, ${r.errors} errors) = ${r.ratio.toFixed(2)} x baseline (${Math.round(r.baseRps)} req/s)`,
  );
}
