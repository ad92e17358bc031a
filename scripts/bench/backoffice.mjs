// The back office at the volume of decision records 0015 and 0034 (100,000 users, 1,000
// committees, 500 services, 20,000 applications with their invoices), on SQLite and on
// PostgreSQL, at 10 connections: each list's first page, a search and a record, and the
// applications queue and the invoices list as staff see them. The targets are p99 latencies
// (record 0032); the bare node:http baseline beside them shows what the machine itself adds.
import { startBaseline } from './baseline.mjs';
import { fillPostgres, fillSqlite } from './backoffice-data.mjs';
import { ENGINES, startPortalOn } from './engines.mjs';
import { measure, signInAdmin, warmUp } from './measure.mjs';
import { ms, perSecond } from './report.mjs';

/** [name, path, body of a POST, p99 target in ms] */
const CALLS = [
  ['GET /api/users (page 1)', '/api/users', undefined, 15],
  ['GET /api/users?page=5000 (deep page)', '/api/users?page=5000', undefined, 30],
  ['POST /api/search-users "user 4242"', '/api/search-users', { search_term: 'user 4242' }, 20],
  ['GET /api/users/{id}', '/api/users/50000'],
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
  // The queue as the web app asks for it: overdue first, then newest (the server's order).
  ['GET /api/applications (queue, page 1)', '/api/applications', undefined, 20],
  [
    'GET /api/applications "organisation 4242"',
    '/api/applications?search_term=organisation+4242',
    undefined,
    20,
  ],
  ['GET /api/applications?overdue=true', '/api/applications?overdue=true', undefined, 20],
  [
    'GET /api/applications?stage=under_evaluation',
    '/api/applications?stage=under_evaluation',
    undefined,
    20,
  ],
  ['GET /api/invoices (page 1, all)', '/api/invoices', undefined, 20],
  ['GET /api/invoices "004242"', '/api/invoices?search_term=004242', undefined, 20],
  ['GET /api/invoices?status=open', '/api/invoices?status=open', undefined, 20],
];

async function onEngine(report, engine, seconds) {
  const portal = await startPortalOn(engine);
  try {
    const filling = performance.now();
    if (engine === 'SQLite') fillSqlite(new URL(portal.databaseUrl).pathname);
    else await fillPostgres(portal.databaseUrl);
    const filledIn = (performance.now() - filling) / 1000;
    const headers = await signInAdmin(portal.url);
    const bytes = await (await fetch(`${portal.url}/api/users`, { headers })).text();
    const baseline = await startBaseline({ '/': { type: 'application/json', body: bytes } });
    const base = await measure(baseline.url, seconds);
    baseline.stop();
    report.row([
      `(a) ${engine}: node:http, the users page's ${bytes.length} bytes`,
      ms(base.p50),
      ms(base.p99),
      perSecond(base.rps),
      base.errors,
    ]);
    await warmUp(`${portal.url}/api/users`, { headers });
    for (const [name, path, body, maxP99] of CALLS) {
      const method = body ? 'POST' : 'GET';
      const r = await measure(`${portal.url}${path}`, seconds, { method, headers, body });
      const cells = [`${engine}: ${name}`, ms(r.p50), ms(r.p99), perSecond(r.rps), r.errors];
      if (maxP99 === undefined) report.row(cells);
      else report.row(cells, `p99 ≤ ${maxP99} ms`, r.p99 <= maxP99 && r.errors === 0);
    }
    report.note(`${engine}: filled in ${filledIn.toFixed(1)} s.`);
  } finally {
    await portal.stop();
  }
}

export async function benchBackOffice(report, seconds) {
  report.section(
    'Back office at volume',
    `100,000 users, 1,000 committees (20 members each), 500 services and 20,000 parcel-allocation
applications with their invoices and payments, as the administrator, 10 connections. SQLite's
targets are PostgreSQL's.`,
    ['call', 'p50', 'p99', 'req/s', 'non-2xx', 'target', ''],
  );
  for (const engine of ENGINES) await onEngine(report, engine, seconds);
}
