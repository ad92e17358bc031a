// Lighthouse in Debian's Chromium, as `npm run audit:web` and `npm run bench` both run it: the
// median run of several, by performance score. Mobile on simulated slow 4G, with the CPU slowed
// down as much as takes this machine, as fast as it is while it measures, to the phone
// Lighthouse's default 4× stands for (record 0063); LIGHTHOUSE_CPU_SLOWDOWN sets the slowdown.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import * as constants from 'lighthouse/core/config/constants.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SETTINGS = { throttling: { ...constants.throttling.mobileSlow4G } };
const FIXED_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;

/**
 * The CPU slowdown that takes a machine of this benchmark index to the phone Lighthouse's
 * default 4× stands for: the Lighthouse team's own calibration (their CPU throttling calculator),
 * under which 1,533 is 4×, 1,300 is 3× and 800 is 2×. Never more than that default: above 1,533
 * the index is as often a busy machine's noise as a faster one (record 0063).
 */
export function calibratedSlowdown(benchmarkIndex) {
  const DEFAULT = 4;
  if (benchmarkIndex >= 1300) return Math.min(DEFAULT, 3 + (benchmarkIndex - 1300) / 233);
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/**
 * One page load, at full speed: Lighthouse's simulated throttling slows the CPU and network down
 * only when it works out the metrics, in `audit` below. `lighthouse()` is the same two steps
 * with nothing between them.
 */
async function gather(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    return await navigationGather(undefined, url, {
      config: { extends: 'lighthouse:default', settings: SETTINGS },
      flags: { port: chrome.port, output: 'json', logLevel: 'error' },
    });
  } finally {
    await chrome.kill();
  }
}

/**
 * One run's report: the four scores (0–1), the binary audits failed, the paint metrics, the
 * scripts, and this run's benchmark index (Lighthouse's measure of the machine's speed, taken
 * just before the page loaded).
 */
async function audit({ artifacts, runnerOptions }, slowdown) {
  // The artifacts hold the same settings object, so every audit sees this slowdown.
  runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = slowdown;
  const { lhr } = await Runner.audit(artifacts, runnerOptions);
  const { categories, audits, environment } = lhr;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, categories[id].score])),
    failedAudits: Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id),
    metrics: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
      .map((id) => `${id} ${audits[id].displayValue}`)
      .join(', '),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    runtimeError: lhr.runtimeError?.code,
    scripts: audits['network-requests'].details.items
      .filter((item) => item.resourceType === 'Script')
      .map((item) => item.url),
  };
}

const middle = (sorted) => sorted[Math.floor(sorted.length / 2)];
/** A run Lighthouse could not measure (no trace of the navigation, say) is loaded afresh. */
const TRIES = 3;

/**
 * `runs` runs on `url`, sorted by performance; `median` is the middle one. Every run is slowed
 * down alike, calibrated on the median of the runs' benchmark indexes: one index is taken in a
 * second, and a busy neighbour in that second would otherwise set a whole run's slowdown. A run
 * whose report is a runtime error (Lighthouse lost the trace under load) is tried again, up to
 * three loads in all; `retried` counts such loads.
 */
export async function lighthouseRuns(url, runs) {
  const loads = [];
  for (let run = 0; run < runs; run += 1) loads.push(await gather(url));
  const indexes = loads.map((load) => load.artifacts.BenchmarkIndex).sort((a, b) => a - b);
  const slowdown = FIXED_SLOWDOWN ?? calibratedSlowdown(middle(indexes));
  const all = [];
  let retried = 0;
  for (const load of loads) {
    let report = await audit(load, slowdown);
    for (let tries = 1; report.runtimeError && tries < TRIES; tries += 1) {
      retried += 1;
      report = await audit(await gather(url), slowdown);
    }
    all.push(report);
  }
  all.sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    runs: all,
    median: middle(all),
    benchmarkIndex: Math.round(middle(indexes)),
    slowdown: Number(slowdown.toFixed(1)),
    retried,
  };
}

/** The scripts' bytes, each gzipped at level 9, summed. */
export async function gzippedBytes(urls) {
  const bodies = await Promise.all(
    urls.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())),
  );
  return bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}
