import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { freePort } from './free-port';
import { scaled } from './machine';
import { startSmtpReceiver } from './smtp-receiver';

const root = new URL('../..', import.meta.url).pathname;

export const ADMIN = { email: 'admin@techcity.example', password: 'e2e-Admin-pass-1' };

type Portal = {
  url: string;
  inbox: Awaited<ReturnType<typeof startSmtpReceiver>>;
  /** The server's SQLite file, for a state no call may produce (a key that has since expired). */
  databaseFile: string;
  /** The worker's own payments simulator, whose control calls a test may use (docs/payments.md). */
  paymentsSimulator: string;
};

/** Waits until `url` answers, failing at once if `child`, which serves it, exits first. */
async function waitForAnswer(
  url: string,
  child: ChildProcess,
  output: () => string,
  name: string,
): Promise<void> {
  const deadline = Date.now() + scaled(30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer:\n${output()}`);
}

/** Starts a bundle of apps/server/dist with `env`, keeping what it prints for a failure's report. */
function startBundle(bundle: string, cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist', bundle)], { cwd, env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Each worker runs its own production server on a fresh SQLite database, with mail going to a
 * real SMTP receiver and payments to its own payments simulator, so tests never share state
 * across workers.
 */
export const test = base.extend<object, { portal: Portal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const inbox = await startSmtpReceiver();
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
      const databaseFile = join(dataDir, 'portal.db');
      const port = await freePort();
      // By name, not address: WebAuthn takes no IP address as a passkey's site (record 0066).
      const url = `http://localhost:${port}`;
      // The payment provider, as a process of its own as a real one is: started first, since the
      // portal tells it the paybill's addresses as it starts (docs/payments.md). The webhook
      // secret is left unset on both sides, which then agree on the simulator's default.
      const simulatorPort = await freePort();
      const paymentsSimulator = `http://127.0.0.1:${simulatorPort}`;
      const simulator = startBundle('payments-simulator.js', dataDir, {
        PATH: process.env.PATH,
        PAYMENTS_SIMULATOR_PORT: String(simulatorPort),
        PORTAL_URL: url,
      });
      await waitForAnswer(
        `${paymentsSimulator}/simulator/requests`,
        simulator.child,
        simulator.output,
        'The payments simulator',
      );
      const server = startBundle('main.js', dataDir, {
        PATH: process.env.PATH,
        PORT: String(port),
        APP_URL: url,
        DATABASE_URL: `file:${databaseFile}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: inbox.url,
        LOG_LEVEL: 'warn',
        // Every browser test signs in from 127.0.0.1; the per-account limits still apply.
        AUTH_RATE_LIMIT: '10000',
        PAYMENTS_PROVIDER: 'simulator',
        PAYMENTS_SIMULATOR_URL: paymentsSimulator,
      });
      await waitForAnswer(`${url}/api/health`, server.child, server.output, 'The server');
      await use({ url, inbox, databaseFile, paymentsSimulator });
      await stop(server.child);
      await stop(simulator.child);
      await inbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  page: async ({ page }, use) => {
    // A console error in the browser is a failure, as in the unit tests.
    const errors: string[] = [];
    page.on('console', (msg) => {
      // Chromium reports every 4xx/5xx answer as "Failed to load resource"; the app handles those.
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
        errors.push(msg.text());
      }
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(page);
    expect(errors, 'browser console errors').toEqual([]);
  },
});

export { expect };
