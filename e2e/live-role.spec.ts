import { Role } from '@portal/shared/constants';
import type { RoleDetail } from '@portal/shared/roles';
import { accountWithRole, api, signInAs } from './support/accounts';
import { choose, toast, uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';

test("a role changed by an administrator reshapes the other person's open app without signing out", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers side by side: a ceiling for a busy machine, not a speed check.
  test.setTimeout(90_000);
  const admin = await signInAs(page, ADMIN);
  const roleName = uniqueName('Mail Clerk');
  await api(page.request, 'POST', '/roles', {
    body: { name: roleName, permissions: ['mail.view'] },
    token: admin.token,
  }).then((answer) => answer.data as RoleDetail);
  const clerk = await accountWithRole(page.request, admin.token, Role.Investor, 'clerk');

  // The clerk works in a browser of their own, signed in before the change.
  const context = await browser.newContext({ baseURL });
  const clerkPage = await context.newPage();
  await signInAs(clerkPage, clerk);
  await clerkPage.goto('/account/dashboard');
  const sidebar = clerkPage.getByRole('navigation', { name: 'Account' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Mail outbox' })).toHaveCount(0);

  // The administrator gives the clerk the new role on the user form.
  await page.goto(`/account/edit-user/${clerk.id}`);
  await choose(page, 'Role', roleName);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'User updated successfully.')).toBeVisible();

  // The clerk comes back to their window: the app asks again and the sidebar follows.
  await clerkPage.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(sidebar.getByRole('link', { name: 'Mail outbox' })).toBeVisible();
  // Acting for the authority now, the clerk sets up a second factor before anything else.
  await sidebar.getByRole('link', { name: 'Mail outbox' }).click();
  await expect(clerkPage).toHaveURL('/account/set-up-two-step-sign-in');
  await expect(
    clerkPage.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
  ).toBeVisible();
  await context.close();
});
