// `npm test`: the whole suite. Server (SQLite and PostgreSQL) and web side by side, then the
// production build in Chromium. Every part runs even when an earlier one fails; the exit code and
// the closing "N passed, N failed" line count them all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const secondsSince = (started) => Math.round((Date.now() - started) / 1000);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  // CI has a time budget: each part says what it took of it.
  console.log(`--- ${title}: ${secondsSince(started)} s`);
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
  // A test is run again only to record its trace (playwright.config.ts): passing the second time
  // does not make it pass.
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
}

const totals = { passed: 0, failed: 0 };
const add = ({ passed, failed }) => {
  totals.passed += passed;
  totals.failed += failed;
};

/** Runs a command with its output kept, to be printed whole once it has ended. */
function runKept(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', () => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`--- ${title}: ${secondsSince(started)} s`);
      resolve();
    });
  });
}

// The server suite spends much of its time waiting (a second instance's lease, a slow client's
// timeout, a child process starting) with a core idle, which the web suite's work fills: side by
// side they take less time than one after the other (record 0053).
const vitestStarted = Date.now();
const suites = ['server', 'web'].map((workspace) => ({
  workspace,
  report: join(reports, `${workspace}.json`),
}));
await Promise.all(
  suites.map(({ workspace, report }) =>
    runKept(`${workspace} tests (vitest)`, 'npx', [
      'vitest',
      'run',
      '--root',
      `apps/${workspace}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]),
  ),
);
console.log(`--- server and web tests: ${secondsSince(vitestStarted)} s`);
suites.forEach(({ report }) => add(vitestCounts(report)));

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
