// The public parcel API under load (decision record 0016): (a) a bare node:http server answering
// the same JSON bytes from memory, (b) GET /api/v1/parcels with a valid key on SQLite, (c) the same
// on PostgreSQL, at 50 connections. Targets: b/a >= 0.40 with p99 <= 50 ms and no non-2xx answer;
// the key check <= 1 ms at p99, read from each answer's Server-Timing header.
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { ENGINES, startPortalOn } from './engines.mjs';
import { measure, signInAdmin } from './measure.mjs';
import { listen, root } from '../support/portal-process.mjs';

const CONNECTIONS = 50;
const PATH = '/api/v1/parcels?page=1&pageSize=20';

/** A new key of the seeded administrator's, for the run. */
async function createKey(portalUrl) {
  const headers = { ...(await signInAdmin(portalUrl)), 'content-type': 'application/json' };
  const response = await fetch(`${portalUrl}/api/apis`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Benchmark', expiry_date: '2099-12-31' }),
  });
  return (await response.json()).data.key;
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Key-check durations (ms) and kept pages, from the Server-Timing headers of the answers. */
function serverTimings() {
  const keyMs = [];
  let kept = 0;
  const onHeaders = (headers) => {
    const timing = headers['server-timing'] ?? '';
    const key = /key;dur=([\d.]+)/.exec(timing);
    if (key) keyMs.push(Number(key[1]));
    if (timing.includes('page;desc=kept')) kept += 1;
  };
  return { keyMs, onHeaders, keptShare: () => kept / Math.max(1, keyMs.length) };
}

/** Every call a different page: 17 pages of each size from 1 to 100, in turn. */
function everyPage() {
  let n = 0;
  return () => {
    n += 1;
    const pageSize = (n % 100) + 1;
    return `/api/v1/parcels?page=${(Math.floor(n / 100) % 17) + 1}&pageSize=${pageSize}`;
  };
}

async function onEngine(engine, seconds) {
  // The rate limit is for clients; the benchmark measures the server behind it.
  const portal = await startPortalOn(engine, { API_KEY_RATE_LIMIT: '1000000000' });
  try {
    const key = await createKey(portal.url);
    const headers = { authorization: `Bearer ${key}` };
    const bytes = await (await fetch(`${portal.url}${PATH}`, { headers })).text();
    // The baseline answers the very same bytes, so the difference is the portal's own work.
    const baseline = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(bytes);
    });
    const baselineUrl = `http://127.0.0.1:${await listen(baseline)}`;
    const base = await measure(`${baselineUrl}${PATH}`, seconds, { connections: CONNECTIONS });
    const run = async (options) => {
      const timings = serverTimings();
      const result = await measure(`${portal.url}${PATH}`, seconds, {
        headers,
        connections: CONNECTIONS,
        onHeaders: timings.onHeaders,
        ...options,
      });
      return {
        ...result,
        keyP50: percentile(timings.keyMs, 0.5),
        keyP99: percentile(timings.keyMs, 0.99),
        kept: timings.keptShare(),
      };
    };
    const samePage = await run({});
    const manyPages = await run({ nextPath: everyPage() });
    baseline.close();
    return { engine, base, runs: [samePage, manyPages], bytes: bytes.length };
  } finally {
    await portal.stop();
  }
}

/** Runs the parcel API benchmark on both engines and writes its table to docs/benchmarks.md. */
export async function benchParcelApi(seconds) {
  console.log(`\nParcel API, ${seconds}s per run, ${CONNECTIONS} connections: GET ${PATH}`);
  const results = [];
  for (const engine of ENGINES) results.push(await onEngine(engine, seconds));
  const lines = [
    '| run | req/s | p50 | p99 | non-2xx | ratio to (a) | pages kept | key check p50 / p99 |',
    '|---|---|---|---|---|---|---|---|',
  ];
  results.forEach(({ engine, base, runs, bytes }, index) => {
    const letter = index === 0 ? 'b' : 'c';
    lines.push(
      `| (a) node:http, the same ${bytes} bytes (beside ${engine}) | ${Math.round(base.rps)} | ${base.p50} ms | ${base.p99} ms | ${base.errors} | 1 | | |`,
    );
    runs.forEach((r, variant) => {
      const what = variant === 0 ? 'the same page' : 'a different page each call';
      lines.push(
        `| (${letter}${variant === 0 ? '' : '′'}) ${engine}, ${what} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | **${(r.rps / base.rps).toFixed(2)}** | ${Math.round(r.kept * 100)} % | ${r.keyP50.toFixed(3)} / ${r.keyP99.toFixed(3)} ms |`,
      );
    });
  });
  const table = lines.join('\n');
  console.log(table);
  if (process.env.BENCH_WRITE !== '0') {
    const file = `${root}docs/benchmarks.md`;
    writeFileSync(file, benchmarksPage(table, seconds));
    console.log(`written to ${file}`);
  }
}

function benchmarksPage(table, seconds) {
  return `# Benchmarks

Written by \`npm run bench\` (the parcel API part); do not edit by hand. Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.

## Public parcel API (decision record 0016)

\`GET ${PATH}\` with a valid key in the \`Authorization\` header, ${CONNECTIONS} connections, ${seconds} s a run, on loopback;
the load generator, the portal and PostgreSQL share the machine's cores. Each engine's run sits beside its
own baseline (a), a bare \`node:http\` server answering the same bytes from memory, measured in the same
run. Targets: (b)/(a) ≥ 0.40 with p99 ≤ 50 ms and no non-2xx answer; the key check ≤ 1 ms at p99, as
the portal reports it in each answer's \`Server-Timing\` header.

${table}

What a call does: parse and check the query; verify the key (an HMAC of it, looked up by index and
remembered for a second); count it against the key's rate limit; take the page's JSON from the
answers kept for a second, or read the page and the total and serialize them; and count the call on
the key in memory (written to the database in one batch a second). Rows (b) and (c) ask for one page
again and again, as most clients of a register that changes a few times a day do; rows (b′) and
(c′) ask for a different page each call (17 pages of every size from 1 to 100, so the answers run
from 1 to 100 parcels, against (a)'s 20), so nothing kept helps: they show the cost of reading the
database.
`;
}
