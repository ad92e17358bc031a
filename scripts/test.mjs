// `npm test`: the whole suite. Server (SQLite and PostgreSQL), web, then the production build
// in Chromium. Every part runs even when an earlier one fails; the exit code and the closing
// "N passed, N failed" line count them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  // CI has a time budget: each part says what it took of it.
  console.log(`--- ${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load fails no test but fails the run: count it as one failure.
  const failed = r.numFailedTests;
  return { passed: r.numPassedTests, failed: failed === 0 && !r.success ? 1 : failed };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

const totals = { passed: 0, failed: 0 };
const add = ({ passed, failed }) => {
  totals.passed += passed;
  totals.failed += failed;
};

for (const workspace of ['server', 'web']) {
  const out = join(reports, `${workspace}.json`);
  run(`${workspace} tests (vitest)`, 'npx', [
    'vitest',
    'run',
    '--root',
    `apps/${workspace}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  add(vitestCounts(out));
}

if (!existsSync(chromium)) {
  console.error(
    `\nChromium not found at ${chromium}: install it with 'apt-get install -y chromium'.`,
  );
  add({ passed: 0, failed: 1 });
} else if (run('production build', 'npm', ['run', 'build'])) {
  const out = join(reports, 'e2e.json');
  run(
    'end-to-end tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  add(playwrightCounts(out));
} else {
  add({ passed: 0, failed: 1 });
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
