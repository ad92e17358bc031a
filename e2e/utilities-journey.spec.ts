import type { Page } from '@playwright/test';
import { Role } from '@portal/shared/constants';
import { accountWithRole, api, browserOf, logIn } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import { choose, listScreen, uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { fitsEachSize } from './support/fit';
import { scaled } from './support/machine';

/*
 * A month of water as the people of utilities live it (docs/product.md, "Utilities"): staff open a
 * connection that existed before the portal and fit its meter, import the meter reader's file,
 * run October and issue it; the tenant reads the bill line by line with its chart, downloads it
 * and a statement; finance records the payment from the invoices. Every screen passes axe and
 * fits 360 and 1280 pixels.
 */

// A step that cannot be taken fails within seconds rather than at the journey's time limit.
test.use({ actionTimeout: 15_000 });

/** Picks the option of the searchable select `label` that contains what was typed. */
async function pick(page: Page, label: string, typed: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option').filter({ hasText: typed }).first().click();
}

/** A PDF the page offers by the button `name`, saved by the browser: its first bytes. */
async function downloaded(page: Page, name: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('staff bill a month of water from an imported reading, the tenant reads and downloads it, and finance records the payment', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three browsers, seven screens at two sizes each.
  test.setTimeout(scaled(300_000));
  const errors: string[] = [];
  const admin = await logIn(page.request, ADMIN);
  const tenant = await accountWithRole(page.request, admin.token, Role.Investor, 'tenant');
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
  const parcel = (
    await api(page.request, 'POST', '/parcels', {
      body: {
        number: `E2E-UT-${Date.now().toString(36)}`.toUpperCase(),
        acre: '3.00',
        min_floors: 1,
        max_floors: 4,
        land_use: 'Commercial',
        zone: 'Central Business District',
        status: 'Available',
      },
      token: admin.token,
    })
  ).data as { id: number; number: string };
  const number = `W-${parcel.number}`;
  const serial = `WM-${parcel.number}`;

  // Staff open the connection, which existed before the portal, from the first of October.
  const staff = await browserOf(browser, baseURL, ADMIN, errors);
  await staff.goto('/account/create-utility-connection');
  await pick(staff, 'Parcel', parcel.number);
  await pick(staff, 'Account holder', tenant.email);
  await choose(staff, 'Service', 'Water');
  await choose(staff, 'Customer class', 'Domestic');
  await staff.getByLabel(/Start date/).fill('2026-10-01');
  await fitsEachSize(staff, 'create-utility-connection');
  await staff.getByRole('button', { name: 'Submit' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Connection');
  await expect(staff.getByText(number).first()).toBeVisible();
  const connectionPath = new URL(staff.url()).pathname;

  await staff.getByRole('button', { name: 'Fit a meter' }).click();
  const meter = staff.getByRole('dialog', { name: 'Fit a meter' });
  await meter.getByLabel('Serial number').fill(serial);
  await meter.getByLabel('Dials').fill('5');
  await meter.getByLabel('Fitted on').fill('2026-10-01');
  await meter.getByLabel(/Opening reading/).fill('100');
  await expectNoAxeViolation(staff);
  await meter.getByRole('button', { name: 'Fit the meter' }).click();
  await expect(meter).toBeHidden();
  await expect(staff.getByText(serial).first()).toBeVisible();
  await fitsEachSize(staff, 'show-utility-connection');

  // The meter reader's file: one reading, at 23:30 on 31 October in Nairobi.
  await staff.goto('/account/import-utility-readings');
  await staff.getByLabel('CSV file of readings').setInputFiles({
    name: 'october.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `connection_number,meter_serial,value,read_at\n${number},${serial},125,2026-10-31T23:30:00+03:00\n`,
    ),
  });
  await staff.getByRole('button', { name: 'Import' }).click();
  await expect(staff.getByText('october.csv imported')).toBeVisible();
  await fitsEachSize(staff, 'import-utility-readings');

  // October is run, checked and issued.
  await staff.goto('/account/utility-billing-runs');
  await staff.getByRole('textbox', { name: 'Month', exact: true }).fill('2026-10');
  await staff.getByRole('button', { name: 'Run a month' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Billing run');
  await fitsEachSize(staff, 'show-utility-billing-run');
  await staff.getByRole('button', { name: 'Issue all bills' }).click();
  const confirm = staff.getByRole('dialog', { name: /^Issue all bills of October 2026/ });
  await expectNoAxeViolation(staff);
  await confirm.getByRole('button', { name: 'Issue all bills' }).click();
  await expect(confirm).toBeHidden();
  await expect(staff.getByText('Issued', { exact: true }).first()).toBeVisible();
  const bills = await api(page.request, 'GET', '/utility-bills?period=2026-10', {
    token: admin.token,
  });
  const issued = (
    bills.data as { id: number; connection_number: string; invoice_number: string }[]
  ).find((row) => row.connection_number === number)!;
  const connectionId = connectionPath.split('/').at(-1)!;

  // Every other screen of the staff's Utilities, with this month in it.
  for (const path of [
    '/account/utility-billing-runs',
    '/account/utility-connections',
    '/account/utility-readings',
    '/account/utility-tariffs',
    '/account/create-utility-tariff',
    '/account/utility-credit-notes',
    '/account/utility-arrears',
    `/account/utility-bills/${issued.id}`,
    `/account/utility-payments/${connectionId}`,
  ]) {
    await staff.goto(path);
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
    await staff.waitForLoadState('networkidle');
    await fitsEachSize(staff, path);
  }

  // The tenant reads the bill: 25 m³ on the domestic blocks, sewerage on 18.75 m³ of it.
  const home = await browserOf(browser, baseURL, tenant, errors);
  await home.goto('/account/utilities');
  await expect(home.getByRole('heading', { level: 2 }).filter({ hasText: number })).toBeVisible();
  await expect(
    home.getByRole('heading', { name: 'Use and cost over the last 12 months' }),
  ).toBeVisible();
  await fitsEachSize(home, 'utilities');
  await home
    .getByRole('link', { name: /October 2026/ })
    .first()
    .click();
  await expect(home.getByRole('heading', { level: 1 })).toContainText(
    'Water bill for October 2026',
  );
  const worked = home.getByRole('region', { name: 'How this bill is worked out' });
  for (const figure of ['270', '938', '350', '1,124.25', '2,682.25']) {
    await expect(worked.getByText(figure, { exact: false }).first()).toBeVisible();
  }
  await fitsEachSize(home, 'utility-bill');
  const bill = await downloaded(home, 'Download bill (PDF)');
  expect(bill.subarray(0, 5).toString()).toBe('%PDF-');

  await home.goto(
    connectionPath.replace('/account/show-utility-connection/', '/account/utilities/connections/'),
  );
  await expect(home.getByRole('heading', { name: 'Statement' })).toBeVisible();
  await fitsEachSize(home, 'utility-connection');
  const statement = await downloaded(home, 'Download statement (PDF)');
  expect(statement.subarray(0, 5).toString()).toBe('%PDF-');

  // Finance records the money against the bill's invoice, from the invoices it keeps.
  const invoiceNumber = issued.invoice_number;
  const desk = await browserOf(browser, baseURL, finance, errors);
  await desk.goto('/account/invoices');
  const row = listScreen(desk, 'Invoices').rowOf(invoiceNumber);
  await row.getByRole('button', { name: /^Record payment / }).click();
  const payment = desk.getByRole('dialog', { name: /^Record payment: / });
  await payment.getByLabel('Amount (KES)').fill('2682.25');
  await choose(desk, 'Method', 'Mobile money');
  await payment.getByLabel('Reference').fill(`MPESA-${parcel.number}`);
  await payment.getByLabel('Paid on').fill(new Date().toISOString().slice(0, 10));
  await expectNoAxeViolation(desk);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(listScreen(desk, 'Invoices').rowOf(invoiceNumber).first()).toContainText('Paid');

  await home.goto('/account/utilities');
  await expect(home.getByText('Nothing: paid').first()).toBeVisible();
  expect(errors).toEqual([]);
});
