import type { RoleDetail } from '@portal/shared/roles';
import { api, signInAs, uniqueEmail } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import {
  choose,
  listScreen,
  openCreateForm,
  submitToList,
  uniqueName,
} from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { scaled } from './support/machine';

const PASSWORD = 'e2e-pass-123';

test('a Finance Officer role granting the mail outbox gives its users that and nothing more, and the audit trail says who made it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, two axe runs and the audit trail: a ceiling for a busy machine, not a speed check.
  test.setTimeout(scaled(90_000));
  const admin = await signInAs(page, ADMIN);
  // Unique, as other tests on the same server make finance roles of their own.
  const roleName = uniqueName('Finance Officer');
  // The role form names roles only; what a role grants goes through the API (record 0029).
  const role = (
    await api(page.request, 'POST', '/roles', {
      body: { name: roleName, permissions: ['mail.view'] },
      token: admin.token,
    })
  ).data as RoleDetail;

  const officer = { name: uniqueName('Fiona'), email: uniqueEmail('fiona') };
  await openCreateForm(page, 'user');
  await choose(page, 'Account type', 'Company');
  await choose(page, 'Role', roleName);
  await page.getByLabel('Name', { exact: true }).fill(officer.name);
  await page.getByLabel('Email', { exact: true }).fill(officer.email);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('Password (optional)').fill(PASSWORD);
  await submitToList(page, 'User created successfully.', '/account/users');

  // The officer, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const officerPage = await context.newPage();
  const signedIn = await signInAs(officerPage, { email: officer.email, password: PASSWORD });
  await officerPage.goto('/account/dashboard');
  // Every account may apply for land or as a vendor and read its own invoices (docs/product.md,
  // "Parcel allocation", "Software and cloud vendors"); the role adds the mail outbox.
  await expect(
    officerPage.getByRole('navigation', { name: 'Account' }).getByRole('link'),
  ).toHaveText([
    'Dashboard',
    'Profile',
    'My applications',
    'My vendor applications',
    'Services',
    'Mail outbox',
    'Invoices',
  ]);
  await officerPage.goto('/account/users');
  await expect(officerPage).toHaveURL('/account/dashboard');
  const refused = await officerPage.request.get('/api/users', {
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  expect(refused.status()).toBe(403);
  await officerPage.goto('/account/mail-outbox');
  await expect(officerPage.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  await context.close();

  // The administrator finds the role's creation in the audit trail.
  await page.goto('/account/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await choose(page, 'Record type', 'Role');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL('/account/audit?record_type=role');
  const events = listScreen(page, 'Audit trail');
  // The trail names the record and links to it.
  const creation = events.rowOf(roleName).filter({ hasText: 'role.created' });
  await expect(creation).toHaveCount(1);
  await expect(creation.getByRole('link', { name: `Role ${roleName}` })).toHaveAttribute(
    'href',
    `/account/edit-role/${role.id}`,
  );
  await expect(creation).toContainText(admin.name);
  await expectNoAxeViolation(page);

  // The role's own History leads to the same trail, filtered to it.
  await page.goto('/account/roles');
  await listScreen(page, 'Roles').findOne(roleName);
  await page.getByRole('button', { name: `View ${roleName}` }).click();
  await page.getByRole('dialog', { name: roleName }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(`/account/audit?record_type=role&record_id=${role.id}`);
  await expect(events.rowOf('role.created')).toContainText(admin.name);
});
