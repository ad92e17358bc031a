import Database from 'better-sqlite3';
import { accountWithRole, api, browserOf, logIn } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import { choose, toast, uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { fitsEachSize } from './support/fit';
import { scaled } from './support/machine';

/*
 * Finance's side of paying online (docs/payments.md): money paid to the paybill under an account
 * number no invoice has is held in suspense, and finance refunds it with a note; a day's
 * reconciliation has a difference, and finance resolves it and downloads the day. Both screens
 * pass axe and fit 360 and 1280 pixels.
 */

// A step that cannot be taken fails within seconds rather than at the test's time limit.
test.use({ actionTimeout: 15_000 });

// The address Daraja posts paybill payments to; in simulator mode its secret is a known default.
const C2B_CONFIRMATION = '/payments/callbacks/mpesa/simulator-callbacks/confirmation';

/** Now as Daraja writes it, on Nairobi's clock (UTC+3): '20261127083000'. */
const darajaNow = () =>
  new Date(Date.now() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * A day the provider's statement and the portal disagree on, as the nightly job leaves it: one
 * payment matched and one the statement has that the portal never heard of. Written straight into
 * the database, since only the provider's statement makes one.
 */
function seedReconciliation(databaseFile: string, day: string, missing: string) {
  const db = new Database(databaseFile);
  try {
    const { lastInsertRowid } = db
      .prepare("INSERT INTO payment_reconciliations (provider, day) VALUES ('mpesa', ?)")
      .run(day);
    const line = db.prepare(
      `INSERT INTO payment_reconciliation_items
         (reconciliation_id, outcome, transaction_id, account_reference, currency, portal_amount,
          provider_amount)
       VALUES (?, ?, ?, ?, 'KES', ?, ?)`,
    );
    line.run(
      lastInsertRowid,
      'matched',
      missing.replace('E2EM', 'E2EK'),
      '2026-000031',
      150_000,
      150_000,
    );
    line.run(lastInsertRowid, 'missing_in_portal', missing, 'TC 31', null, 250_000);
    return Number(lastInsertRowid);
  } finally {
    db.close();
  }
}

test('finance refunds money held in suspense and resolves a reconciliation difference', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(scaled(120_000));
  const errors: string[] = [];
  const admin = await logIn(page.request, ADMIN);
  const financeRole = await api(page.request, 'POST', '/roles', {
    body: { name: uniqueName('Finance'), permissions: ['payments.record'] },
    token: admin.token,
  });
  const finance = await accountWithRole(
    page.request,
    admin.token,
    (financeRole.data as { id: number }).id,
    'finance',
  );

  // Paid to the paybill from a phone under an account number no invoice has: held in suspense.
  const transaction = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  await api(page.request, 'POST', C2B_CONFIRMATION, {
    body: {
      TransactionType: 'Pay Bill',
      TransID: transaction,
      TransTime: darajaNow(),
      TransAmount: '1500.00',
      BusinessShortCode: '174379',
      BillRefNumber: 'NO-SUCH-ACCT',
      MSISDN: '254712345678',
      FirstName: 'Wanjiru',
    },
  });
  // A day of its own in the past, so that no nightly run claims it.
  const day = new Date(Date.UTC(2025, 0, 1) + (Date.now() % 300) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const missing = `E2EM${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  const reconciliationId = seedReconciliation(portal.databaseFile, day, missing);

  const desk = await browserOf(browser, baseURL, finance, errors);
  await desk.goto('/account/dashboard');
  const payments = desk.getByRole('navigation').getByRole('link', { name: 'Money in suspense' });
  await expect(payments).toBeVisible();
  await payments.click();

  // The held payment, as the provider confirmed it.
  await expect(desk.getByRole('heading', { level: 1, name: 'Money in suspense' })).toBeVisible();
  const held = desk
    .getByRole('table', { name: 'Money in suspense' })
    .locator('tbody tr')
    .filter({ hasText: transaction });
  await expect(held).toContainText('1,500 KES');
  await expect(held).toContainText('NO-SUCH-ACCT');
  await expect(held).toContainText('No invoice has this account number');
  await fitsEachSize(desk, 'payment-suspense');

  // An invoice that does not exist is refused under its field.
  await desk.getByRole('button', { name: `Allocate ${transaction}` }).click();
  const allocate = desk.getByRole('dialog', { name: `Allocate ${transaction}` });
  await allocate.getByLabel('Invoice number').fill('INV-2099-999999');
  await allocate.getByLabel('Note').fill('The payer says it was for this invoice.');
  await allocate.getByRole('button', { name: 'Allocate' }).click();
  await expect(allocate.getByLabel('Invoice number')).toHaveAccessibleDescription(
    /No invoice has this number\./,
  );
  await allocate.getByRole('button', { name: 'Cancel' }).click();
  await expect(allocate).toBeHidden();

  // Refunded with a note saying how: it leaves the held list for the refunded one.
  await desk.getByRole('button', { name: `Refund ${transaction}` }).click();
  const refund = desk.getByRole('dialog', { name: `Refund ${transaction}` });
  await refund.getByLabel('Note').fill('Sent back to 254712345678 by M-Pesa on the same day.');
  await expectNoAxeViolation(desk);
  await refund.getByRole('button', { name: 'Mark as refunded' }).click();
  await expect(refund).toBeHidden();
  await expect(toast(desk, 'Payment marked as refunded.')).toBeVisible();
  await expect(held).toHaveCount(0);
  await choose(desk, 'Status', 'Refunded');
  await desk.getByRole('button', { name: 'Apply' }).click();
  await expect(desk).toHaveURL(/status=refunded/);
  await expect(held).toContainText('Refunded');
  await expect(held).toContainText('Sent back to 254712345678');
  await expect(held).toContainText(finance.name);
  await fitsEachSize(desk, 'payment-suspense refunded');

  // The day with a difference stands out in the list, and leads to its lines.
  await desk.getByRole('navigation').getByRole('link', { name: 'Reconciliations' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Reconciliations' })).toBeVisible();
  const dayRow = desk
    .getByRole('table', { name: 'Reconciliations' })
    .locator('tbody tr')
    .filter({ has: desk.locator(`a[href$="/show-payment-reconciliation/${reconciliationId}"]`) });
  await expect(dayRow).toContainText('1 to resolve');
  await fitsEachSize(desk, 'payment-reconciliations');
  await dayRow.getByRole('link', { name: /^Show / }).click();

  await expect(desk.getByRole('heading', { level: 1 })).toContainText('Reconciliation M-Pesa');
  const lines = desk.getByRole('table', { name: 'Lines' }).locator('tbody tr');
  await expect(lines.first()).toContainText(missing);
  await expect(lines.first()).toContainText('Missing in the portal');
  await expect(lines.first()).toContainText('2,500 KES');
  await fitsEachSize(desk, 'show-payment-reconciliation');

  await desk.getByRole('button', { name: `Resolve ${missing}` }).click();
  const resolve = desk.getByRole('dialog', { name: `Resolve ${missing}` });
  await resolve
    .getByLabel('Note')
    .fill('A payment to the old paybill; the payer was refunded by Safaricom.');
  await expectNoAxeViolation(desk);
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();
  await expect(toast(desk, 'Difference resolved.')).toBeVisible();
  const resolved = lines.filter({ hasText: missing });
  await expect(resolved).toContainText('the payer was refunded by Safaricom');
  await expect(resolved).toContainText(finance.name);
  await expect(desk.getByRole('button', { name: `Resolve ${missing}` })).toHaveCount(0);

  // The day as a file for the accounts, the resolution in it.
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`reconciliation-mpesa-${day}.csv`);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv).toContain(missing);
  expect(csv).toContain('the payer was refunded by Safaricom');

  expect(errors).toEqual([]);
});
