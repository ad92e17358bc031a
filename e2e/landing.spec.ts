import type { Page } from '@playwright/test';
import { signInAs } from './support/accounts';
import { ADMIN, expect, test } from './support/fixtures';

// The product as docs/product.md describes it is the oracle here, not the app's own content modules.
const pages: { path: string; heading: string | RegExp; content: (string | RegExp)[] }[] = [
  {
    path: '/landing/home',
    heading: /^Welcome to the TechCity One-Stop Shop/,
    content: ['Parcel allocation', 'Data center services', 'Utilities', '15,000 KES'],
  },
  {
    path: '/landing/services',
    heading: 'Services',
    content: ['Parcel allocation', 'Data center services', 'water and electricity'],
  },
  {
    path: '/landing/software-vendors',
    heading: 'Software Vendors',
    content: [
      'revenue-sharing',
      'annual workplan',
      /reviewed and scored every quarter/,
      /security audit at least once a year/,
    ],
  },
  {
    path: '/landing/parcel-allocation-services',
    heading: 'Parcel Allocation',
    content: ['Letter of Notification', 'Letter of intent', 'site handover'],
  },
  { path: '/landing/about-us', heading: 'About us', content: ['special economic zone'] },
  {
    path: '/landing/faqs',
    heading: 'Frequently asked questions',
    content: ['21 years', '60 or 90 years', 'master plan', 'minimum investment', 'ICT/ITES'],
  },
  {
    path: '/landing/terms-of-service',
    heading: 'Terms of service',
    content: ['over 18', 'Approved with conditions', 'In process'],
  },
  {
    path: '/landing/privacy-policy',
    heading: 'Privacy policy',
    content: ['verification', 'API keys', 'Server logs', 'How long we keep it'],
  },
  {
    path: '/landing/cloud-solutions',
    heading: 'Register of cloud solutions',
    content: ['status today', 'certifications', 'conditions', 'Latest changes'],
  },
];

/** Fails the test on any script error or console error: hydration mismatches are reported there. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test('every public page shows its heading, key content, own title and description', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const descriptions = new Set<string>();
  for (const { path, heading, content } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    const main = page.getByRole('main');
    for (const text of content) await expect(main, `${path}: ${String(text)}`).toContainText(text);
    await expect(page, path).toHaveTitle(/ \| TechCity One-Stop Shop$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, path).toBeGreaterThan(50);
    descriptions.add(description!);
  }
  expect(descriptions.size).toBe(pages.length);
  expect(errors).toEqual([]);
});

test('public pages arrive as HTML: readable and navigable without JavaScript', async ({
  browser,
  portal,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: portal.url });
  const page = await context.newPage();
  await page.goto('/landing/home');
  await expect(page).toHaveTitle('Home | TechCity One-Stop Shop');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to/ })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  // FAQ answers are disclosures that work without scripts.
  await page.getByText('Who can acquire land in the technology city?').click();
  await expect(page.getByText(/anyone.*contract/i).first()).toBeVisible();
  await context.close();
});

test('FAQ answers open and close by keyboard on the hydrated page', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/landing/faqs');
  const question = page.getByText('Who can acquire land in the technology city?');
  const answer = page.getByText(/anyone.*contract/i).first();
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
  expect(errors).toEqual([]);
});

test('Login and Register lead from a public page to the app, and back', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/landing/about-us');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/landing/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to/ })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/landing/home');
  // Back on the public page, its islands work again.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services' }).click();
  await expect(nav.getByRole('link', { name: 'Parcel Allocation' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the eleven vendor evaluation criteria are listed in order, totalling 100', async ({
  page,
}) => {
  await page.goto('/landing/software-vendors');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText(['Home', 'Services', 'Data Center Services', 'Software Vendors']);
  const table = page.getByRole('table', { name: /evaluation criteria/i });
  const rows = table.locator('tbody tr');
  const criteria = await rows.locator('th, td').allTextContents();
  const pairs = [];
  for (let i = 0; i < criteria.length; i += 2) pairs.push([criteria[i], Number(criteria[i + 1])]);
  expect(pairs).toEqual([
    ['Quality', 10],
    ['Price/Cost', 10],
    ['Performance/Delivery', 10],
    ['Service', 10],
    ['Lead-Time', 10],
    ['Financial Strength', 10],
    ['Technical Capability', 10],
    ['Management Approach', 10],
    ['Geographical Location (proximity to the technology city and its sites)', 5],
    ['Ability to Surpass Targets', 10],
    ['Regulatory Compliance (adherence to the laws of the national government)', 5],
  ]);
  await expect(table.locator('tfoot')).toContainText('Total');
  await expect(table.locator('tfoot')).toContainText('100');
});

test('the terms list the seven cloud-solution review statuses', async ({ page }) => {
  await page.goto('/landing/terms-of-service');
  const main = page.getByRole('main');
  for (const status of [
    'Approved',
    'Approved with conditions',
    'Not recommended',
    'Not approved',
    'Review Required',
    'Withdrawn',
    'In process',
  ]) {
    await expect(main.getByText(status, { exact: true }), status).toBeVisible();
  }
});

test('Apply on the call for expressions of interest leads to /account/services', async ({
  page,
}) => {
  await page.goto('/landing/home');
  const apply = page.getByRole('link', { name: 'Apply', exact: true });
  await expect(apply).toHaveAttribute('href', '/account/services');
  await apply.click();
  // Signed out, the account area asks for a sign-in first, and will come back here after it.
  await expect(page).toHaveURL(/\/auth\/login\?next=(%2F|\/)account(%2F|\/)services$/);

  await signInAs(page, ADMIN);
  await page.goto('/landing/home');
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL('/account/services');
});

test.describe('navigation', () => {
  test('the Services dropdown by mouse', async ({ page }) => {
    await page.goto('/landing/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: 'Parcel Allocation' }).click();
    await expect(page).toHaveURL('/landing/parcel-allocation-services');
    await expect(page.getByRole('heading', { level: 1, name: 'Parcel Allocation' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Parcel Allocation' })).toBeHidden();

    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('button', { name: 'Data Center Services' }).click();
    await nav.getByRole('link', { name: 'Software Vendors' }).click();
    await expect(page).toHaveURL('/landing/software-vendors');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/landing/home');
  });

  test('the Services dropdown and the links by keyboard alone', async ({ page }) => {
    await page.goto('/landing/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Enter before the menu's script has loaded is held and replayed (record 0045): the visitor
    // sees the menu open, then moves on.
    await expect(nav.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Parcel Allocation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Parcel Allocation' })).toBeHidden();

    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Software Vendors' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/landing/software-vendors');

    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeVisible();
  });
});

test('the User Manual link opens a real PDF in a new tab', async ({ page, context }) => {
  await page.goto('/landing/home');
  const link = page.getByRole('link', { name: /^User Manual/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect.poll(() => popup.url()).toMatch(/\/user-manual\.pdf$/);

  const response = await page.request.get('/user-manual.pdf');
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(10_000);
});

test('the footer carries contact details, quick and legal links, and this year', async ({
  page,
}) => {
  await page.goto('/landing/about-us');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} TechCity Investment Authority`);
  await expect(footer.getByRole('link', { name: /^\+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveCount(2);
  await expect(
    footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link'),
  ).toHaveText(['Home', 'Services', 'About Us', 'FAQs']);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/landing/privacy-policy');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/landing/terms-of-service');
});

test('at 360 px wide no public page scrolls sideways', async ({ browser, portal }, testInfo) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: portal.url,
  });
  const page = await context.newPage();
  for (const { path } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/landing/software-vendors');
  await testInfo.attach('software-vendors-360px', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await context.close();
});

test('a signed-in visitor is greeted on a prerendered page and can sign out from it', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await signInAs(page, ADMIN);
  await page.goto('/landing/services');
  const header = page.getByRole('banner');
  await expect(header.getByText(/^Welcome, /)).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/login');
  // The server's message comes along to the login screen, a new document.
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  expect(errors).toEqual([]);
});
