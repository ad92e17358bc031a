import type { Page } from '@playwright/test';
import { Role } from '@portal/shared/constants';
import { accountWithRole, signInAs } from './support/accounts';
import { ADMIN, expect, test } from './support/fixtures';
import { makeUser, storeCurrentUser } from './support/session';

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/', '/landing/home'],
    ['/home', '/landing/home'],
    ['/landing', '/landing/home'],
  ]) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from!);
      await expect(page).toHaveURL(to!);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome to/ })).toBeVisible();
    });
  }

  test('an unknown path shows the 404 page; opened first, its Go Back leads home', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/error/404');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/landing/home');
  });

  test('the account area sends a signed-out visitor to login', async ({ page }) => {
    await page.goto('/account/dashboard');
    await expect(page).toHaveURL('/auth/login');
  });
});

test('the common error page shows the status and its text', async ({ page }) => {
  await page.goto('/error/common/503/Service%20Unavailable');
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  await expect(page.getByText('Service Unavailable', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

// Every address of the app (docs/product.md, "Screens and addresses"), as the oracle: every path
// must show its own screen (the public pages have their own test file).
const publicScreens: [string, string][] = [
  ['/auth/login', 'Login'],
  ['/auth/register', 'Register'],
  ['/auth/forgot-password', 'Forgot password'],
  ['/auth/recover-password/abc123', 'Recover password'],
];
const accountScreens: [string, string][] = [
  ['/account/verify-email', 'Verify email'],
  ['/account/dashboard', 'Dashboard'],
  ['/account/profile', 'Profile'],
  ['/account/users', 'Users'],
  ['/account/create-user', 'Create user'],
  ['/account/edit-user/7', 'Edit user'],
  ['/account/account-status/7', 'Account status'],
  ['/account/account-show/7', 'User details'],
  ['/account/roles', 'Roles'],
  ['/account/create-role', 'Create role'],
  ['/account/edit-role/3', 'Edit role'],
  ['/account/services', 'Services'],
  ['/account/create-service', 'Create service'],
  ['/account/edit-service/2', 'Edit service'],
  ['/account/committees', 'Committees'],
  ['/account/create-committee', 'Create committee'],
  ['/account/edit-committee/4', 'Edit committee'],
  ['/account/show-committee/4', 'Committee details'],
  ['/account/api-documentation', 'API documentation'],
  ['/account/apis', 'APIs'],
  ['/account/create-api', 'Create API'],
  ['/account/edit-api/5', 'Edit API'],
];

async function expectScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

for (const [path, title] of publicScreens) {
  test(`${path} shows its screen`, async ({ page }) => {
    await expectScreen(page, path, title);
  });
}

// A few screens a test, one sign-in each: a browser that has loaded the app once loads its next
// screen in half the time, and the groups still run side by side on the workers.
const GROUP = 8;
for (let first = 0; first < accountScreens.length; first += GROUP) {
  const group = accountScreens.slice(first, first + GROUP);
  test(`${group[0]![0]} and the next ${group.length - 1} account screens show to an administrator`, async ({
    page,
  }) => {
    await signInAs(page, ADMIN);
    for (const [path, title] of group) await expectScreen(page, path, title);
  });
}

test.describe('shared chrome', () => {
  test('the public header offers Login and Register, then welcomes a signed-in user', async ({
    page,
  }) => {
    await page.goto('/landing/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

    // A real session: the dashboard asks the server, which refuses a made-up token.
    const admin = await signInAs(page, ADMIN);
    await page.reload();
    await expect(header.getByText(`Welcome, ${admin.name}`)).toBeVisible();
    await header.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/account/dashboard');
  });

  test('the sidebar follows the role, and a non-administrator is kept out of the back office', async ({
    page,
    request,
  }) => {
    const admin = await signInAs(page, ADMIN);
    await page.goto('/account/dashboard');
    const sidebar = page.getByRole('navigation', { name: /sidebar|account/i });
    await expect(sidebar.getByRole('link', { name: 'Users' }).first()).toBeVisible();

    await signInAs(page, await accountWithRole(request, admin.token, Role.Investor, 'investor'));
    await page.goto('/account/dashboard');
    await expect(sidebar.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/account/users');
    await expect(page).toHaveURL('/account/dashboard');
  });

  test('an unverified registered user is sent to email verification', async ({ page }) => {
    await storeCurrentUser(
      page,
      makeUser({ role: 2, user_role: 'Registered User', email_verified_at: null }),
    );
    await page.goto('/account/dashboard');
    await expect(page).toHaveURL('/account/verify-email');
  });
});

test('a refused call shows the server message in a toast and the progress bar clears', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/account/dashboard');
  // Without the XSRF header the call looks like one forged by another site, and is refused.
  await page.route('**/api/logout', (route) => {
    const { 'x-xsrf-token': _dropped, ...headers } = route.request().headers();
    return route.continue({ headers });
  });
  await page.getByRole('button', { name: 'Administrator' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'CSRF token mismatch' })).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
});

test('the API documentation renders under the content security policy', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByText('Technology City Portal API')).toBeVisible();
});
