// The back office at the volume of decision record 0015 (100,000 users, 1,000 committees, 500
// services), on SQLite and on PostgreSQL: a list page, a search and a record of each, as p50/p99
// latency and requests per second at 10 concurrent clients. Target: p99 <= 20 ms for a page of
// users and for a user search. Each engine's figures sit beside a bare node:http baseline of the
// same run.
import { ENGINES, startPortalOn } from './engines.mjs';
import { fillPostgres, fillSqlite } from './backoffice-data.mjs';
import { measure, signInAdmin } from './measure.mjs';

const targets = (someUser) => [
  // The floor: the cheapest signed-in call, one session look-up, on the same engine and run.
  ['GET /api/profile (floor: session look-up)', '/api/profile'],
  ['GET /api/users (page 1)', '/api/users'],
  ['GET /api/users?page=5000 (deep page)', '/api/users?page=5000'],
  ['POST /api/search-users "user 4242"', '/api/search-users', { search_term: 'user 4242' }],
  [`GET /api/users/{id}`, `/api/users/${someUser}`],
  ['GET /api/committees (page 1)', '/api/committees'],
  [
    'POST /api/search-committees "committee 42"',
    '/api/search-committees',
    { search_term: 'committee 42' },
  ],
  ['GET /api/committees/{id} (20 members)', '/api/committees/42'],
  ['GET /api/services (page 1)', '/api/services'],
  ['POST /api/search-services "service 42"', '/api/search-services', { search_term: 'service 42' }],
  ['GET /api/services/{id}', '/api/services/42'],
];

async function onEngine(engine, seconds, baselineUrl) {
  const portal = await startPortalOn(engine);
  try {
    const filling = performance.now();
    if (engine === 'SQLite') fillSqlite(new URL(portal.databaseUrl).pathname);
    else await fillPostgres(portal.databaseUrl);
    const filledIn = ((performance.now() - filling) / 1000).toFixed(1);
    const headers = await signInAdmin(portal.url);
    const rows = [];
    const base = await measure(`${baselineUrl}/json`, seconds);
    for (const [name, path, body] of targets(50_000)) {
      const method = body ? 'POST' : 'GET';
      rows.push({
        name,
        ...(await measure(`${portal.url}${path}`, seconds, { method, headers, body })),
      });
    }
    console.log(
      `\n${engine} (filled in ${filledIn} s); baseline node:http ${Math.round(base.rps)} req/s`,
    );
    for (const r of rows) {
      console.log(
        `  ${r.name.padEnd(44)} p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  ${String(Math.round(r.rps)).padStart(5)} req/s (${(r.rps / base.rps).toFixed(3)} x baseline)  ${r.errors} errors`,
      );
    }
  } finally {
    await portal.stop();
  }
}

/** Runs the back-office benchmark on both engines; `baselineUrl` answers GET /json. */
export async function benchBackOffice(seconds, baselineUrl) {
  console.log(`\nBack office at volume, ${seconds}s per run, 10 connections; target p99 <= 20 ms`);
  for (const engine of ENGINES) await onEngine(engine, seconds, baselineUrl);
}
