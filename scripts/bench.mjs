// `npm run bench`: the portal's speed as ratios to a bare node:http server measured in the same
// run, with a load generator (wrk) that is checked to be faster than what it measures, beside
// every target of decision record 0032; written to docs/benchmarks.md. Loopback only; every run
// is bounded in time (BENCH_SECONDS, default 5). BENCH_ONLY=parcel-api,signed-in,... runs parts.
import { benchBackOffice } from './bench/backoffice.mjs';
import { benchBilling } from './bench/billing.mjs';
import { benchParcelApi } from './bench/parcel-api.mjs';
import { benchPublicPages } from './bench/public-pages.mjs';
import { createReport } from './bench/report.mjs';
import { benchSignedIn } from './bench/signed-in.mjs';
import { benchStartTime } from './bench/start-time.mjs';
import { ensureWrk } from './bench/wrk.mjs';
import { buildPortal } from './support/portal-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const parts = {
  'parcel-api': benchParcelApi,
  'signed-in': benchSignedIn,
  'back-office': benchBackOffice,
  'public-pages': benchPublicPages,
  start: benchStartTime,
  billing: benchBilling,
};
const only = process.env.BENCH_ONLY?.split(',');
// A misspelt part would otherwise run nothing and report every target met.
const unknown = only?.filter((name) => !(name in parts)) ?? [];
if (unknown.length) {
  console.error(
    `BENCH_ONLY: no part ${unknown.join(', ')}; the parts: ${Object.keys(parts).join(', ')}`,
  );
  process.exit(2);
}

ensureWrk();
buildPortal();
const report = createReport(seconds);
for (const [name, run] of Object.entries(parts)) {
  if (!only || only.includes(name)) await run(report, seconds);
}
// The record holds a whole run: a part's figures are printed, not written over the rest.
if (!only) report.write();
const missed = report.missed();
console.log(missed ? `\n${missed} target(s) missed or not judged.` : '\nEvery target met.');
