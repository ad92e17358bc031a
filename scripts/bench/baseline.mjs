// Starts and stops the bare node:http baseline (baseline-server.mjs) for a set of answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `answers` maps a path to `{type, body}`; the first one answers any other path. */
export async function startBaseline(answers) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(
    process.execPath,
    [new URL('baseline-server.mjs', import.meta.url).pathname, file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(Number(d))));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
