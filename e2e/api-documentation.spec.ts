import { PARCEL_API, parcelApiErrors } from '@portal/shared/parcel-api';
import { curlWithBearer } from '../apps/web/src/features/api-docs/examples';
import { expectNoAxeViolation } from './support/axe';
import { openAsAdmin } from './support/back-office';
import { expect, test } from './support/fixtures';

const SECTIONS = [
  'Introduction',
  'Authentication',
  'Endpoints',
  'Errors',
  'Single sign-on for linked services',
  'OpenID Connect for linked services',
];

test('an administrator opens the API documentation from the sidebar and copies an example', async ({
  page,
  context,
  portal,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAsAdmin(page, '/account/dashboard');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'API documentation' })
    .click();
  await expect(page).toHaveURL('/account/api-documentation');
  await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);

  const errors = page.getByRole('table', { name: 'Error codes' });
  await expect(errors.locator('tbody tr')).toHaveCount(Object.keys(parcelApiErrors).length);

  const curl = page.getByRole('figure', { name: 'curl, key in the Authorization header' });
  await expect(curl).toContainText(`${portal.url}${PARCEL_API.parcels}`);
  await curl.getByRole('button', { name: 'Copy example' }).click();
  await expect(curl.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    curlWithBearer(portal.url),
  );
});

test('a link of the contents brings its section into view', async ({ page }) => {
  await openAsAdmin(page, '/account/api-documentation');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Errors' })
    .click();
  await expect(page).toHaveURL('/account/api-documentation#errors');
  const heading = page.getByRole('heading', { level: 2, name: 'Errors' });
  await expect(heading).toBeInViewport();
  // Below the fixed top bar, not under it.
  const topBar = await page.getByRole('banner').boundingBox();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height);
});

test('the API documentation passes axe-core, on a desktop and on a phone', async ({ page }) => {
  await openAsAdmin(page, '/account/api-documentation');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  await expectNoAxeViolation(page);

  await page.setViewportSize({ width: 360, height: 740 });
  // Long example lines scroll inside their blocks; once the shell has settled into its phone
  // layout, the page itself does not scroll sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBe(0);
  // Nor does a copy button shrink beside a long caption and cut its own label.
  for (const button of await page.getByRole('button', { name: 'Copy example' }).all()) {
    const clipped = await button.evaluate((b) =>
      [b, ...Array.from(b.querySelectorAll('*'))].some(
        (part) => part.scrollWidth > part.clientWidth,
      ),
    );
    expect(clipped).toBe(false);
  }
  await expectNoAxeViolation(page);
});
