// Lighthouse in Debian's Chromium, as `npm run audit:web` and `npm run bench` both run it: the
// median run of several, by performance score. Mobile on simulated slow 4G with Lighthouse's 4×
// slower CPU; LIGHTHOUSE_CPU_SLOWDOWN=8 doubles it, the target a machine half as fast needs, not
// yet met (record 0045).
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

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
export const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const SETTINGS = {
  throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
};

/**
 * One run: the four scores (0–1), the binary audits failed, the paint metrics, the scripts, and
 * the machine's benchmark index (Lighthouse's own measure of this machine's speed: a score means
 * little without it).
 */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings: SETTINGS },
    );
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
      scripts: audits['network-requests'].details.items
        .filter((item) => item.resourceType === 'Script')
        .map((item) => item.url),
    };
  } finally {
    await chrome.kill();
  }
}

/** `runs` runs on `url`, sorted by performance; `median` is the middle one. */
export async function lighthouseRuns(url, runs) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await runOnce(url));
  all.sort((a, b) => a.scores.performance - b.scores.performance);
  return { runs: all, median: all[Math.floor(all.length / 2)] };
}

/** The scripts' bytes, each gzipped at level 9, summed. */
export async function gzippedBytes(urls) {
  const bodies = await Promise.all(
    urls.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())),
  );
  return bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}
