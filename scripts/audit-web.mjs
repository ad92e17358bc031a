// `npm run audit:web`: the public site's quality bars of decision records 0012 and 0033, measured
// on the production build served by the real server, in Debian's Chromium:
// - Lighthouse on /landing/home (mobile, simulated slow 4G and a CPU slowed down to Lighthouse's
//   mid-tier phone, record 0063; median of 3 runs, or of LIGHTHOUSE_RUNS): 100 in all four
//   categories, Performance included;
// - JavaScript a landing page loads <= 100 KB gzipped;
// - axe-core: no violation on any landing page or auth screen.
// Exits non-zero when a bar is missed. `--lighthouse-only` takes the build as it is and runs
// Lighthouse alone: CI's `npm test` has just built the portal and run the browser checks.
import { spawnSync } from 'node:child_process';
import { CATEGORIES, lighthouseRuns } from './support/lighthouse.mjs';
import { buildPortal, root, startPortal } from './support/portal-process.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const lighthouseOnly = process.argv.includes('--lighthouse-only');

if (!lighthouseOnly) buildPortal();
const portal = await startPortal();
const failures = [];

try {
  const { runs, median, benchmarkIndex, slowdown, retried } = await lighthouseRuns(
    `${portal.url}/landing/home`,
    RUNS,
  );
  console.log(
    `\nLighthouse /landing/home, ${RUNS} runs (mobile, slow 4G, CPU slowed ${slowdown}× on a machine of median benchmark index ${benchmarkIndex})`,
  );
  console.log(
    `  performance per run: ${runs.map((r) => `${Math.round(r.scores.performance * 100)} (benchmark index ${r.benchmarkIndex}${r.runtimeError ? `, ${r.runtimeError}` : ''})`).join(', ')}`,
  );
  if (retried) console.log(`  loaded again after a run Lighthouse could not measure: ${retried}`);
  console.log(`  median run: ${median.metrics}`);
  for (const id of CATEGORIES) {
    const score = Math.round(median.scores[id] * 100);
    console.log(`  ${id.padEnd(15)} ${score} (bar 100)`);
    if (score < 100) failures.push(`Lighthouse ${id} ${score} < 100`);
  }
  if (median.failedAudits.length) console.log(`  failed audits: ${median.failedAudits.join(', ')}`);
} finally {
  portal.stop();
}

// The JavaScript budget and axe-core run as browser tests, so CI holds them on every change.
if (!lighthouseOnly) {
  console.log('\nJavaScript budget and axe-core (e2e/landing-quality.spec.ts)');
  const browserTests = spawnSync('npx', ['playwright', 'test', 'e2e/landing-quality.spec.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (browserTests.status !== 0) failures.push('e2e/landing-quality.spec.ts failed');
}

if (failures.length) {
  console.error(`\nMissed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery bar met.');
