import type { APIRequestContext, Page } from '@playwright/test';
import type { CurrentUser } from '@portal/shared/current-user';
import {
  nairobiInstant,
  nairobiLocal,
  vendorCallMessages,
  type VendorCall,
} from '@portal/shared/vendor-calls';
import { api, logIn, signInAs, verifiedAccount } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import {
  cancelThenDelete,
  cellInColumn,
  dismissToast,
  listScreen,
  openAsAdmin,
  submitToList,
  toast,
  uniqueName,
} from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';

const calls = (page: Page) => listScreen(page, 'Vendor calls');

const DAY = 86_400_000;
/** The Nairobi day `days` from today at `time`, as a date-time input holds it. */
const nairobiDay = (days: number, time: string) =>
  `${nairobiLocal(new Date(Date.now() + days * DAY).toISOString()).slice(0, 10)}T${time}`;

/** How the screens say a Nairobi time: the list '1 Dec 2026, 09:00 EAT', the public page in words. */
const inNairobi = (local: string, dateStyle: 'medium' | 'long') =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle,
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  }).format(new Date(nairobiInstant(local)));

/** A call made through the API, open since yesterday unless said otherwise. */
async function callByApi(
  request: APIRequestContext,
  admin: CurrentUser,
  label: string,
  times = { opens: nairobiDay(-1, '09:00'), closes: nairobiDay(30, '17:00') },
) {
  const answer = await api(request, 'POST', '/vendor-calls', {
    body: {
      title: uniqueName(label),
      description: 'Solutions for the city’s agencies.',
      categories: ['saas'],
      opens_at: nairobiInstant(times.opens),
      closes_at: nairobiInstant(times.closes),
    },
    token: admin.token,
  });
  return answer.data as VendorCall;
}

/** The public page's calls, once its island has woken (it wakes when scrolled into view). */
async function publicCalls(page: Page) {
  await page.goto('/landing/software-vendors');
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Calls for expressions of interest' }),
  });
  await section.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="vendor-calls"]')).toHaveAttribute('data-hydrated');
  await expect(section.getByText('Loading the calls…')).toHaveCount(0);
  return section;
}

test('an administrator opens a call, finds it listed and changes it; a visitor reads it on the public page', async ({
  page,
  browser,
}) => {
  await openAsAdmin(page, '/account/dashboard');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Vendor calls' })
    .click();
  await expect(page).toHaveURL('/account/vendor-calls');
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL('/account/create-vendor-call');
  await expect(page.getByRole('heading', { level: 1, name: 'Open a call' })).toBeVisible();
  await expectNoAxeViolation(page);

  const title = uniqueName('Sovereign hosting');
  const opens = nairobiDay(-1, '09:00');
  const closes = nairobiDay(30, '17:00');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Hosting for the agencies.\nTier III at least.');
  await page.getByRole('checkbox', { name: 'Infrastructure as a service' }).check();
  await page.getByRole('checkbox', { name: 'Colocation' }).check();
  await page.getByLabel('Opens (Nairobi time)').fill(opens);
  await page.getByLabel('Closes (Nairobi time)').fill(closes);
  await page.getByRole('button', { name: 'Submit' }).click();
  const created = toast(page, /^Call VEOI-\d{4}-\d{2,} created\.$/);
  await expect(created).toBeVisible();
  const reference = /VEOI-\d{4}-\d{2,}/.exec((await created.textContent()) ?? '')![0];
  await expect(page).toHaveURL('/account/vendor-calls');

  await calls(page).search(title.toLowerCase());
  await expect(toast(page, '1 call found.')).toBeVisible();
  const row = calls(page).rowOf(title);
  await expect(row).toHaveCount(1);
  await expect(await cellInColumn(page, 'Vendor calls', row, 'Reference')).toContainText(reference);
  await expect(await cellInColumn(page, 'Vendor calls', row, 'Status')).toHaveText('Open');
  await expect(await cellInColumn(page, 'Vendor calls', row, 'Categories')).toHaveText(
    'Infrastructure as a service, Colocation',
  );
  // Beside the closing time, or folded under the reference where the screen is narrower.
  await expect(row).toContainText(`${inNairobi(opens, 'medium')} EAT`);
  await expect(await cellInColumn(page, 'Vendor calls', row, 'Closes')).toHaveText(
    `${inNairobi(closes, 'medium')} EAT`,
  );
  await expect(await cellInColumn(page, 'Vendor calls', row, 'Applications')).toHaveText('0');
  await expectNoAxeViolation(page);

  await page.getByRole('link', { name: `Edit ${reference}` }).click();
  await expect(page).toHaveURL(/\/account\/edit-vendor-call\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit vendor call' })).toBeVisible();
  await expect(page.getByLabel('Reference')).toHaveValue(reference);
  await expect(page.getByLabel('Status')).toHaveValue('Open');
  // The instants saved come back as the Nairobi times typed.
  await expect(page.getByLabel('Opens (Nairobi time)')).toHaveValue(opens);
  await expect(page.getByLabel('Closes (Nairobi time)')).toHaveValue(closes);
  await expectNoAxeViolation(page);

  const renamed = `${title} (extended)`;
  const later = nairobiDay(45, '12:30');
  await page.getByLabel('Title').fill(renamed);
  await page.getByLabel('Closes (Nairobi time)').fill(later);
  await submitToList(page, `Call ${reference} updated.`, '/account/vendor-calls');
  await calls(page).search(renamed);
  await expect(
    await cellInColumn(page, 'Vendor calls', calls(page).rowOf(renamed), 'Closes'),
  ).toHaveText(`${inNairobi(later, 'medium')} EAT`);

  // A visitor who is signed in nowhere.
  const visitor = await browser.newPage();
  const section = await publicCalls(visitor);
  const card = section.getByRole('listitem').filter({
    has: visitor.getByRole('heading', { level: 3, name: renamed }),
  });
  await expect(card).toContainText(reference);
  await expect(card).toContainText('Infrastructure as a service, Colocation');
  await expect(card).toContainText(
    `Applications close on ${inNairobi(later, 'long')} (Nairobi time)`,
  );
  await expectNoAxeViolation(visitor);
  await visitor.close();
});

test('a call to come shows on the public page with its opening time', async ({ page, request }) => {
  const admin = await logIn(request, ADMIN);
  const opens = nairobiDay(10, '09:00');
  const call = await callByApi(request, admin, 'Payroll', {
    opens,
    closes: nairobiDay(40, '17:00'),
  });
  const section = await publicCalls(page);
  const card = section.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: call.title }),
  });
  await expect(card).toContainText('Upcoming');
  await expect(card).toContainText(`Opens on ${inNairobi(opens, 'long')} (Nairobi time)`);
});

test('a call without applications is deleted after confirming; one with an application is kept, saying why', async ({
  page,
  request,
  portal,
}) => {
  const admin = await logIn(request, ADMIN);
  const unanswered = await callByApi(request, admin, 'Unanswered');
  const answered = await callByApi(request, admin, 'Answered');
  const vendor = await logIn(request, await verifiedAccount(request, portal.inbox, 'vendor'));
  await api(request, 'POST', '/vendor-applications', {
    body: { call_id: answered.id },
    token: vendor.token,
  });

  await openAsAdmin(page, '/account/vendor-calls');
  // Each toast is closed once read: none may stand above the dialog's overlay when axe reads its
  // colours, nor be taken for the next search's.
  await calls(page).search(unanswered.reference);
  await dismissToast(page, '1 call found.');
  const row = calls(page).rowOf(unanswered.reference);
  await cancelThenDelete(page, unanswered.reference, row, `Call ${unanswered.reference} deleted.`);
  await dismissToast(page, `Call ${unanswered.reference} deleted.`);

  await calls(page).search(answered.reference);
  await dismissToast(page, '1 call found.');
  await page.getByRole('button', { name: `Delete ${answered.reference}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove?' });
  await expectNoAxeViolation(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, vendorCallMessages.hasApplications(1))).toBeVisible();
  await expect(calls(page).rowOf(answered.reference)).toHaveCount(1);
});

test('an account without vendors.manage is kept out of the vendor calls screens', async ({
  page,
  request,
  portal,
}) => {
  const admin = await logIn(request, ADMIN);
  const call = await callByApi(request, admin, 'Guarded');
  const user = await signInAs(page, await verifiedAccount(request, portal.inbox, 'outsider'));
  for (const path of [
    '/account/vendor-calls',
    '/account/create-vendor-call',
    `/account/edit-vendor-call/${call.id}`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/account/dashboard');
  }
  await expect(api(request, 'GET', '/vendor-calls', { token: user.token })).rejects.toThrow(/403/);
});
