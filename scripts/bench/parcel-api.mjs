// The public parcel API under load (issue 6): (a) a bare node:http server answering the same JSON
// bytes from memory, (b) GET /api/v1/parcels with a valid key on SQLite, (c) the same on
// PostgreSQL, at 50 connections. Targets: b/a >= 0.40 with p99 <= 50 ms and no non-2xx answer;
// the key check <= 1 ms at p99, read from each answer's Server-Timing header.
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
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

/** Key-check durations (ms) from the Server-Timing headers of the answers. */
function keyTimings() {
  const values = [];
  const onHeaders = (headers) => {
    const timing = /key;dur=([\d.]+)/.exec(headers['server-timing'] ?? '');
    if (timing) values.push(Number(timing[1]));
  };
  return { values, onHeaders };
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
    const timings = keyTimings();
    const ours = await measure(`${portal.url}${PATH}`, seconds, {
      headers,
      connections: CONNECTIONS,
      onHeaders: timings.onHeaders,
    });
    baseline.close();
    return {
      engine,
      base,
      ours,
      bytes: bytes.length,
      keyP99: percentile(timings.values, 0.99),
      keyP50: percentile(timings.values, 0.5),
      samples: timings.values.length,
    };
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
    '| run | req/s | p50 | p99 | non-2xx | ratio to (a) | key check p50 / p99 |',
    '|---|---|---|---|---|---|---|',
  ];
  results.forEach(({ engine, base, ours, keyP50, keyP99 }, index) => {
    const letter = index === 0 ? 'b' : 'c';
    lines.push(
      `| (a) node:http, same ${results[index].bytes} bytes (beside ${engine}) | ${Math.round(base.rps)} | ${base.p50} ms | ${base.p99} ms | ${base.errors} | 1 | |`,
      `| (${letter}) portal on ${engine} | ${Math.round(ours.rps)} | ${ours.p50} ms | ${ours.p99} ms | ${ours.errors} | **${(ours.rps / base.rps).toFixed(2)}** | ${keyP50.toFixed(3)} / ${keyP99.toFixed(3)} ms |`,
    );
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

Written by \`npm run bench\` (the parcel API part); do not edit by hand. Machine: ${process.env.BENCH_MACHINE ?? 'the machine that ran it'}, Node ${process.version}.

## Public parcel API (issue 6)

\`GET ${PATH}\` with a valid key in the \`Authorization\` header, ${CONNECTIONS} connections, ${seconds} s a run, on loopback;
the load generator, the portal and PostgreSQL share the machine's cores. Each engine's run sits beside its
own baseline (a), a bare \`node:http\` server answering the same bytes from memory, measured in the same
run. Targets: (b)/(a) ≥ 0.40 with p99 ≤ 50 ms and no non-2xx answer; the key check ≤ 1 ms at p99, as
the portal reports it in each answer's \`Server-Timing\` header.

${table}

What a call does: parse and check the query, verify the key (an HMAC of it, looked up by index and
remembered for a second), count it against the key's rate limit, read the page and the total, and
count the call on the key in memory (written to the database in one batch a second).
`;
}
