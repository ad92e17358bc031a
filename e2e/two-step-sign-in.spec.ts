import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { Role } from '@portal/shared/constants';
import { accountWithRole, api, logIn, signInAs, type Credentials } from './support/accounts';
import { toast } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { fitsEachSize, photograph } from './support/fit';

/** The code the staff member's phone shows, `steps` steps of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function passwordStep(page: Page, account: Credentials) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

/** A staff member's first sign-in, by password: it leads to setting up a second factor. */
async function firstSignIn(page: Page, account: Credentials) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/account/set-up-two-step-sign-in');
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'LogOut', exact: true }).first().click();
  await expect(page).toHaveURL('/auth/login');
}

test('a staff member sets up an authenticator app, then signs in with its code and with a recovery code', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const staff = await accountWithRole(request, admin.token, Role.Administrator, 'staff');

  // Staff set up a second factor before anything else: the password leads there alone.
  await firstSignIn(page, staff);
  await expect(page.getByRole('button', { name: 'Continue to your dashboard' })).toBeDisabled();
  await fitsEachSize(page, 'the set-up staff are led to');
  await photograph(page, 'set-up-two-step-sign-in');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'Set up an authenticator app' }).click();

  const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(
    setup.getByRole('img', { name: 'QR code to add your account to an authenticator app' }),
  ).toBeVisible();
  const secret = (await setup.getByLabel('Key to type into the app').textContent())!.replace(
    /\s/g,
    '',
  );
  await fitsEachSize(page, 'authenticator set-up');
  await photograph(page, 'authenticator-setup');
  const firstCode = codeFor(secret);
  await setup.getByRole('textbox', { name: 'Code from the app' }).fill(firstCode);
  await setup.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
  const codes = await codesDialog.getByRole('listitem').allTextContents();
  await fitsEachSize(page, 'recovery codes');
  await photograph(page, 'recovery-codes');
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codesDialog).toBeHidden();
  await expect(card).toContainText('10 of 10 left');
  await page.getByRole('button', { name: 'Continue to your dashboard' }).click();
  await expect(page).toHaveURL('/account/dashboard');
  await page.goto('/account/profile');
  await photograph(page, 'profile-security');
  await signOut(page);

  // The code that turned it on is spent; the app's next code (one step ahead) is taken.
  await passwordStep(page, staff);
  await fitsEachSize(page, 'second step of the sign-in');
  await photograph(page, 'login-second-step');
  await page.getByLabel('Code from your authenticator app').fill(firstCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, /not right, or it has been used/)).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/account/dashboard');
  await signOut(page);

  await passwordStep(page, staff);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/account/dashboard');
  await page.goto('/account/profile');
  await expect(card).toContainText('9 of 10 left');
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await fitsEachSize(page, 'profile with two-step sign-in on');
});

/**
 * A passkey holder in this browser: Chromium's virtual authenticator, a platform one that keeps
 * passkeys for the site and unlocks them as a fingerprint would, without a person to touch it.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test('a staff member adds a passkey, then signs in with it after the password and without one', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const staff = await accountWithRole(request, admin.token, Role.Administrator, 'passkey');
  await virtualAuthenticator(page);
  await firstSignIn(page, staff);
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card).toContainText('No passkeys.');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('This laptop');
  await fitsEachSize(page, 'add a passkey');
  await dialog.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(toast(page, 'The passkey was added')).toBeVisible();

  // The first factor brings its recovery codes.
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  const passkeys = card.getByRole('list', { name: 'Passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('This laptop');
  await expect(passkeys).toContainText('not used yet');
  await fitsEachSize(page, 'set-up with a passkey');
  await photograph(page, 'set-up-passkeys');
  await page.getByRole('button', { name: 'Continue to your dashboard' }).click();
  await expect(page).toHaveURL('/account/dashboard');
  await signOut(page);

  // After the password, the passkey is the second step offered first.
  await passwordStep(page, staff);
  await expect(
    page.getByRole('button', { name: 'Use your authenticator app instead' }),
  ).toHaveCount(0);
  await fitsEachSize(page, 'second step with a passkey');
  await photograph(page, 'login-passkey-step');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL('/account/dashboard');
  await signOut(page);

  // And alone: no email, no password.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/account/dashboard');
  await page.goto('/account/profile');
  await expect(passkeys).toContainText('last used');
  await fitsEachSize(page, 'profile after a passkey sign-in');
});

test('an administrator resets the two-step sign-in of a staff member who lost their phone', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const staff = await accountWithRole(request, admin.token, Role.Administrator, 'lost-phone');
  // The staff member sets up their app through the API, as the profile does, and signs in.
  const session = await logIn(request, staff);
  const started = await api(request, 'POST', '/mfa/totp', { token: session.token });
  await api(request, 'POST', '/mfa/totp/confirm', {
    token: session.token,
    body: { code: codeFor(started.data.secret as string) },
  });

  await signInAs(page, ADMIN);
  await page.goto(`/account/account-show/${staff.id}`);
  const signIn = page.getByRole('region', { name: 'Sign-in' });
  await expect(signIn.getByRole('list', { name: `Open sessions of ${staff.name}` })).toContainText(
    // The API client the staff member's session came from, as its user agent names it.
    'Playwright',
  );
  await fitsEachSize(page, 'a user’s sign-in, as an administrator sees it');
  await photograph(page, 'user-sign-in');

  await signIn.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-step sign-in' });
  const reset = dialog.getByRole('button', { name: 'Reset two-step sign-in' });
  await expect(reset).toBeDisabled();
  await dialog
    .getByLabel('How you checked who they are')
    .fill('Called back on the phone number on file; confirmed the staff number.');
  await fitsEachSize(page, 'reset dialog');
  await reset.click();
  await expect(toast(page, `The second factors of ${staff.name} were removed`)).toBeVisible();
  await expect(signIn).toContainText(`${staff.name} is not signed in anywhere.`);

  // The password alone signs them in again, to set up a new phone.
  const again = await logIn(request, staff);
  expect(again.email).toBe(staff.email);
});
