// How soon `npm start` on a built checkout answers: from the command's start to the first answer
// to `GET /landing/home`, on a new SQLite database (migrated and seeded on the way) and again on
// the same database. Median of three starts each.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, freePort, root } from '../support/portal-process.mjs';
import { median, ms } from './report.mjs';

const TARGET_MS = 2000;
const STARTS = 3;

/** Milliseconds from `npm start` to the first answer from the server it starts. */
async function timeStart(dir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, 'portal.db')}`,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${port}/landing/home`);
        return performance.now() - started;
      } catch {
        if (performance.now() - started > 60_000) throw new Error('npm start: no answer in 60 s');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  } finally {
    // npm and the server it started, as one process group.
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.on('close', resolve));
  }
}

export async function benchStartTime(report) {
  report.section(
    'Start',
    `From \`npm start\` on a built checkout to the first answer (\`GET /landing/home\`), with a new
SQLite database (migrated and seeded on the way: the first start) and with the same database
again (a restart). Median of ${STARTS} starts each.`,
    ['start', 'median', 'slowest', 'target', ''],
  );
  const first = [];
  const again = [];
  for (let i = 0; i < STARTS; i += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    try {
      first.push(await timeStart(dir));
      again.push(await timeStart(dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  for (const [name, times] of [
    ['first start, new database', first],
    ['restart, same database', again],
  ]) {
    report.row(
      [name, ms(median(times)), ms(Math.max(...times))],
      `≤ ${ms(TARGET_MS)}`,
      median(times) <= TARGET_MS,
    );
  }
}
