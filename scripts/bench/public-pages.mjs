// The public site's home page as a phone on a slow network sees it (decision records 0012 and
// 0032): the JavaScript it loads, gzipped, and Lighthouse's four scores, median of five runs
// (LIGHTHOUSE_RUNS).
import { CATEGORIES, gzippedBytes, lighthouseRuns } from '../support/lighthouse.mjs';
import { startPortal } from '../support/portal-process.mjs';

const PAGE = '/landing/home';
const JS_BUDGET_KB = 100;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export async function benchPublicPages(report) {
  report.section(
    'Public pages',
    `\`${PAGE}\` on the production build: the JavaScript the page loads (every script Lighthouse saw,
each gzipped at level 9), and Lighthouse mobile (simulated slow 4G and the CPU of the phone
Lighthouse's default 4× stands for, calibrated on this machine), the median of ${RUNS} runs by
performance.`,
    ['figure', 'measured', 'target', ''],
  );
  const portal = await startPortal();
  try {
    const { runs, median, benchmarkIndex, slowdown } = await lighthouseRuns(
      `${portal.url}${PAGE}`,
      RUNS,
    );
    const kb = (await gzippedBytes(median.scripts)) / 1024;
    report.row(
      [`JavaScript, ${median.scripts.length} files`, `${kb.toFixed(1)} KB`],
      `≤ ${JS_BUDGET_KB} KB`,
      kb <= JS_BUDGET_KB,
    );
    for (const id of CATEGORIES) {
      const perRun = runs.map((r) => Math.round(r.scores[id] * 100)).join(', ');
      const score = Math.round(median.scores[id] * 100);
      report.row([`Lighthouse ${id} (runs: ${perRun})`, String(score)], '100', score === 100);
    }
    report.note(
      `Median run: ${median.metrics}; CPU slowed ${slowdown}× on a machine of median benchmark index ${benchmarkIndex}.`,
    );
  } finally {
    portal.stop();
  }
}
