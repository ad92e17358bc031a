import { expectNoAxeViolation } from './support/axe';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The public site's measured bars (decision records 0012 and 0033) that a browser test can hold
// deterministically (Lighthouse, which needs several runs and a quiet machine, is in
// scripts/audit-web.mjs, which also runs this file).
const landingPages = [
  '/landing/home',
  '/landing/services',
  '/landing/software-vendors',
  '/landing/parcel-allocation-services',
  '/landing/about-us',
  '/landing/faqs',
  '/landing/terms-of-service',
  '/landing/privacy-policy',
  '/landing/service-times',
  '/landing/cloud-solutions',
  '/landing/utility-tariffs',
];
// Each at its address shows its own screen (docs/product.md, "Screens and addresses").
const authScreens = [
  { path: '/auth/login', title: 'Login' },
  { path: '/auth/register', title: 'Register' },
  { path: '/auth/forgot-password', title: 'Forgot password' },
  { path: '/auth/recover-password/a-reset-token', title: 'Recover password' },
];
// The error pages wear the public chrome over the UI kit: both sets of colours are checked.
const errorScreens = ['/error/404', '/error/common/503/Service%20Unavailable'];
const JS_BUDGET_BYTES = 100 * 1024;

/**
 * Wakes every island a visitor can wake (record 0045): hovers the Services menu and scrolls to
 * the footer, then waits until each has hydrated. The signed-in header stays asleep: no session.
 */
async function wakeIslands(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Services' })
    .hover();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  for (const island of await page.locator('[data-island]:not([data-wake="session"])').all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-hydrated');
  }
}

test('a public page loads no script but its own until an island wakes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/landing/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(scripts.filter((name) => /\/(react|hydrate-islands)-/.test(name))).toEqual([]);
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);

  await wakeIslands(page);
  expect(scripts.some((name) => /\/react-/.test(name))).toBe(true);
});

test('a public page loads at most 100 KB of JavaScript (gzip) with every island awake, and neither the app nor back-office code', async ({
  page,
}) => {
  const figures: string[] = [];
  for (const path of landingPages) {
    const scripts = new Map<string, Promise<Buffer>>();
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), response.body());
    };
    page.on('response', onResponse);
    await page.goto(path);
    await wakeIslands(page);
    page.off('response', onResponse);
    const bodies = await Promise.all(scripts.values());
    const bytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    figures.push(`${path}: ${(bytes / 1024).toFixed(1)} KB in ${scripts.size} files`);
    expect(bytes, path).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    const names = [...scripts.keys()].map((url) => new URL(url).pathname);
    // Neither the app's entry and router, the UI kit's layouts, the schema library nor account
    // screens: a public page hydrates its islands alone.
    expect(
      names.filter((name) => /index-|router|account|app-layout|zod|profile|register/.test(name)),
    ).toEqual([]);
  }
  console.log(`JavaScript per public page (gzip -9):\n  ${figures.join('\n  ')}`);
});

const screens: { path: string; title?: string }[] = [
  ...landingPages.map((path) => ({ path })),
  ...authScreens,
  ...errorScreens.map((path) => ({ path })),
];
for (const { path, title } of screens) {
  test(`axe-core finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    const heading = title ? { name: title, exact: true } : {};
    await expect(page.getByRole('heading', { level: 1, ...heading })).toBeVisible();
    await expectNoAxeViolation(page);
  });
}
