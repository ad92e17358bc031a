import type { Page } from '@playwright/test';
import {
  api,
  logIn,
  mailedCode,
  registerAccount,
  signInAs,
  uniqueEmail,
  verifiedAccount,
} from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import { expect, test } from './support/fixtures';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test('register, read the code from the mail, verify and reach the dashboard', async ({
  page,
  portal,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth/register');
  await page.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  await page.getByLabel('Name').fill('Neema Achieng');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Country code' }).fill('Kenya');
  await page.getByRole('option', { name: 'Kenya (+254)' }).click();
  await page.getByLabel('Phone').fill('712345678');
  await page.getByLabel('Password', { exact: true }).fill('signup-pass-1');
  await page.getByLabel('Confirm password').fill('signup-pass-1');
  const register = page.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  await page.getByRole('checkbox').check();
  await register.click();

  await expect(page).toHaveURL('/auth/login');
  await expect(toast(page, 'Registration successful')).toBeVisible();

  // The login form already has the email just registered.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('signup-pass-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/account/verify-email');
  await expect(page.getByText(email)).toBeVisible();

  await page.getByLabel('Verification code').fill(await mailedCode(portal.inbox, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/account/dashboard');
  await expect(toast(page, 'Your email address has been verified.')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}'));
  expect(stored.email_verified_at).toBeTruthy();
});

test("register shows the server's own refusal under the field it is about", async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Investor' }).click();
  await page.getByLabel('Name').fill('Neema Achieng');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByRole('combobox', { name: 'Country code' }).fill('United Kingdom');
  await page.getByRole('option', { name: 'United Kingdom (+44)' }).click();
  // A Kenyan mobile number is no British one: the shared rules say so before any call.
  const phone = page.getByLabel('Phone');
  await phone.fill('712345678');
  await expect(phone).toHaveAccessibleDescription(
    /Enter a valid phone number for the chosen country\./,
  );
  await phone.fill('07911 123456');
  // Long enough for the form; only the server knows it is one of the commonest passwords.
  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByLabel('Confirm password').fill('password1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();

  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription(/too common and easy to guess/);
  // The error summary takes the focus, and its link leads to the field (record 0044).
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /too common and easy to guess/ }).click();
  await expect(password).toBeFocused();
  await expect(page).toHaveURL('/auth/register');
});

test('the Resend Code button mails a new code that verifies', async ({ page, request, portal }) => {
  const account = await registerAccount(request, 'resend');
  await mailedCode(portal.inbox, account.email);
  await signInAs(page, account);
  await page.goto('/account/verify-email');
  await page.getByRole('button', { name: 'Resend Code' }).click();
  await expect(toast(page, 'We have sent a new verification code')).toBeVisible();
  await portal.inbox.waitFor(account.email, { after: 1 });

  await page.getByLabel('Verification code').fill(await mailedCode(portal.inbox, account.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/account/dashboard');
});

for (const remember of [false, true]) {
  test(`login ${remember ? 'with' : 'without'} remember me opens the dashboard`, async ({
    page,
    request,
    portal,
  }) => {
    const account = await verifiedAccount(request, portal.inbox, remember ? 'remember' : 'session');
    await fillLogin(page, account.email, account.password);
    if (remember) await page.getByLabel('Remember me').check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/login'));
    await page.getByRole('button', { name: 'Login' }).click();

    expect((await sent).postDataJSON()).toMatchObject({
      email: account.email,
      remember_me: remember,
    });
    await expect(page).toHaveURL('/account/dashboard');
    await expect(page.getByRole('button', { name: account.name })).toBeVisible();
  });
}

test('a wrong password is refused with the server message and nothing is stored', async ({
  page,
  request,
  portal,
}) => {
  const account = await verifiedAccount(request, portal.inbox, 'wrong');
  await fillLogin(page, account.email, 'not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(toast(page, 'These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});

test('a failed login leaves no toast behind once the next attempt signs in; toasts sit under the top bar', async ({
  page,
  request,
  portal,
}) => {
  const account = await verifiedAccount(request, portal.inbox, 'retry');
  const refused = toast(page, 'These credentials do not match our records.');
  await fillLogin(page, account.email, 'not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(refused).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const welcome = toast(page, 'Login successful.');
  // Hovering pauses its 5-second countdown as soon as it shows, and again once the dashboard has
  // come, so that a slow machine's dashboard does not outlast it.
  await welcome.hover();
  await expect(page).toHaveURL('/account/dashboard');
  await welcome.hover();
  await expect(refused).toHaveCount(0);

  // The toast leaves the user menu in the top bar uncovered.
  const shown = await welcome.boundingBox();
  const menu = await page.getByRole('button', { name: account.name }).boundingBox();
  expect(shown!.y).toBeGreaterThanOrEqual(menu!.y + menu!.height);
  await expectNoAxeViolation(page);
});

test('forgot password: the mailed link sets a new password that logs in', async ({
  page,
  request,
  portal,
}) => {
  const account = await verifiedAccount(request, portal.inbox, 'forgot');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  const seen = portal.inbox.mailsTo(account.email).length;
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(toast(page, 'If an account exists for this email address')).toBeVisible();

  const mail = await portal.inbox.waitFor(account.email, { after: seen });
  const link = /https?:\/\/\S+\/auth\/recover-password\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password').fill('recovered-pass-1');
  await page.getByLabel('Confirm password').fill('recovered-pass-1');
  await page.getByRole('button', { name: /reset|save|update/i }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(toast(page, 'Your password has been reset')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('recovered-pass-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/account/dashboard');
});

test('change password wants the current one, signs out; the new password logs in and the old one does not', async ({
  page,
  request,
  portal,
}) => {
  const account = await verifiedAccount(request, portal.inbox, 'change');
  await signInAs(page, account);
  await page.goto('/account/profile');
  // A wrong current password is refused beside its field, and nothing changes.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('changed-pass-1');
  await page.getByLabel('Confirm password').fill('changed-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is incorrect.',
  );
  await expect(page).toHaveURL('/account/profile');

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL('/auth/login');
  await expect(toast(page, 'Your password has been changed')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await expect(logIn(request, account)).rejects.toThrow(/401/);
  await logIn(request, { email: account.email, password: 'changed-pass-1' });
});

test('profile shows the account and saves phone and designation', async ({
  page,
  request,
  portal,
}) => {
  const account = await verifiedAccount(request, portal.inbox, 'profile');
  await signInAs(page, account);
  await page.goto('/account/profile');
  const card = page.getByRole('region', { name: 'Your account' });
  await expect(card).toContainText(account.name);
  await expect(card).toContainText(account.email);
  await expect(card).toContainText('Registered User');
  await expect(card).toContainText('Active');

  await page.getByRole('tab', { name: 'Profile update' }).click();
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('Kenya (+254)');
  await expect(page.getByLabel('Phone')).toHaveValue('712345678');
  await page.getByLabel('Phone').fill('798765432');
  await page.getByLabel('Designation').fill('Chief Executive');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Profile update' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('798765432');
  await expect(page.getByLabel('Designation')).toHaveValue('Chief Executive');
});

test('logout ends the session on the server and goes to login', async ({
  page,
  request,
  portal,
}) => {
  const account = await verifiedAccount(request, portal.inbox, 'logout');
  const user = await signInAs(page, account);
  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'LogOut', exact: true }).click();

  await expect(page).toHaveURL('/auth/login');
  await expect(toast(page, 'You have been logged out.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await expect(api(request, 'GET', '/profile', { token: user.token })).rejects.toThrow(/401/);
});

test('an unverified registered user who logs in is sent to verify the email', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'unverified');
  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/account/verify-email');
  await page.goto('/account/profile');
  await expect(page).toHaveURL('/account/verify-email');
});

test('guards send a signed-out visitor from any account screen to login', async ({ page }) => {
  for (const path of ['/account/profile', '/account/verify-email', '/account/users']) {
    await page.goto(path);
    // And back there once signed in.
    await expect(page, path).toHaveURL(`/auth/login?next=${encodeURIComponent(path)}`);
  }
});
