import { signInAs, verifiedAccount } from './support/accounts';
import { listScreen, uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { fitsEachSize, SIZES } from './support/fit';
import { decidedSolution } from './support/vendors';

test('an anonymous visitor finds an approved solution in the register and checks its code', async ({
  browser,
  request,
  portal,
}) => {
  const solution = await decidedSolution(
    request,
    await verifiedAccount(request, portal.inbox, 'vendor'),
    uniqueName('Aurora Analytics'),
  );
  const context = await browser.newContext({ baseURL: portal.url, viewport: SIZES[0] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The letters answer 404 to a solution's code before the register is asked: expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });

  await page.goto('/landing/cloud-solutions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register of cloud solutions' }),
  ).toBeVisible();
  const search = page.getByRole('search', { name: 'Search the register' });
  await expect(page.locator('[data-island="cloud-solutions"]')).toHaveAttribute('data-hydrated');
  await search.getByRole('searchbox', { name: 'Search' }).fill(solution.name);
  await search.getByRole('combobox', { name: 'Status' }).selectOption('Approved');
  await search.getByRole('combobox', { name: 'Category' }).selectOption('Platform as a service');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?search_term=.+&status=approved&category=paas$/);
  await expect(page.getByText('1 solution matches your search')).toBeVisible();
  const row = page.getByRole('table', { name: 'Solutions' }).getByRole('row', {
    name: new RegExp(solution.name),
  });
  await expect(row).toContainText('Nimbus Cloud Africa Ltd');
  await expect(row).toContainText('Platform as a service');
  await expect(row).toContainText('In the technology city’s data centre, Kenya');
  await expect(row).toContainText('ISO 27001, expires 30 June 2028');
  await expect(row).toContainText('Approved');
  const latest = page.getByRole('heading', { name: 'Latest changes' }).locator('..');
  await expect(latest.getByRole('link', { name: solution.name })).toBeVisible();
  await fitsEachSize(page, 'register');

  await row.getByRole('link', { name: solution.code }).click();
  await expect(page).toHaveURL(`/verify/${solution.code}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verify a cloud solution' }),
  ).toBeVisible();
  await expect(page.getByText('Approved as of today')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(solution.name);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await fitsEachSize(page, 'verify-solution');
  expect(errors).toEqual([]);
  await context.close();
});

test('staff find the decided application in the vendor queue by its call, and count the journey on the dashboard', async ({
  page,
  request,
  portal,
}) => {
  const solution = await decidedSolution(
    request,
    await verifiedAccount(request, portal.inbox, 'vendor'),
    uniqueName('Aurora Analytics'),
  );
  await signInAs(page, ADMIN);
  await page.goto('/account/vendor-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor applications' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Call', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${solution.callReference} `) }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/call_id=\d+/);
  const queue = listScreen(page, 'Vendor applications');
  await expect(queue.rows).toHaveCount(1);
  await expect(queue.rowOf(solution.reference)).toContainText('Decided');
  await fitsEachSize(page, 'vendor-queue');

  await page.goto('/account/dashboard');
  const work = page.getByRole('region', { name: 'Your work' });
  await expect(work.getByRole('heading', { level: 3, name: 'Vendor applications' })).toBeVisible();
  await expect(work.getByRole('link', { name: /^To assign \d+ / })).toHaveAttribute(
    'href',
    '/account/vendor-applications?stage=submitted',
  );
  await fitsEachSize(page, 'dashboard');
});
