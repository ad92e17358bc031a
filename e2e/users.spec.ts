import type { APIRequestContext, Page } from '@playwright/test';
import type { CommitteeRecord } from '@portal/shared/committees';
import type { UserInput, UserRecord } from '@portal/shared/users';
import { api, logIn, signInAs, uniqueEmail, verifiedAccount } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import {
  AUDIT_TERMS,
  cancelThenDelete,
  cellInColumn,
  choose,
  closeDetails,
  expectElevenPagedByTen,
  listScreen,
  openAsAdmin,
  openCreateForm,
  submitToList,
  toast,
  uniqueName,
  viewDetails,
} from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { scaled } from './support/machine';

const PASSWORD = 'e2e-pass-123';

const users = (page: Page) => listScreen(page, 'Users');

/** Opens the list on the one user a search for their unique email finds. */
async function findUser(page: Page, email: string) {
  await page.goto('/account/users');
  await users(page).findOne(email);
}

async function committeeByApi(request: APIRequestContext, token: string, label: string) {
  const answer = await api(request, 'POST', '/committees', {
    body: { name: uniqueName(label) },
    token,
  });
  return answer.data as CommitteeRecord;
}

/** An active, verified investor made by an administrator through the API, with a password. */
async function userByApi(
  request: APIRequestContext,
  token: string,
  label: string,
  extra: Partial<UserInput> = {},
) {
  const body: UserInput = {
    account_type: 1,
    name: uniqueName(label),
    email: uniqueEmail('user'),
    role: 6,
    member_of_a_committee: 'No',
    committees: [],
    password: PASSWORD,
    ...extra,
  };
  const answer = await api(request, 'POST', '/users', { body, token });
  return answer.data as UserRecord;
}

test('an administrator creates a committee member; View names the committee', async ({
  page,
  request,
}) => {
  const { token } = await signInAs(page, ADMIN);
  const committee = await committeeByApi(request, token, 'Finance');
  const name = uniqueName('Carol');
  const email = uniqueEmail('carol');
  await openCreateForm(page, 'user');

  await choose(page, 'Account type', 'Company');
  await choose(page, 'Role', 'Investor');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('radio', { name: 'Yes' }).check();
  // The sub-form's rules (required, 'Committee already added') are the unit tests' business.
  await choose(page, 'Committee', committee.name);
  await choose(page, 'Committee role', 'Chairperson');
  await page.getByRole('button', { name: 'Add committee' }).click();
  await expect(
    page.getByRole('table', { name: 'Added committees' }).locator('tbody tr'),
  ).toHaveText([`${committee.name}ChairpersonRemove`]);
  await page.getByLabel('Password (optional)').fill(PASSWORD);
  await submitToList(page, 'User created successfully.', '/account/users');
  await users(page).search(email);
  const row = users(page).rowOf(email);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Company');
  await expect(row.getByRole('link', { name: /^Active: / })).toBeVisible();

  const details = await viewDetails(page, name, [
    'Member of a committee',
    'Committees',
    ...AUDIT_TERMS,
  ]);
  await expect(details.getByRole('definition').nth(0)).toHaveText('Yes');
  await expect(details.getByRole('definition').nth(1)).toHaveText(
    `${committee.name} (Chairperson)`,
  );
  await closeDetails(details);
});

test('Show opens the user page, with a mail-to Message button and More Info', async ({
  page,
  request,
}) => {
  const { token } = await signInAs(page, ADMIN);
  const { id, name, email } = await userByApi(request, token, 'Shown');
  await findUser(page, email);
  await page.getByRole('link', { name: `Show ${name}` }).click();
  await expect(page).toHaveURL(`/account/account-show/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  const moreInfo = page.getByRole('table', { name: 'More Info' });
  await expect(moreInfo.getByRole('rowheader')).toHaveText([
    'Phone',
    'Website',
    'Address',
    'Contact person name',
    'Contact person phone',
    'Contact person email',
    'Alternative contact person name',
    'Alternative contact person phone',
    'Alternative contact person email',
  ]);
});

test('searches the users and pages through more than ten', async ({ page, request }) => {
  // Eleven accounts, each password hashed with argon2: slow on a busy machine.
  test.slow();
  const { token } = await signInAs(page, ADMIN);
  const label = uniqueName('Paging');
  for (let n = 1; n <= 11; n++) {
    await userByApi(request, token, `${label} #${String(n).padStart(2, '0')}`);
  }
  await page.goto('/account/users');
  await expectElevenPagedByTen(page, 'Users', label);

  const term = uniqueName('Nobody');
  await users(page).search(term);
  await expect(toast(page, '0 users found.')).toBeVisible();
  await expect(users(page).rows).toHaveText(
    `No itemsNo user matches "${term}". Clear the search to see all.`,
  );
});

test('edits a user: another role, one committee fewer', async ({ page, request }) => {
  const { token } = await signInAs(page, ADMIN);
  const kept = await committeeByApi(request, token, 'Planning');
  const dropped = await committeeByApi(request, token, 'Audit');
  const user = await userByApi(request, token, 'Edited', {
    member_of_a_committee: 'Yes',
    committees: [
      { name: kept.id, role: 3 },
      { name: dropped.id, role: 2 },
    ],
  });
  await findUser(page, user.email);
  await page.getByRole('link', { name: `Edit ${user.name}` }).click();
  await expect(page).toHaveURL(`/account/edit-user/${user.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);
  await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue('Investor');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();

  await choose(page, 'Role', 'Developer');
  await page.getByRole('button', { name: `Remove ${dropped.name}` }).click();
  await expect(
    page.getByRole('table', { name: 'Added committees' }).locator('tbody tr'),
  ).toHaveText([`${kept.name}MemberRemove`]);
  await submitToList(page, 'User updated successfully.', '/account/users');

  await users(page).search(user.email);
  const row = users(page).rowOf(user.email);
  await expect(await cellInColumn(page, 'Users', row, 'Role')).toHaveText('Developer');
  await page.getByRole('button', { name: `View ${user.name}` }).click();
  await expect(
    page.getByRole('dialog', { name: user.name }).getByRole('definition').nth(1),
  ).toHaveText(`${kept.name} (Member)`);
});

test('blocking a user turns their badge red and ends their session', async ({ page, request }) => {
  const { token } = await signInAs(page, ADMIN);
  const user = await userByApi(request, token, 'Blocked');
  const session = await logIn(request, { email: user.email, password: PASSWORD });
  await api(request, 'GET', '/profile', { token: session.token });

  await findUser(page, user.email);
  const active = page.getByRole('link', {
    name: `Active: change the account status of ${user.name}`,
  });
  await expect(active.locator('.mantine-Badge-root')).toHaveCSS(
    'background-color',
    'rgb(55, 178, 77)',
  );
  await active.click();
  await expect(page).toHaveURL(`/account/account-status/${user.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  await choose(page, 'Status', 'Blocked');
  await submitToList(page, 'Account status updated successfully.', '/account/users');

  await users(page).search(user.email);
  const blocked = page.getByRole('link', {
    name: `Blocked: change the account status of ${user.name}`,
  });
  await expect(blocked).toHaveText('Blocked');
  await expect(blocked.locator('.mantine-Badge-root')).toHaveCSS(
    'background-color',
    'rgb(201, 42, 42)',
  );
  await expect(api(request, 'GET', '/profile', { token: session.token })).rejects.toThrow(/401/);
});

test('Delete asks first, then takes the user off the list', async ({ page, request }) => {
  const { token } = await signInAs(page, ADMIN);
  const user = await userByApi(request, token, 'Deleted');
  await findUser(page, user.email);
  const row = users(page).rowOf(user.email);
  await cancelThenDelete(page, user.name, row, 'User deleted successfully.');
  await users(page).search(user.email);
  await expect(toast(page, '0 users found.')).toBeVisible();
});

test('on a narrow screen the users table fits, its folded columns under the name', async ({
  page,
}) => {
  // Room for a table beside the account menu, not for all its columns.
  await page.setViewportSize({ width: 1100, height: 900 });
  await openAsAdmin(page, '/account/users');
  const newest = users(page).rows.first();
  await expect(newest).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
  await expect(newest.getByRole('cell').nth(1)).toContainText('Phone:');
  const region = page.getByRole('group', { name: 'Users' });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
});

/** A committee member made through the API, for the screens that show one. */
async function memberByApi(request: APIRequestContext, token: string) {
  const committee = await committeeByApi(request, token, 'Axe');
  return userByApi(request, token, 'Axe', {
    member_of_a_committee: 'Yes',
    committees: [{ name: committee.id, role: 1 }],
  });
}

test('the users list and its modal pass axe-core', async ({ page, request }) => {
  const { token } = await signInAs(page, ADMIN);
  const user = await memberByApi(request, token);
  await findUser(page, user.email);
  await expectNoAxeViolation(page);
  // With a modal's overlay open, axe misreads the colours of a toast above it: let it go first.
  await expect(toast(page, '1 user found.')).toBeHidden({ timeout: scaled(10_000) });
  await page.getByRole('button', { name: `View ${user.name}` }).click();
  await expect(page.getByRole('dialog', { name: user.name })).toBeVisible();
  await expectNoAxeViolation(page);
});

test('the user form, account status and show pages pass axe-core', async ({ page, request }) => {
  const { token } = await signInAs(page, ADMIN);
  const user = await memberByApi(request, token);
  await page.goto(`/account/edit-user/${user.id}`);
  await expect(page.getByRole('table', { name: 'Added committees' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.goto(`/account/account-status/${user.id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(user.name);
  await expectNoAxeViolation(page);
  await page.goto(`/account/account-show/${user.id}`);
  await expect(page.getByRole('table', { name: 'More Info' })).toBeVisible();
  await expectNoAxeViolation(page);
});

test('a verified investor is kept out of the users screens', async ({ page, request, portal }) => {
  const account = await verifiedAccount(request, portal.inbox, 'users-outsider');
  const user = await signInAs(page, account);
  await page.goto('/account/users');
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toHaveCount(0);
  await expect(api(request, 'GET', '/users', { token: user.token })).rejects.toThrow(/403/);
});
