import { defineConfig } from '@playwright/test';

/** End-to-end tests: the production build, served by the real server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // The screenshot tour writes into the repository; it runs on its own (npm run screenshots).
  testIgnore: ['tour/**'],
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
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
