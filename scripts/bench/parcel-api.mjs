// The public parcel API under load (decision records 0016 and 0032), on each engine at 50
// connections: (a) a bare node:http server answering the same JSON bytes from memory, (b) the same
// page again and again with a valid key, (b′) a different page each call.
import { startBaseline } from './baseline.mjs';
import { ENGINES, startPortalOn } from './engines.mjs';
import { measure, signInAdmin, warmUp } from './measure.mjs';
import { baselineRow, portalRow, THROUGHPUT_COLUMNS } from './throughput.mjs';

const CONNECTIONS = 50;
const PATH = '/api/v1/parcels?page=1&pageSize=20';
const TARGETS = {
  SQLite: { samePage: 0.5, everyPage: 0.25 },
  PostgreSQL: { samePage: 0.5, everyPage: 0.15 },
};

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

/** 17 pages of every size from 1 to 100, in turn: 1,700 different answers of 1 to 100 parcels. */
const EVERY_PAGE = Array.from(
  { length: 1700 },
  (_, n) => `/api/v1/parcels?page=${(Math.floor(n / 100) % 17) + 1}&pageSize=${(n % 100) + 1}`,
);

async function onEngine(report, engine, seconds) {
  // The rate limit is for clients; the benchmark measures the server behind it.
  const portal = await startPortalOn(engine, { API_KEY_RATE_LIMIT: '1000000000' });
  try {
    const key = await createKey(portal.url);
    const headers = { authorization: `Bearer ${key}` };
    const bytes = await (await fetch(`${portal.url}${PATH}`, { headers })).text();
    // The baseline answers the very same bytes, so the difference is the portal's own work.
    const baseline = await startBaseline({
      '/api/v1/parcels': { type: 'application/json; charset=utf-8', body: bytes },
    });
    const load = { connections: CONNECTIONS };
    const base = await measure(`${baseline.url}${PATH}`, seconds, {
      ...load,
      serverPid: baseline.pid,
    });
    baseline.stop();
    const ours = { ...load, headers, serverPid: portal.pid };
    await warmUp(`${portal.url}${PATH}`, { ...ours, paths: EVERY_PAGE });
    const samePage = await measure(`${portal.url}${PATH}`, seconds, ours);
    const everyPage = await measure(`${portal.url}${PATH}`, seconds, {
      ...ours,
      paths: EVERY_PAGE,
    });
    baselineRow(report, `node:http, the same ${bytes.length} bytes (beside ${engine})`, base);
    portalRow(report, `(b) ${engine}, the same page`, base, samePage, {
      minRatio: TARGETS[engine].samePage,
      maxP99: 15,
    });
    portalRow(report, `(b′) ${engine}, a different page each call`, base, everyPage, {
      minRatio: TARGETS[engine].everyPage,
    });
  } finally {
    await portal.stop();
  }
}

export async function benchParcelApi(report, seconds) {
  report.section(
    'Public parcel API',
    `\`GET ${PATH}\` with a valid key in the \`Authorization\` header, ${CONNECTIONS} connections. Rows (b)
ask for one page again and again, as most clients of a register that changes a few times a day
do; rows (b′) ask for a different page each call (17 pages of every size from 1 to 100, so the
answers run from 1 to 100 parcels, against (a)'s 20), each sliced from the register the server
keeps in memory (decision record 0032).`,
    THROUGHPUT_COLUMNS,
  );
  for (const engine of ENGINES) await onEngine(report, engine, seconds);
}
