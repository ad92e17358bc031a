import { spawn } from 'node:child_process';
import { freePort } from '../../../../e2e/support/free-port';

const serverDir = new URL('../..', import.meta.url).pathname;

export type Exit = {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
};

export interface ServerRun {
  pid: number;
  stdout(): string;
  stderr(): string;
  /** Settles once the process has ended, however it ended. */
  exited: Promise<Exit>;
  running(): boolean;
}

// A test that fails half-way must not leave servers running after its worker ends.
const alive = new Set<ServerRun & { kill: () => void }>();
process.once('exit', () => {
  for (const run of alive) run.kill();
});

/** Runs the real entry point (`src/main.ts`), with only `env` and PATH as its environment. */
export function spawnServer(env: NodeJS.ProcessEnv): ServerRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  let ended = false;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const run = {
    pid: child.pid ?? 0,
    stdout: () => stdout,
    stderr: () => stderr,
    running: () => !ended,
    kill: () => child.kill('SIGKILL'),
    exited: new Promise<Exit>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => {
        ended = true;
        alive.delete(run);
        resolve({ code, signal, stdout, stderr });
      });
    }),
  };
  alive.add(run);
  return run;
}

export interface ServerProcess extends ServerRun {
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** SIGTERM: a graceful shutdown. */
  stop(): Promise<Exit>;
  /** SIGKILL: a crash, with no chance to finish anything. */
  kill(): Promise<Exit>;
}

/** Starts the real server on a free port and resolves once it says it is ready. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const run = spawnServer({ ...env, PORT: String(port) });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (run.stdout().includes('Portal ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    run.exited.then((exit) => {
      clearInterval(timer);
      reject(new Error(`the server ended before it was ready: ${exit.stderr || exit.stdout}`));
    }, reject);
  });
  const signal = (name: NodeJS.Signals) => () => {
    if (run.running()) process.kill(run.pid, name);
    return run.exited;
  };
  return {
    ...run,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: signal('SIGTERM'),
    kill: signal('SIGKILL'),
  };
}
