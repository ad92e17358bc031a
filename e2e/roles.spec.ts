import type { APIRequestContext, Page } from '@playwright/test';
import type { RoleDetail, RoleRecord } from '@portal/shared/roles';
import { accountWithRole, api, logIn, signInAs, verifiedAccount } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import {
  dismissToast,
  AUDIT_TERMS,
  cancelThenDelete,
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

const roles = (page: Page) => listScreen(page, 'Roles');

/** A role made through the API, for the tests about what happens to one. */
async function roleByApi(request: APIRequestContext, label: string) {
  const admin = await logIn(request, ADMIN);
  const answer = await api(request, 'POST', '/roles', {
    body: { name: uniqueName(label) },
    token: admin.token,
  });
  return { admin, role: answer.data as RoleRecord };
}

test('an administrator creates a role; it comes first in the list', async ({ page }) => {
  await signInAs(page, ADMIN);
  const name = uniqueName('Auditor');
  await openCreateForm(page, 'role');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await submitToList(page, 'Role created successfully.', '/account/roles');
  // Newest first, numbered from 1.
  await expect(roles(page).rows.first()).toContainText(name);
  await expect(roles(page).rows.first().getByRole('cell').first()).toHaveText('1');
});

test('a search finds a role whatever the case, and View shows who made it', async ({
  page,
  request,
}) => {
  const { admin, role } = await roleByApi(request, 'Inspector');
  await openAsAdmin(page, '/account/roles');
  await roles(page).findOne(role.name.toUpperCase());
  await expect(roles(page).rows).toContainText(role.name);

  const details = await viewDetails(page, role.name, ['Name', 'Grants', ...AUDIT_TERMS]);
  await expect(details.getByRole('definition').nth(0)).toHaveText(role.name);
  // Made without permissions, the role grants nothing.
  await expect(details.getByRole('definition').nth(1)).toHaveText('Nothing');
  await expect(details.getByRole('definition').nth(3)).toHaveText(admin.name);
  await expect(details.getByRole('definition').nth(4)).toHaveText(admin.name);
  await closeDetails(details);
});

test('an administrator chooses what a role grants, and the edit form shows it as saved', async ({
  page,
}) => {
  const audit = 'Read and download the audit trail of administrative acts';
  const mail = 'See the mail the portal could not deliver yet, and send it again';
  await signInAs(page, ADMIN);
  const name = uniqueName('Overseer');
  await openCreateForm(page, 'role');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const oversight = page.getByRole('group', { name: 'Oversight' });
  await oversight.getByRole('checkbox', { name: audit }).check();
  await oversight.getByRole('checkbox', { name: mail }).check();
  await submitToList(page, 'Role created successfully.', '/account/roles');

  const details = await viewDetails(page, name, ['Name', 'Grants', ...AUDIT_TERMS]);
  await expect(details.getByRole('list', { name: 'Permissions granted' })).toHaveText(
    `${audit}${mail}`,
  );
  await closeDetails(details);

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('checkbox', { name: audit })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: mail })).toBeChecked();
  await page.getByRole('checkbox', { name: mail }).uncheck();
  await submitToList(page, 'Role updated successfully.', '/account/roles');

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: audit })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: mail })).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Block and unblock accounts' }),
  ).not.toBeChecked();
});

test('the Administrator holds every permission and Registered User none, neither to change', async ({
  page,
}) => {
  await openAsAdmin(page, '/account/edit-role/1');
  await expect(page.getByText('The Administrator holds every permission')).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) {
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }

  await page.goto('/account/edit-role/2');
  await expect(page.getByText('New sign-ups hold this role, so it grants nothing.')).toBeVisible();
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) {
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
  }
});

test('a role manager leaves a permission they do not hold as it is, and saves the rest', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const grant = async (label: string, permissions: string[]) => {
    const body = { name: uniqueName(label), permissions };
    const answer = await api(request, 'POST', '/roles', { body, token: admin.token });
    return answer.data as RoleDetail;
  };
  const keeper = await grant('Keeper', ['roles.manage', 'users.view']);
  const watcher = await grant('Watcher', ['mail.view', 'users.view']);
  await signInAs(page, await accountWithRole(request, admin.token, keeper.id, 'keeper'));

  await page.goto(`/account/edit-role/${watcher.id}`);
  const mail = page.getByRole('checkbox', {
    name: 'See the mail the portal could not deliver yet, and send it again',
  });
  await expect(mail).toBeChecked();
  await expect(mail).toBeDisabled();
  await expect(mail).toHaveAccessibleDescription(/You do not hold this permission/);
  await page.getByRole('checkbox', { name: 'See the users list and any user’s details' }).uncheck();
  await submitToList(page, 'Role updated successfully.', '/account/roles');

  const saved = await api(request, 'GET', `/roles/${watcher.id}`, { token: admin.token });
  expect((saved.data as RoleDetail).permissions).toEqual(['mail.view']);
});

test('Edit opens the role prefilled and renames it', async ({ page, request }) => {
  const { role } = await roleByApi(request, 'Reviewer');
  await openAsAdmin(page, '/account/roles');
  await page.getByRole('link', { name: `Edit ${role.name}` }).click();
  await expect(page).toHaveURL(`/account/edit-role/${role.id}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(role.name);
  // The edit screen keeps its list current in the sidebar, and its trail leads back to it.
  const sidebar = page.getByRole('navigation', { name: 'Account' });
  await expect(sidebar.getByRole('link', { name: 'Roles' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Roles' })).toHaveAttribute(
    'href',
    '/account/roles',
  );
  await expect(trail.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  const renamed = `${role.name} (renamed)`;
  await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await submitToList(page, 'Role updated successfully.', '/account/roles');
  await expect(roles(page).rows.first()).toContainText(renamed);
});

test('Delete asks first: Cancel keeps the role, Delete removes its row', async ({
  page,
  request,
}) => {
  const { role } = await roleByApi(request, 'Temporary');
  await openAsAdmin(page, '/account/roles');
  const row = roles(page).rowOf(role.name);
  await cancelThenDelete(page, role.name, row, 'Role deleted successfully.');
  await page.reload();
  await expect(roles(page).rows.first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('pages through more than ten roles, and page 2 of a search keeps its term', async ({
  page,
  request,
  portal,
}) => {
  const admin = await logIn(request, ADMIN);
  const label = uniqueName('Paging');
  for (let n = 1; n <= 11; n++) {
    const body = { name: `${label} #${String(n).padStart(2, '0')}` };
    await api(request, 'POST', '/roles', { body, token: admin.token });
  }
  // The server builds its page links on APP_URL (localhost): open the portal under another host
  // name, as behind a proxy, so that following a link must not depend on that host.
  const otherHost = portal.url.replace('localhost', '127.0.0.1');
  await page.goto(`${otherHost}/landing/home`);
  await page.evaluate((user) => localStorage.setItem('currentUser', JSON.stringify(user)), admin);
  await page.goto(`${otherHost}/account/roles`);
  await expectElevenPagedByTen(page, 'Roles', label);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search roles' })).toHaveValue('');
  await expect(roles(page).rows).toHaveCount(10);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a built-in role is not deleted: the server says why and the row stays', async ({ page }) => {
  await openAsAdmin(page, '/account/roles');
  await roles(page).findOne('developer');
  await page.getByRole('button', { name: 'Delete Developer' }).click();
  await page
    .getByRole('dialog', { name: 'Remove?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    toast(page, '"Developer" is a built-in role: it can be renamed, not deleted.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Remove?' })).toBeHidden();
  await expect(roles(page).rowOf('Developer')).toHaveCount(1);
});

test('a search without a match says No items', async ({ page }) => {
  await openAsAdmin(page, '/account/roles');
  const term = uniqueName('Nobody');
  await roles(page).search(term);
  await expect(toast(page, '0 roles found.')).toBeVisible();
  await expect(roles(page).rows).toHaveCount(1);
  await expect(roles(page).rows).toHaveText(
    `No itemsNo role matches "${term}". Clear the search to see all.`,
  );
});

test('the role form requires a name and refuses a taken one', async ({ page }) => {
  await openAsAdmin(page, '/account/create-role');
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('x');
  await name.fill('');
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await name.fill('investor');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'A role named "investor" already exists.')).toBeVisible();
  await expect(page).toHaveURL('/account/create-role');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/account/roles');
});

test('the roles screens, their modal and dialog pass axe-core', async ({ page }) => {
  await openAsAdmin(page, '/account/roles');
  await roles(page).search('administrator');
  await expect(roles(page).rowOf('Administrator')).toHaveCount(1);
  await dismissToast(page, '1 role found.');
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: 'View Administrator' }).click();
  await expect(page.getByRole('dialog', { name: 'Administrator' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete Administrator' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove?' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.keyboard.press('Escape');

  await page.goto('/account/edit-role/3');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Software Vendor');
  await expectNoAxeViolation(page);
});

test('a user who is not an administrator is kept out of the roles', async ({
  page,
  request,
  portal,
}) => {
  const account = await verifiedAccount(request, portal.inbox, 'roles-outsider');
  const user = await signInAs(page, account);
  await page.goto('/account/roles');
  await expect(page).toHaveURL('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toHaveCount(0);
  await expect(api(request, 'GET', '/roles', { token: user.token })).rejects.toThrow(/403/);
});
