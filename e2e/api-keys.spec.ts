import Database from 'better-sqlite3';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ApiKeyRecord } from '@portal/shared/api-keys';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { api, logIn, signInAs, verifiedAccount, type Credentials } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import {
  cellInColumn,
  cancelThenDelete,
  dismissToast,
  listScreen,
  openAsAdmin,
  openCreateForm,
  submitToList,
  toast,
  uniqueName,
} from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';

const keys = (page: Page) => listScreen(page, 'APIs');

// Expiry dates a year or more away from today, so that no time zone makes either one today.
const thisYear = new Date().getFullYear();
const NEXT_YEAR = `${thisYear + 1}-12-31`;
const LAST_YEAR = `${thisYear - 1}-01-01`;

/** A key of `account`'s, made through the API, for the tests about what happens to one. */
async function keyByApi(request: APIRequestContext, account: Credentials, name: string) {
  const owner = await logIn(request, account);
  const answer = await api(request, 'POST', '/apis', {
    body: { name, expiry_date: NEXT_YEAR },
    token: owner.token,
  });
  return answer.data as ApiKeyRecord;
}

// Wide enough for every column the list has (record 0026).
test.use({ viewport: { width: 1440, height: 900 } });

// The Owner column comes with the role.
const cellUnder = (page: Page, row: Locator, header: string) =>
  cellInColumn(page, 'APIs', row, header);

test('an administrator creates a key: it comes first, Active, and Copy copies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await signInAs(page, ADMIN);
  const name = uniqueName('Planning app');
  await openCreateForm(page, 'api');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Expiry Date').fill(NEXT_YEAR);
  await submitToList(page, 'API key created successfully.', '/account/apis');

  const row = keys(page).rows.first();
  await expect(row).toContainText(name);
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(await cellUnder(page, row, 'Owner')).toHaveText(admin.name);
  await expect(await cellUnder(page, row, 'Requests')).toHaveText('0');
  await expect(await cellUnder(page, row, 'Expiry Date')).toContainText(String(thisYear + 1));
  await expect(await cellUnder(page, row, 'Status')).toHaveText('Active');

  const shown = await row.locator('code').textContent();
  expect(shown).toMatch(/^tck_.{40,}$/);
  await row.getByRole('button', { name: `Copy key ${name}` }).click();
  await expect(toast(page, 'Key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
});

test('each call of the parcel API with a key counts as one of its requests', async ({
  page,
  request,
}) => {
  const key = await keyByApi(request, ADMIN, uniqueName('Counted'));
  await openAsAdmin(page, '/account/apis');
  const requests = await cellUnder(page, keys(page).rowOf(key.name), 'Requests');
  await expect(requests).toHaveText('0');

  const calls = 3;
  for (let call = 0; call < calls; call++) {
    const answer = await request.get(PARCEL_API.parcels, { params: { apiKey: key.key } });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({
      status: 'ok',
      totalResults: expect.any(Number),
      parcels: expect.any(Array),
    });
  }
  await page.reload();
  await expect(requests).toHaveText(String(calls));
});

test('Edit opens the key prefilled and takes no expiry date in the past', async ({
  page,
  request,
}) => {
  const key = await keyByApi(request, ADMIN, uniqueName('Short-lived'));
  await openAsAdmin(page, '/account/apis');
  await page.getByRole('link', { name: `Edit ${key.name}` }).click();
  await expect(page).toHaveURL(`/account/edit-api/${key.id}`);
  await expect(page.getByLabel('Name')).toHaveValue(key.name);
  await expect(page.getByLabel('Expiry Date')).toHaveValue(NEXT_YEAR);

  const expiry = page.getByLabel('Expiry Date');
  await expiry.fill(LAST_YEAR);
  await expect(expiry).toHaveAccessibleDescription(/Choose an expiry date after today\./);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await expiry.fill(NEXT_YEAR);
  await submitToList(page, 'API key updated successfully.', '/account/apis');
  const row = keys(page).rowOf(key.name);
  await expect(await cellUnder(page, row, 'Expiry Date')).toContainText(String(thisYear + 1));
  await expect(await cellUnder(page, row, 'Status')).toHaveText('Active');
});

test('Delete asks first: Cancel keeps the key, Delete removes its row', async ({
  page,
  request,
}) => {
  const key = await keyByApi(request, ADMIN, uniqueName('Temporary'));
  await openAsAdmin(page, '/account/apis');
  const row = keys(page).rowOf(key.name);
  await cancelThenDelete(page, key.name, row, 'API key deleted successfully.');
  await page.reload();
  await expect(keys(page).rows.first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a user who is not an administrator sees only their own keys, without an Owner column', async ({
  page,
  request,
  portal,
}) => {
  const adminsKey = await keyByApi(request, ADMIN, uniqueName('Administrator’s'));
  const account = await verifiedAccount(request, portal.inbox, 'key-owner');
  const own = await keyByApi(request, account, uniqueName('Own'));
  await signInAs(page, account);
  await page.goto('/account/apis');

  await expect(keys(page).rows).toHaveCount(1);
  await expect(keys(page).rows).toContainText(own.name);
  await expect(await cellUnder(page, keys(page).rows, 'Status')).toHaveText('Active');
  await expect(page.getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
  await expect(keys(page).rowOf(adminsKey.name)).toHaveCount(0);

  // Nor can they open somebody else's key by its address.
  await page.goto(`/account/edit-api/${adminsKey.id}`);
  await expect(toast(page, 'API key not found.')).toBeVisible();
  await expect(page.getByText('This API key could not be loaded.')).toBeVisible();
});

/**
 * Moves a key's expiry date into the past in the database: no call may, since a key's date must
 * come after today, but a key made last year has expired by now.
 */
function expireKey(databaseFile: string, id: number) {
  const db = new Database(databaseFile);
  db.prepare('UPDATE api_keys SET expiry_date = ? WHERE id = ?').run(LAST_YEAR, id);
  db.close();
}

test('the API keys list, its View modal and the key form pass axe-core', async ({
  page,
  request,
  portal,
}) => {
  const label = uniqueName('Accessible');
  const expired = await keyByApi(request, ADMIN, `${label} expired`);
  expireKey(portal.databaseFile, expired.id);
  const key = await keyByApi(request, ADMIN, `${label} active`);
  await openAsAdmin(page, '/account/apis');
  await keys(page).search(label);
  await expect(keys(page).rows).toHaveCount(2);
  await dismissToast(page, '2 API keys found.');
  // Both badges, for the contrast of each.
  await expect(keys(page).rows.getByText('Expired', { exact: true })).toBeVisible();
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: `View ${key.name}` }).click();
  const details = page.getByRole('dialog', { name: key.name });
  await expect(details.getByRole('term')).toHaveText(['Name', 'Updated at']);
  await expect(details.getByRole('definition').first()).toHaveText(key.name);
  await expectNoAxeViolation(page);
  await page.keyboard.press('Escape');

  await page.goto(`/account/edit-api/${key.id}`);
  await expect(page.getByLabel('Name')).toHaveValue(key.name);
  await expectNoAxeViolation(page);
});
