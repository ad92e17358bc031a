import type { Page } from '@playwright/test';
import { Role } from '@portal/shared/constants';
import { STAGE_LABELS } from '@portal/shared/land-journey';
import { paybillAccount } from '@portal/shared/payments';
import { accountWithRole, logIn, signInAs, verifiedAccount } from './support/accounts';
import { applicationByApi } from './support/applications';
import { ADMIN, expect, test } from './support/fixtures';
import { fitsEachSize, photograph } from './support/fit';
import { scaled } from './support/machine';
import { billedJune, providerReferenceOf, releaseCallback, stopSpinners } from './support/payments';

/*
 * Paying online as payers do it (docs/payments.md), against the worker's own payments simulator:
 * an investor pays the registration fee by M-Pesa and watches it confirmed on the application's
 * page, and a tenant pays a water bill by card on the provider's page and comes back to the
 * attempt's page. Every new screen, and the pay panel open, passes axe and fits 360 and 1280
 * pixels.
 */

// A step that cannot be taken fails within seconds rather than at the test's time limit.
test.use({ actionTimeout: 15_000 });

/** The stage the application's page shows at its top. */
const stageOn = (page: Page) =>
  page.getByText('Stage', { exact: true }).locator('xpath=following-sibling::*[1]');

/** The live status of a payment, wherever it is followed. */
const paymentStatus = (page: Page) => page.getByRole('status', { name: 'Payment status' });

test('an investor pays the registration fee by M-Pesa and sees it confirmed without reloading', async ({
  page,
  portal,
}) => {
  test.setTimeout(scaled(120_000));
  // Registered with a Kenyan phone, 0712 345 678, which Pay now offers.
  const account = await verifiedAccount(page.request, portal.inbox, 'payer');
  const user = await signInAs(page, account);
  const application = await applicationByApi(page.request, user.token, { upTo: 'submitted' });
  const fee = application.invoices[0]!;

  await page.goto(`/account/show-application/${application.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Application ${application.reference}` }),
  ).toBeVisible();
  await expect(stageOn(page)).toHaveText(STAGE_LABELS.submitted);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByText(/M-Pesa menu/)).toContainText(
    `Business number 174379 → Account number ${paybillAccount(fee.number)}`,
  );

  await invoices.getByRole('button', { name: 'Pay now' }).click();
  const panel = page.getByRole('group', { name: `Pay invoice ${fee.number}` });
  await expect(panel.getByText('Payments are simulated: no money moves')).toBeVisible();
  await panel.getByRole('radio', { name: 'M-Pesa' }).check();
  const phone = panel.getByRole('textbox', { name: /M-Pesa phone number/ });
  await expect(phone).toHaveValue('0712 345 678');
  await fitsEachSize(page, 'the pay panel');
  await photograph(page, 'pay-panel');

  // A number ending 06: the provider holds its callback until told, so the wait can be seen.
  await phone.fill('0712 345 606');
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await panel.getByRole('button', { name: 'Send the payment request' }).click();
  const status = paymentStatus(page);
  await expect(status).toContainText('Check your phone and enter your M-Pesa PIN');
  await expect(status).toContainText('We asked 2547•••••606 for 15,000 KES.');
  await stopSpinners(page);
  await fitsEachSize(page, 'the pending payment');
  await photograph(page, 'pay-pending');

  // The payer enters the PIN: the provider calls back, and the page hears of it by itself.
  await releaseCallback(portal.paymentsSimulator, providerReferenceOf(portal.databaseFile, fee.id));
  await expect(status).toContainText('Paid', { timeout: scaled(20_000) });
  await expect(stageOn(page)).toHaveText(STAGE_LABELS.under_evaluation);
  await expect(invoices.getByText('Paid', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  await expect(panel.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  await fitsEachSize(page, 'the paid payment');
  await photograph(page, 'pay-paid');

  // The receipt's code, printed on it, checks out at /verify for anyone.
  const code = /Receipt code ([A-Z0-9-]+)\./.exec((await status.textContent()) ?? '')?.[1];
  expect(code).toBeDefined();
  await page.goto(`/verify/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a receipt' })).toBeVisible();
  await expect(page.locator('dl')).toContainText(fee.number);
  await expect(page.locator('dl')).toContainText('M-Pesa');
  await fitsEachSize(page, 'the receipt check');
  await photograph(page, 'verify-receipt');
});

test('a tenant pays a water bill by card on the provider’s page and comes back to see it paid', async ({
  page,
  portal,
}) => {
  test.setTimeout(scaled(120_000));
  const admin = await logIn(page.request, ADMIN);
  const tenant = await accountWithRole(page.request, admin.token, Role.Investor, 'tenant');
  const bill = await billedJune(page.request, admin.token, tenant.id);
  await signInAs(page, tenant);

  await page.goto(`/account/utilities/bills/${bill.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Water bill for June 2026' }),
  ).toBeVisible();
  const howToPay = page.getByRole('region', { name: 'How to pay' });
  await howToPay.getByRole('button', { name: 'Pay now' }).click();
  const panel = page.getByRole('group', { name: `Pay invoice ${bill.invoice_number}` });
  await panel.getByRole('radio', { name: 'Card' }).check();
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  await fitsEachSize(page, 'the bill’s pay panel');
  await photograph(page, 'bill-pay-card');

  await panel.getByRole('button', { name: 'Continue to card payment' }).click();
  await page.waitForURL(`${portal.paymentsSimulator}/checkout/**`);
  await expect(
    page.getByRole('heading', { name: 'Payment simulator: no real money moves' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Pay KES / }).click();

  // Back on the portal, at the attempt's own page, which the provider returns to.
  await page.waitForURL(/\/account\/payments\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Payment for invoice ${bill.invoice_number}` }),
  ).toBeVisible();
  await expect(paymentStatus(page)).toContainText('Paid', { timeout: scaled(20_000) });
  await expect(paymentStatus(page)).toContainText('Receipt code');
  await expect(page.getByRole('rowheader', { name: 'Paid by' }).locator('+ td')).toHaveText('Card');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${bill.invoice_number}.pdf`);
  await fitsEachSize(page, 'the payment’s page');
  await photograph(page, 'attempt-page');

  // The bill says so too.
  await page.goto(`/account/utilities/bills/${bill.id}`);
  await expect(howToPay).toContainText('This bill is paid: there is nothing to pay.');
});
