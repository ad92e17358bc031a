import type { APIRequestContext, Page } from '@playwright/test';
import type { CurrentUser } from '@portal/shared/current-user';
import {
  parcelMessages,
  type AllocationRecord,
  type ParcelInput,
  type ParcelRecord,
} from '@portal/shared/parcels';
import { api, logIn, signInAs, verifiedAccount } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import {
  AUDIT_TERMS,
  cancelThenDelete,
  closeDetails,
  dismissToast,
  listScreen,
  openAsAdmin,
  openCreateForm,
  submitToList,
  toast,
  viewDetails,
} from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';

const parcels = (page: Page) => listScreen(page, 'Parcels');
const allocations = (page: Page) => listScreen(page, 'Parcel allocations');

let sequence = 0;
/** A parcel number no other test of the run uses: the register holds each number once. */
const uniqueNumber = (label: string) =>
  `E2E-${label}-${process.pid}-${Date.now().toString(36)}-${++sequence}`.toUpperCase();

/** A parcel made through the API, for the tests about what happens to one. */
async function parcelByApi(
  request: APIRequestContext,
  admin: CurrentUser,
  overrides: Partial<ParcelInput> = {},
) {
  const body: ParcelInput = {
    number: uniqueNumber('P'),
    acre: '2.50',
    min_floors: 2,
    max_floors: 8,
    land_use: 'Commercial',
    zone: 'Central Business District',
    status: 'Available',
    ...overrides,
  };
  const answer = await api(request, 'POST', '/parcels', { body, token: admin.token });
  return answer.data as ParcelRecord;
}

/** An allocation of `parcel` made through the API. */
async function allocationByApi(
  request: APIRequestContext,
  admin: CurrentUser,
  parcel: ParcelRecord,
) {
  const answer = await api(request, 'POST', '/parcel-allocations', {
    body: {
      parcel_id: parcel.id,
      allocated_to: 'Savannah Data Ltd',
      allocated_at: '2026-03-01',
      lease_term_years: 60,
    },
    token: admin.token,
  });
  return answer.data as AllocationRecord;
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Searches `list` for the parcel `number` and answers its one row. */
async function findRow(list: ReturnType<typeof listScreen>, number: string) {
  // Not by its toast: the same count found again within seconds is a duplicate, not shown twice.
  await list.search(number.toLowerCase());
  await expect(list.rows).toHaveCount(1);
  await expect(list.rowOf(number)).toHaveCount(1);
  return list.rowOf(number);
}

const findParcel = (page: Page, number: string) => findRow(parcels(page), number);
const findAllocation = (page: Page, number: string) => findRow(allocations(page), number);

test('an administrator creates a parcel, finds it by search and edits it', async ({ page }) => {
  await signInAs(page, ADMIN);
  await openCreateForm(page, 'parcel');
  const number = uniqueNumber('New');
  await page.getByLabel('Number').fill(number.toLowerCase());
  await page.getByLabel('Acres').fill('1.25');
  await page.getByLabel('Minimum floors').fill('2');
  await page.getByLabel('Maximum floors').fill('8');
  await choose(page, 'Land use', 'Mixed Use');
  await choose(page, 'Zone', 'Mixed-Use Corridor');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Available');
  await submitToList(page, 'Parcel created successfully.', '/account/parcels');
  // Newest first; the number is kept in upper case.
  await expect(parcels(page).rows.first()).toContainText(number);

  await parcels(page).findOne(number.toLowerCase());
  const row = parcels(page).rowOf(number);
  await expect(row).toContainText('1.25');
  await expect(row).toContainText('2–8');
  await expect(row).toContainText('Mixed-Use Corridor');
  await expect(row.getByText('Available', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: `Edit ${number}` }).click();
  await expect(page).toHaveURL(/\/account\/edit-parcel\/\d+$/);
  await expect(page.getByLabel('Number')).toHaveValue(number);
  await expect(page.getByRole('combobox', { name: 'Land use' })).toHaveValue('Mixed Use');
  await page.getByLabel('Maximum floors').fill('12');
  await choose(page, 'Status', 'Reserved');
  await submitToList(page, 'Parcel updated successfully.', '/account/parcels');
  const edited = await findParcel(page, number);
  await expect(edited).toContainText('2–12');
  await expect(edited.getByText('Reserved', { exact: true })).toBeVisible();
});

test('allocating a parcel makes it Allocated, and lists the allocation', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const parcel = await parcelByApi(request, admin, { status: 'Reserved' });
  await openAsAdmin(page, '/account/parcels');
  const row = await findParcel(page, parcel.number);
  await row.getByRole('link', { name: `Allocate ${parcel.number}` }).click();
  await expect(page).toHaveURL(`/account/allocate-parcel/${parcel.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Allocate parcel' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(parcel.number);

  await page.getByLabel('Allotted to').fill('Savannah Data Ltd');
  // The email must be an account's: the server's answer goes under the field.
  await page.getByLabel('Allottee account email (optional)').fill('nobody@example.com');
  await page.getByLabel('Allocation date').fill('2026-03-01');
  await choose(page, 'Lease term', '60 years (long term)');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('Allottee account email (optional)')).toHaveAccessibleDescription(
    new RegExp(parcelMessages.unknownAllottee),
  );
  await page.getByLabel('Allottee account email (optional)').fill(ADMIN.email);
  await submitToList(page, 'Parcel allocated successfully.', '/account/parcel-allocations');

  const allocation = await findAllocation(page, parcel.number);
  await expect(allocation).toContainText('Savannah Data Ltd');
  await expect(allocation).toContainText('60 years (long term)');
  const details = await viewDetails(page, parcel.number, [
    'Parcel',
    'Allotted to',
    'Allottee account',
    'Allocation date',
    'Lease term',
    'Lease ends',
    ...AUDIT_TERMS,
  ]);
  await expect(details.getByRole('definition').nth(2)).toContainText(ADMIN.email);
  await closeDetails(details);

  await page.getByRole('link', { name: 'All parcels' }).click();
  const allocated = await findParcel(page, parcel.number);
  await expect(allocated.getByText('Allocated', { exact: true })).toBeVisible();
  await expect(allocated.getByRole('link', { name: `Allocate ${parcel.number}` })).toHaveCount(0);
});

test('an allocated parcel keeps its status when edited, and is not deleted', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const parcel = await parcelByApi(request, admin);
  await allocationByApi(request, admin, parcel);
  await openAsAdmin(page, `/account/edit-parcel/${parcel.id}`);
  const status = page.getByRole('textbox', { name: 'Status' });
  await expect(status).toHaveValue('Allocated');
  await expect(status).toHaveAccessibleDescription(parcelMessages.reservedOnly);
  await page.getByLabel('Acres').fill('3.75');
  await submitToList(page, 'Parcel updated successfully.', '/account/parcels');

  const row = await findParcel(page, parcel.number);
  await expect(row).toContainText('3.75');
  await expect(row.getByText('Allocated', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${parcel.number}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, parcelMessages.parcelAllocated)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Remove?' })).toBeHidden();
  await expect(row).toHaveCount(1);
});

test('Edit opens an allocation prefilled and changes whom to and the lease', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const parcel = await parcelByApi(request, admin);
  const allocation = await allocationByApi(request, admin, parcel);
  await openAsAdmin(page, '/account/parcel-allocations');
  const row = await findAllocation(page, parcel.number);
  await row.getByRole('link', { name: `Edit ${parcel.number}` }).click();
  await expect(page).toHaveURL(`/account/edit-allocation/${allocation.id}`);
  await expect(page.getByRole('textbox', { name: 'Parcel' })).toHaveValue(parcel.number);
  await expect(page.getByLabel('Allotted to')).toHaveValue('Savannah Data Ltd');
  await expect(page.getByLabel('Allocation date')).toHaveValue('2026-03-01');
  await expect(page.getByRole('combobox', { name: 'Lease term' })).toHaveValue(
    '60 years (long term)',
  );
  await page.getByLabel('Allotted to').fill('Savannah Cloud Ltd');
  await choose(page, 'Lease term', '90 years (long term)');
  await submitToList(page, 'Allocation updated successfully.', '/account/parcel-allocations');

  const edited = await findAllocation(page, parcel.number);
  await expect(edited).toContainText('Savannah Cloud Ltd');
  await expect(edited).toContainText('90 years (long term)');
});

test('Release asks first, then frees the parcel: Available again, it can be deleted', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const parcel = await parcelByApi(request, admin, { status: 'Reserved' });
  await allocationByApi(request, admin, parcel);
  await openAsAdmin(page, '/account/parcel-allocations');
  const row = await findAllocation(page, parcel.number);
  const release = page.getByRole('button', { name: `Release ${parcel.number}` });
  const confirm = page.getByRole('dialog', { name: 'Remove?' });
  await release.click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);
  await release.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page
      .locator('.Toastify__toast--error')
      .filter({ hasText: 'Allocation released successfully.' }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('link', { name: 'All parcels' }).click();
  const released = await findParcel(page, parcel.number);
  await expect(released.getByText('Available', { exact: true })).toBeVisible();
  await expect(released.getByRole('link', { name: `Allocate ${parcel.number}` })).toBeVisible();
  await cancelThenDelete(page, parcel.number, released, 'Parcel deleted successfully.');
});

test('a taken parcel number is refused with the server’s message', async ({ page, request }) => {
  const admin = await logIn(request, ADMIN);
  const parcel = await parcelByApi(request, admin);
  await openAsAdmin(page, '/account/create-parcel');
  await page.getByLabel('Number').fill(parcel.number.toLowerCase());
  await page.getByLabel('Acres').fill('0.5');
  await page.getByLabel('Minimum floors').fill('0');
  await page.getByLabel('Maximum floors').fill('1');
  await choose(page, 'Land use', 'Utilities');
  await choose(page, 'Zone', 'Light Industry Park');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'A parcel with this number already exists.')).toBeVisible();
  await expect(page).toHaveURL('/account/create-parcel');
});

test('the parcels list with every status, and its modal, pass axe-core', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  // One parcel of each status on one page, so that every badge's contrast is checked.
  const label = uniqueNumber('Axe');
  await parcelByApi(request, admin, { number: `${label}-A` });
  await parcelByApi(request, admin, { number: `${label}-R`, status: 'Reserved' });
  const allocated = await parcelByApi(request, admin, { number: `${label}-X` });
  await allocationByApi(request, admin, allocated);

  await openAsAdmin(page, '/account/parcels');
  await parcels(page).search(label);
  await expect(parcels(page).rows).toHaveCount(3);
  await dismissToast(page, '3 parcels found.');
  for (const status of ['Available', 'Reserved', 'Allocated']) {
    await expect(parcels(page).rows.getByText(status, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: `View ${allocated.number}` }).click();
  await expect(page.getByRole('dialog', { name: allocated.number })).toContainText(
    'Savannah Data Ltd',
  );
  await expectNoAxeViolation(page);
});

test('the parcel forms, with a message and a read-only status, pass axe-core', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const allocated = await parcelByApi(request, admin);
  await allocationByApi(request, admin, allocated);

  await openAsAdmin(page, `/account/edit-parcel/${allocated.id}`);
  await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('Allocated');
  await expectNoAxeViolation(page);

  await page.goto('/account/create-parcel');
  await page.getByLabel('Acres').fill('x');
  await expect(page.getByLabel('Acres')).toHaveAccessibleDescription(parcelMessages.acre);
  await expectNoAxeViolation(page);
});

test('the allocations list and the allocation forms pass axe-core', async ({ page, request }) => {
  const admin = await logIn(request, ADMIN);
  const free = await parcelByApi(request, admin);
  const allocated = await parcelByApi(request, admin);
  await allocationByApi(request, admin, allocated);

  await openAsAdmin(page, '/account/parcel-allocations');
  await allocations(page).search(allocated.number);
  await expect(allocations(page).rows).toHaveCount(1);
  await dismissToast(page, '1 parcel allocation found.');
  await expectNoAxeViolation(page);

  await page.getByRole('link', { name: `Edit ${allocated.number}` }).click();
  await expect(page.getByLabel('Allotted to')).toHaveValue('Savannah Data Ltd');
  await expectNoAxeViolation(page);

  await page.goto(`/account/allocate-parcel/${free.id}`);
  await expect(page.getByRole('definition').first()).toHaveText(free.number);
  await expectNoAxeViolation(page);
});

test('a user who is not an administrator is kept out of the parcel register', async ({
  page,
  request,
  portal,
}) => {
  const account = await verifiedAccount(request, portal.inbox, 'parcels-outsider');
  const user = await signInAs(page, account);
  await page.goto('/account/parcels');
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels' })).toHaveCount(0);
  await expect(api(request, 'GET', '/parcels', { token: user.token })).rejects.toThrow(/403/);
  await expect(api(request, 'GET', '/parcel-allocations', { token: user.token })).rejects.toThrow(
    /403/,
  );
});
