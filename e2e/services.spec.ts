import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CurrentUser } from '@portal/shared/current-user';
import { api, logIn, signInAs, uniqueEmail } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import {
  dismissToast,
  AUDIT_TERMS,
  cancelThenDelete,
  closeDetails,
  listScreen,
  openAsAdmin,
  openCreateForm,
  submitToList,
  toast,
  uniqueName,
  viewDetails,
} from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { PNG_BASE64, serviceByApi } from './support/services';

// Seeded ids (docs/product.md, "Records").
const INVESTOR_ACCOUNT_TYPE = 1;
const INVESTOR = 6;

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

const services = (page: Page) => listScreen(page, 'Services');

/** Writes `content` into the test's own output folder and answers its path, for a file input. */
function fileOf(name: string, content: string | Buffer) {
  const path = test.info().outputPath(name);
  writeFileSync(path, content);
  return path;
}

const chooseLogo = (page: Page, path: string) =>
  page.locator('input[type="file"]').setInputFiles(path);

async function chooseCategory(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name }).click();
}

/** The width the browser gives an image, in CSS pixels. */
async function widthOf(image: Locator) {
  const box = await image.boundingBox();
  if (!box) throw new Error('The image is not shown');
  return box.width;
}

/** An investor made by the administrator (verified at creation), who can sign in. */
async function investorByApi(request: APIRequestContext, admin: CurrentUser) {
  const account = { email: uniqueEmail('investor'), password: 'e2e-pass-123' };
  await api(request, 'POST', '/users', {
    body: {
      account_type: INVESTOR_ACCOUNT_TYPE,
      name: 'E2E Investor',
      email: account.email,
      role: INVESTOR,
      member_of_a_committee: 'No',
      password: account.password,
    },
    token: admin.token,
  });
  return account;
}

test('an administrator creates a service with a PNG logo; it comes first with logo and badge', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await openCreateForm(page, 'service');

  const name = uniqueName('Water Bills');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Link').fill('https://water.example/portal');
  await page.getByLabel('Description').fill('Pay water and electricity bills');
  await chooseLogo(page, fileOf('logo.png', Buffer.from(PNG_BASE64, 'base64')));
  const preview = page.getByRole('img', { name: 'Logo preview' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveJSProperty('naturalWidth', 400);
  expect(await widthOf(preview)).toBeLessThanOrEqual(300);
  await chooseCategory(page, 'Authority Service');
  await page.getByLabel('Signs users in with single sign-on').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  // With single sign-on, the service's secret is shown once before the list opens.
  const secret = page.getByRole('dialog', { name: 'Single sign-on secret' });
  await expect(secret.getByLabel('Secret')).toHaveText(/^tcs_/);
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(toast(page, 'Service created successfully.')).toBeVisible();
  await expect(page).toHaveURL('/account/services');
  const row = services(page).rows.first();
  await expect(row).toContainText(name);
  await expect(row.getByRole('cell').first()).toHaveText('1');
  const logo = row.getByRole('img', { name: `${name} logo` });
  await expect(logo).toBeVisible();
  // Loaded from its own address (record 0023), not carried in the list's answer.
  await expect(logo).toHaveAttribute('src', /^\/api\/services\/\d+\/logo\?v=/);
  await expect(logo).toHaveJSProperty('naturalWidth', 400);
  expect(await widthOf(logo)).toBeLessThanOrEqual(48);
  await expect(row.getByText('Authority Service', { exact: true })).toBeVisible();
});

test('a search finds a service, and View shows its link and who made it', async ({
  page,
  request,
}) => {
  const { admin, service } = await serviceByApi(request, 'Cloud Hosting');
  await openAsAdmin(page, '/account/services');
  await services(page).findOne(service.name.toUpperCase());
  await expect(services(page).rows).toContainText(service.name);

  const details = await viewDetails(page, service.name, ['Link', ...AUDIT_TERMS]);
  const link = details.getByRole('link', { name: service.link });
  await expect(link).toHaveAttribute('href', service.link);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(details.getByRole('definition').nth(2)).toHaveText(admin.name);
  await expect(details.getByRole('definition').nth(3)).toHaveText(admin.name);
  await closeDetails(details);
});

test('Edit opens the service with its logo, keeps it, and saves the changes', async ({
  page,
  request,
}) => {
  const { service } = await serviceByApi(request, 'Parcel Data');
  await openAsAdmin(page, '/account/services');
  await services(page).search(service.name);
  await page.getByRole('link', { name: `Edit ${service.name}` }).click();
  await expect(page).toHaveURL(`/account/edit-service/${service.id}`);
  await expect(page.getByLabel('Name')).toHaveValue(service.name);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Authority Service');
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
    'src',
    service.logo,
  );

  const renamed = `${service.name} (renamed)`;
  await page.getByLabel('Name').fill(renamed);
  await chooseCategory(page, 'Partner Service');
  await submitToList(page, 'Service updated successfully.', '/account/services');
  const row = services(page).rowOf(renamed);
  await expect(row.getByText('Partner Service', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: `${renamed} logo` })).toHaveAttribute(
    'src',
    service.logo_url,
  );
});

test('Delete asks first: Cancel keeps the service, Delete removes its row', async ({
  page,
  request,
}) => {
  const { service } = await serviceByApi(request, 'Temporary');
  await openAsAdmin(page, '/account/services');
  const row = services(page).rowOf(service.name);
  await cancelThenDelete(page, service.name, row, 'Service deleted successfully.');
  await page.reload();
  await expect(services(page).rows.first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an SVG logo is refused under the logo field, by its bytes, before anything is sent', async ({
  page,
}) => {
  await openAsAdmin(page, '/account/create-service');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/services')) posts.push('sent');
  });
  await page.getByLabel('Name').fill(uniqueName('Vector'));
  await page.getByLabel('Link').fill('https://vector.example');
  await page.getByLabel('Description').fill('An SVG logo');
  await chooseCategory(page, 'Partner Service');
  // The file dialog offers PNG, JPEG and WebP only; a file set directly, as here, goes past it.
  await chooseLogo(page, fileOf('logo.svg', SVG));
  await expect(page.getByRole('button', { name: 'Logo' })).toHaveAccessibleDescription(
    /The logo must be a PNG, JPEG or WebP image\./,
  );
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(page).toHaveURL('/account/create-service');
  expect(posts).toEqual([]);
});

test('the services table and its View modal pass axe-core', async ({ page, request }) => {
  const { service } = await serviceByApi(request, 'Accessible');
  await openAsAdmin(page, '/account/services');
  await services(page).search(service.name);
  await expect(services(page).rowOf(service.name)).toHaveCount(1);
  await dismissToast(page, '1 service found.');
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: `View ${service.name}` }).click();
  await expect(page.getByRole('dialog', { name: service.name })).toBeVisible();
  await expectNoAxeViolation(page);
});

test('the service form with its logo preview passes axe-core', async ({ page, request }) => {
  const { service } = await serviceByApi(request, 'Previewed');
  await openAsAdmin(page, `/account/edit-service/${service.id}`);
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expectNoAxeViolation(page);
});

test('an investor sees the catalogue, and Get service opens the service in a new tab', async ({
  page,
  request,
  portal,
}) => {
  // A link back to the portal itself, so that the new tab has a page to load.
  const { admin, service } = await serviceByApi(
    request,
    'Land Registry',
    `${portal.url}/landing/services`,
  );
  await signInAs(page, await investorByApi(request, admin));
  await page.goto('/account/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await services(page).search(service.name);
  await expect(toast(page, '1 service found.')).toBeVisible();

  const card = page.getByRole('article', { name: service.name });
  await expect(card.getByRole('img', { name: `${service.name} logo` })).toBeVisible();
  await expect(card).toContainText('Land Registry for investors');
  await expect(card.getByText('Authority Service', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectNoAxeViolation(page);

  const getService = card.getByRole('link', { name: /^Get service/ });
  await expect(getService).toHaveAttribute('target', '_blank');
  await expect(getService).toHaveAttribute('rel', 'noopener noreferrer');
  const opened = page.waitForEvent('popup');
  await getService.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(service.link);
  // noopener noreferrer: the service gets no handle on the portal's window, nor where it came from.
  expect(await tab.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, '']);
  await tab.close();
});

test('an investor cannot reach the create-service form, nor create through the API', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const investor = await signInAs(page, await investorByApi(request, admin));
  await page.goto('/account/create-service');
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Create service' })).toHaveCount(0);
  await expect(
    api(request, 'POST', '/services', { body: {}, token: investor.token }),
  ).rejects.toThrow(/403/);
});
