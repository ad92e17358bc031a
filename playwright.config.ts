import { defineConfig } from '@playwright/test';
import { scaled, slowness, workers } from './e2e/support/machine';

if (!process.env.TEST_WORKER_INDEX) {
  console.log(
    `Browser tests: ${workers} workers, time limits ×${slowness.toFixed(2)} (record 0045)`,
  );
}

/** End-to-end tests: the production build, served by the real server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // The screenshot tour writes into the repository; it runs on its own (npm run screenshots).
  testIgnore: ['tour/**'],
  outputDir: 'test-results',
  fullyParallel: true,
  // Workers and time limits follow the machine (e2e/support/machine.ts); a test waits for what a
  // person would see, never for a fixed time. The limits are ceilings, twice what the reference
  // machine needs when quiet, so that a machine that gets busier after the measure still passes.
  workers,
  forbidOnly: !!process.env.CI,
  // A failed test runs once more with its trace recorded; the run still counts it as failed
  // (scripts/test.mjs). Recording every test's trace in case it failed cost a tenth of the suite.
  retries: 1,
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    // The second run of a failed test keeps its trace: each action with the page's DOM, the
    // network and the console. Not the screencast: its frames took a third of the suite's time
    // (record 0053); the failure's own screenshot is kept instead.
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
