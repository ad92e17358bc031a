// `npm run bench`: throughput of the production server against a baseline measured in the same
// run on the same machine (a bare node:http server answering the same bytes), so the figures are
// ratios that survive a noisy, shared machine. Loopback only; every run is bounded in time.
import { createServer } from 'node:http';
import { benchBackOffice } from './bench/backoffice.mjs';
import { benchParcelApi } from './bench/parcel-api.mjs';
import { measure, signInAdmin, xsrf } from './bench/measure.mjs';
import { buildPortal, listen, startPortal } from './support/portal-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

buildPortal();

const portal = await startPortal({
  // Logins below come from many made-up addresses, so the per-address limits stay out of the way.
  TRUST_PROXY: 'true',
  AUTH_RATE_LIMIT: '1000000',
});
const sample = await (await fetch(`${portal.url}/api/health`)).text();
const page = await (await fetch(`${portal.url}/landing/home`)).text();
const baseline = createServer((req, res) => {
  const body = req.url === '/page' ? page : sample;
  res
    .writeHead(200, { 'content-type': req.url === '/page' ? 'text/html' : 'application/json' })
    .end(body);
});
const baselineUrl = `http://127.0.0.1:${await listen(baseline)}`;

let address = 0;
/** One login's duration in ms, from an address of its own (per-address limits stay clear). */
async function timeLogin(email) {
  address += 1;
  const started = performance.now();
  const response = await fetch(`${portal.url}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...xsrf,
      'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`,
    },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  });
  await response.text();
  return performance.now() - started;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const bearer = await signInAdmin(portal.url);

const rows = [];
for (const [name, path, basePath, headers] of [
  ['GET /api/health (database ping)', '/api/health', '/json'],
  ['GET /landing/home (prerendered page)', '/landing/home', '/page'],
  ['GET /api/profile (bearer session look-up)', '/api/profile', '/json', bearer],
]) {
  const base = await measure(`${baselineUrl}${basePath}`, seconds);
  const ours = await measure(`${portal.url}${path}`, seconds, { headers });
  rows.push({ name, ...ours, baseRps: base.rps, ratio: ours.rps / base.rps });
}

// Login must take as long for an unknown email as for a known one with a wrong password, or its
// timing tells an attacker which addresses have accounts. Alternated so both see the same noise.
// One wrong password per known account: a sixth on one account would find it waiting, answered
// without a password check (record 0021).
const LOGINS = 30;
const knownEmails = [];
for (let i = 0; i < LOGINS; i += 1) {
  const email = `known-${i}@example.com`;
  const created = await fetch(`${portal.url}/api/users`, {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json' },
    body: JSON.stringify({
      account_type: 1,
      name: `Known ${i}`,
      email,
      role: 6,
      member_of_a_committee: 'No',
      committees: [],
      password: 'Quiet-Harbour-Lantern-7',
    }),
  });
  if (created.status !== 201) throw new Error(`creating ${email}: ${await created.text()}`);
  knownEmails.push(email);
}
const known = [];
const unknown = [];
for (let i = 0; i < LOGINS; i += 1) {
  known.push(await timeLogin(knownEmails[i]));
  unknown.push(await timeLogin(`nobody-${i}@example.com`));
}
portal.stop();

console.log(
  `\n${seconds}s per run, 10 connections, loopback; baseline = bare node:http answering the same bytes`,
);
for (const r of rows) {
  console.log(
    `${r.name}: ${Math.round(r.rps)} req/s (p99 ${r.p99} ms, ${r.errors} errors) = ${r.ratio.toFixed(2)} x baseline (${Math.round(r.baseRps)} req/s)`,
  );
}
console.log(
  `POST /api/login refused, median of ${LOGINS}: unknown email ${median(unknown).toFixed(1)} ms / known email ${median(known).toFixed(1)} ms = ${(median(unknown) / median(known)).toFixed(2)} (1.00 = indistinguishable)`,
);

await benchBackOffice(seconds, baselineUrl);
baseline.close();
await benchParcelApi(seconds);
