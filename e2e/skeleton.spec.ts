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

// Each address shows its own screen: the public ones in landing-quality.spec.ts, the account
// ones in layout-fit.spec.ts, each beside the checks that open them anyway.

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
