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
    const start = memoryOf(portal.pid);
    let peak = start.peak;
    /** Computes and issues `period`, as a row each with the peak memory it added. */
    const month = async (period, label) => {
      const compute = await timed(`${portal.url}/api/utility-billing-runs`, headers, { period });
      const computed = memoryOf(portal.pid);
      const run = compute.data;
      report.row(
        [
          `${engine}: ${label}, compute ${run.bills_count} drafts (${run.estimated} estimated)`,
          `${compute.seconds.toFixed(1)} s`,
          `+${(computed.peak - peak).toFixed(0)} MB`,
        ],
        '≤ 30 s',
        compute.seconds <= 30 && run.bills_count === CONNECTIONS,
      );
      const issue = await timed(`${portal.url}/api/utility-billing-runs/${run.id}/issue`, headers);
      const issued = memoryOf(portal.pid);
      report.row(
        [
          `${engine}: ${label}, issue ${issue.data.bills_count} bills`,
          `${issue.seconds.toFixed(1)} s`,
          `+${(issued.peak - computed.peak).toFixed(0)} MB`,
        ],
        '≤ 10 s',
        issue.seconds <= 10 && issue.data.status === 'issued',
      );
      peak = issued.peak;
    };
    // September is each connection's first bill, over the year since its meter was fitted;
    // October opens where September closed, and a tenth of it is estimated.
    await month(PREVIOUS_PERIOD, 'September (first bills)');
    await month(PERIOD, 'October');
    report.note(
      `${engine}: filled in ${filledIn.toFixed(1)} s; the server's resident memory was ${start.rss.toFixed(0)} MB before the runs and peaked at ${peak.toFixed(0)} MB.`,
    );
  } finally {
    await portal.stop();
  }
}

export async function benchBilling(report) {
  report.section(
    'A month of utility bills',
    `${CONNECTIONS.toLocaleString('en-GB')} connections on 5,000 parcels, each with a meter and a year of monthly readings
(130,000), a tenth without October's reading. September is billed, then October, each computed
as drafts and then issued (invoices, codes, mails), as the administrator through the API. Memory: growth of the server's
peak resident size during each step.`,
    ['step', 'time', 'peak memory growth', 'target', ''],
  );
  for (const engine of ENGINES) await onEngine(report, engine);
}
