// A month's billing run at a city's size (decision record 0056): 10,000 connections with a year
// of readings each, on SQLite and on PostgreSQL, computed then issued through the API as staff
// do it. Targets are the run's own: drafts in under 30 s, issuing in under 10 s. Memory is the
// server process's peak resident size before and after, read from /proc: a run that loaded every
// reading at once would show it there.
import { readFileSync } from 'node:fs';
import { ENGINES, startPortalOn } from './engines.mjs';
import { signInAdmin, xsrf } from './measure.mjs';
import {
  CONNECTIONS,
  fillUtilitiesPostgres,
  fillUtilitiesSqlite,
  PERIOD,
  PREVIOUS_PERIOD,
} from './utilities-data.mjs';

const MB = 1024 * 1024;

/** The process's resident memory now and at its peak, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: (kb('VmRSS') * 1024) / MB, peak: (kb('VmHWM') * 1024) / MB };
}

async function timed(url, headers, body) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, ...xsrf, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { seconds: (performance.now() - started) / 1000, data: answer.data };
}

async function onEngine(report, engine) {
  const portal = await startPortalOn(engine);
  try {
    const filling = performance.now();
    if (engine === 'SQLite') fillUtilitiesSqlite(new URL(portal.databaseUrl).pathname);
    else await fillUtilitiesPostgres(portal.databaseUrl);
    const filledIn = (performance.now() - filling) / 1000;
    const headers = await signInAdmin(portal.url);
    // September first, unmeasured: October then opens where September closed, as every month
    // after a connection's first does, and a tenth of October is estimated from the months before.
    const september = await timed(`${portal.url}/api/utility-billing-runs`, headers, {
      period: PREVIOUS_PERIOD,
    });
    await timed(`${portal.url}/api/utility-billing-runs/${september.data.id}/issue`, headers);
    const before = memoryOf(portal.pid);
    const compute = await timed(`${portal.url}/api/utility-billing-runs`, headers, {
      period: PERIOD,
    });
    const afterCompute = memoryOf(portal.pid);
    const issue = await timed(
      `${portal.url}/api/utility-billing-runs/${compute.data.id}/issue`,
      headers,
    );
    const afterIssue = memoryOf(portal.pid);
    const run = compute.data;
    report.row(
      [
        `${engine}: compute ${run.bills_count} drafts (${run.estimated} estimated)`,
        `${compute.seconds.toFixed(1)} s`,
        `+${(afterCompute.peak - before.peak).toFixed(0)} MB`,
      ],
      '≤ 30 s',
      compute.seconds <= 30 && run.bills_count === CONNECTIONS,
    );
    report.row(
      [
        `${engine}: issue ${issue.data.bills_count} bills`,
        `${issue.seconds.toFixed(1)} s`,
        `+${(afterIssue.peak - afterCompute.peak).toFixed(0)} MB`,
      ],
      '≤ 10 s',
      issue.seconds <= 10 && issue.data.status === 'issued',
    );
    report.note(
      `${engine}: filled in ${filledIn.toFixed(1)} s; server memory ${before.rss.toFixed(0)} MB before the run, peak ${afterIssue.peak.toFixed(0)} MB after it.`,
    );
  } finally {
    await portal.stop();
  }
}

export async function benchBilling(report) {
  report.section(
    'A month of utility bills',
    `${CONNECTIONS.toLocaleString('en-GB')} connections on 5,000 parcels, each with a meter and a year of monthly readings
(130,000), a tenth without October's reading. September is billed first, unmeasured; then the run
computes October's drafts and issues them (invoices, codes, mails), as the administrator through
the API. Memory: growth of the server's
peak resident size during each step.`,
    ['step', 'time', 'peak memory growth', 'target', ''],
  );
  for (const engine of ENGINES) await onEngine(report, engine);
}
