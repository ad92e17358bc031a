import type { APIRequestContext, Page } from '@playwright/test';
import type { CommitteeDetail } from '@portal/shared/committees';
import type { CurrentUser } from '@portal/shared/current-user';
import type { UserCommitteeInput } from '@portal/shared/users';
import { api, logIn, signInAs, uniqueEmail, verifiedAccount } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import {
  cancelThenDelete,
  expectElevenPagedByTen,
  listScreen,
  openAsAdmin,
  openCreateForm,
  submitToList,
  toast,
  uniqueName,
} from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';

// Seeded ids (docs/product.md, "Records").
const COMPANY = 2;
const COMMITTEE_MEMBER = 5;
const CHAIRPERSON = 1;
const MEMBER = 3;

const committees = (page: Page) => listScreen(page, 'Committees');
const membersTable = (page: Page, committee: { name: string }) =>
  page.getByRole('table', { name: `${committee.name} Members` });

/** A committee made through the API, for the tests about what happens to one. */
async function committeeByApi(request: APIRequestContext, label: string, alias?: string) {
  const admin = await logIn(request, ADMIN);
  const answer = await api(request, 'POST', '/committees', {
    body: { name: uniqueName(label), alias },
    token: admin.token,
  });
  return { admin, committee: answer.data as CommitteeDetail };
}

/** A committee member made by the administrator, verified at creation, who can sign in. */
async function memberByApi(
  request: APIRequestContext,
  admin: CurrentUser,
  name: string,
  seats: UserCommitteeInput[],
) {
  const account = { email: uniqueEmail('member'), password: 'e2e-pass-123' };
  await api(request, 'POST', '/users', {
    body: {
      account_type: COMPANY,
      name,
      email: account.email,
      role: COMMITTEE_MEMBER,
      member_of_a_committee: 'Yes',
      committees: seats,
      password: account.password,
    },
    token: admin.token,
  });
  return account;
}

test('an administrator creates committees with and without an alias; each comes first', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await openCreateForm(page, 'committee');
  const finance = uniqueName('Finance');
  await page.getByLabel('Name').fill(finance);
  await page.getByLabel('Alias (optional)').fill('FIN');
  await submitToList(page, 'Committee created successfully.', '/account/committees');
  // Newest first, numbered from 1: #, Name, Alias, Created, Action.
  const first = committees(page).rows.first().getByRole('cell');
  await expect(first.nth(0)).toHaveText('1');
  await expect(first.nth(1)).toHaveText(finance);
  await expect(first.nth(2)).toHaveText('FIN');

  await page.getByRole('link', { name: 'Add New' }).click();
  const audit = uniqueName('Audit');
  await page.getByLabel('Name').fill(audit);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/account/committees');
  await expect(first.nth(1)).toHaveText(audit);
  await expect(first.nth(2)).toHaveText('');
  await expect(committees(page).rows.nth(1)).toContainText(finance);
});

test('a search finds a committee by its name or its alias, whatever the case', async ({
  page,
  request,
}) => {
  const alias = uniqueName('ALIAS');
  const { committee } = await committeeByApi(request, 'Tender', alias);
  await openAsAdmin(page, '/account/committees');
  await committees(page).findOne(committee.name.toUpperCase());
  await expect(committees(page).rows).toContainText(committee.name);

  await page.getByRole('button', { name: 'Clear' }).click();
  await committees(page).search(alias.toLowerCase());
  await expect(committees(page).rows).toHaveCount(1);
  await expect(committees(page).rows).toContainText(alias);
});

test('pages through more than ten committees, and page 2 of a search keeps its term', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const label = uniqueName('Paging');
  for (let n = 1; n <= 11; n++) {
    const body = { name: `${label} #${String(n).padStart(2, '0')}` };
    await api(request, 'POST', '/committees', { body, token: admin.token });
  }
  await openAsAdmin(page, '/account/committees');
  await expectElevenPagedByTen(page, 'Committees', label);
});

test('Show opens a committee with its members and their roles; Cancel goes back', async ({
  page,
  request,
}) => {
  const { admin, committee } = await committeeByApi(request, 'Finance');
  // Listed by name: Zed after Amy whatever the order they joined in.
  const suffix = uniqueName('');
  await memberByApi(request, admin, `Zed${suffix}`, [{ name: committee.id, role: CHAIRPERSON }]);
  await memberByApi(request, admin, `Amy${suffix}`, [{ name: committee.id, role: MEMBER }]);
  await openAsAdmin(page, '/account/committees');
  await committees(page).search(committee.name);
  await page.getByRole('link', { name: `Show ${committee.name}` }).click();

  await expect(page).toHaveURL(`/account/show-committee/${committee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Committee details' })).toBeVisible();
  await expect(page).toHaveTitle(/^Committee details \| /);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Committees' })).toBeVisible();
  await expect(trail.getByText('Show')).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('heading', { level: 2, name: `${committee.name} Members` }),
  ).toBeVisible();
  const members = membersTable(page, committee).locator('tbody tr');
  await expect(members).toHaveCount(2);
  // The administrator manages committees: each member's row offers Remove.
  await expect(members.nth(0).getByRole('cell')).toHaveText([
    '1',
    `Amy${suffix}`,
    'Member',
    /\d{4}/,
    'Remove',
  ]);
  await expect(members.nth(1).getByRole('cell')).toHaveText([
    '2',
    `Zed${suffix}`,
    'Chairperson',
    /\d{4}/,
    'Remove',
  ]);
  await expectNoAxeViolation(page);

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/account/committees');
});

test('a committee without members says so on its page', async ({ page, request }) => {
  const { committee } = await committeeByApi(request, 'Empty');
  await openAsAdmin(page, `/account/show-committee/${committee.id}`);
  await expect(membersTable(page, committee).locator('tbody tr')).toHaveText('No items');
});

test('a member sees their own committee; another one signs them out', async ({ page, request }) => {
  const { admin, committee } = await committeeByApi(request, 'Board');
  const { committee: other } = await committeeByApi(request, 'Closed');
  const name = uniqueName('Mo Member');
  const member = await memberByApi(request, admin, name, [{ name: committee.id, role: MEMBER }]);
  await signInAs(page, member);
  // Their way in is their profile's list of committees; Cancel brings them back there.
  await page.goto('/account/profile');
  await page
    .getByRole('region', { name: 'Your committees' })
    .getByRole('link', { name: committee.name })
    .click();
  await expect(page).toHaveURL(`/account/show-committee/${committee.id}`);
  await expect(membersTable(page, committee)).toContainText(name);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/account/profile');

  // A 403 is handled as every 403 is (docs/product.md, "Errors"): its message, then the login
  // screen.
  await page.goto(`/account/show-committee/${other.id}`);
  await expect(
    toast(page, 'Only administrators and members of this committee may see it.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});

test('Edit opens the committee prefilled and changes its name and alias', async ({
  page,
  request,
}) => {
  const { committee } = await committeeByApi(request, 'Planning', 'PLN');
  await openAsAdmin(page, '/account/committees');
  await committees(page).search(committee.name);
  await page.getByRole('link', { name: `Edit ${committee.name}` }).click();
  await expect(page).toHaveURL(`/account/edit-committee/${committee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit committee' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(committee.name);
  await expect(page.getByLabel('Alias (optional)')).toHaveValue('PLN');
  await expectNoAxeViolation(page);

  const renamed = `${committee.name} (renamed)`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByLabel('Alias (optional)').fill('');
  await submitToList(page, 'Committee updated successfully.', '/account/committees');
  const first = committees(page).rows.first().getByRole('cell');
  await expect(first.nth(1)).toHaveText(renamed);
  await expect(first.nth(2)).toHaveText('');
});

test('Delete asks first: Cancel keeps the committee, Delete removes its row', async ({
  page,
  request,
}) => {
  const { committee } = await committeeByApi(request, 'Temporary');
  await openAsAdmin(page, '/account/committees');
  const row = committees(page).rowOf(committee.name);
  await expect(row).toHaveCount(1);
  await cancelThenDelete(page, committee.name, row, 'Committee deleted successfully.');
  await page.reload();
  await expect(committees(page).rows.first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the committee form requires a name and refuses a taken one', async ({ page, request }) => {
  const { committee } = await committeeByApi(request, 'Taken');
  await openAsAdmin(page, '/account/create-committee');
  const name = page.getByLabel('Name');
  await name.fill('x');
  await name.fill('');
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectNoAxeViolation(page);

  await name.fill(committee.name.toLowerCase());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    toast(page, `A committee named "${committee.name.toLowerCase()}" already exists.`),
  ).toBeVisible();
  await expect(page).toHaveURL('/account/create-committee');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/account/committees');
});

test('the committees list and its delete dialog pass axe-core', async ({ page, request }) => {
  const { committee } = await committeeByApi(request, 'Accessible', 'ACC');
  await openAsAdmin(page, '/account/committees');
  await expect(committees(page).rowOf(committee.name)).toHaveCount(1);
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: `Delete ${committee.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Remove?' })).toBeVisible();
  await expectNoAxeViolation(page);
});

test('a user who is not an administrator is kept out of the committee management', async ({
  page,
  request,
  portal,
}) => {
  const { committee } = await committeeByApi(request, 'Guarded');
  const account = await verifiedAccount(request, portal.inbox, 'committees-outsider');
  const user = await signInAs(page, account);
  for (const path of [
    '/account/committees',
    '/account/create-committee',
    `/account/edit-committee/${committee.id}`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/account/dashboard');
  }
  await expect(api(request, 'GET', '/committees', { token: user.token })).rejects.toThrow(/403/);
});
