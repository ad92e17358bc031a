import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/** `npm run screenshots`: the screenshot tour of e2e/tour, with the suite's browser settings. */
export default defineConfig({
  ...suite,
  testDir: 'e2e/tour',
  testIgnore: [],
  workers: 1,
});
