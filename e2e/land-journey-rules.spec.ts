import type { Page } from '@playwright/test';
import type { Application } from '@portal/shared/application-detail';
import { Role } from '@portal/shared/constants';
import { invoiceMessages, type Invoice } from '@portal/shared/invoices';
import { accountWithRole, api, logIn, signInAs } from './support/accounts';
import { applicationByApi, committeeMember } from './support/applications';
import { expectNoAxeViolation } from './support/axe';
import { choose, listScreen, uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';

// Several browsers' worth of API calls and pages: over a minute on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** An investor of the administrator's making, with a submitted application: its fee invoiced. */
async function submittedApplication(page: Page, adminToken: string) {
  const investor = await accountWithRole(page.request, adminToken, Role.Investor, 'rules');
  const { token } = await logIn(page.request, investor);
  const application = await applicationByApi(page.request, token, { upTo: 'submitted' });
  return { application, token, fee: application.invoices[0]! };
}

const pay = (page: Page, invoice: Invoice, token: string, amount: number, reference: string) =>
  api(page.request, 'POST', `/invoices/${invoice.id}/payments`, {
    body: { amount, method: 'bank_transfer', reference, paid_on: today() },
    token,
  });

/** The "What you can do" part of an application's page. */
const whatYouCanDo = (page: Page) => page.getByRole('region', { name: 'What you can do' });

async function openApplication(page: Page, application: Application) {
  await page.goto(`/account/show-application/${application.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Application ${application.reference}` }),
  ).toBeVisible();
}

test('finance: a reference settles one invoice, a date before 2000 is refused, money on a voided invoice is owed back', async ({
  page,
}) => {
  const admin = await logIn(page.request, ADMIN);
  const first = await submittedApplication(page, admin.token);
  const second = await submittedApplication(page, admin.token);
  const reference = `EFT-${Date.now().toString(36)}`.toUpperCase();
  await pay(page, first.fee, admin.token, first.fee.balance, reference);

  // An unpaid application says what it waits for, and offers staff nothing to do.
  await signInAs(page, ADMIN);
  await openApplication(page, second.application);
  await expect(whatYouCanDo(page)).toContainText('Waiting for the registration fee to be paid');
  await expect(whatYouCanDo(page).getByRole('button')).toHaveCount(0);
  await expectNoAxeViolation(page);

  // The same transaction typed otherwise, on another invoice: refused under the field.
  await page.goto(`/account/show-invoice/${second.fee.id}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  const modal = page.getByRole('dialog', { name: /^Record payment: / });
  await modal.getByLabel('Amount (KES)').fill('100');
  await choose(page, 'Method', 'Bank transfer');
  await modal.getByLabel('Paid on').fill('1999-12-31');
  await modal.getByLabel('Reference').fill(`${reference.toLowerCase()}\u200b`);
  await expect(modal.getByText(invoiceMessages.paidOnTooEarly)).toBeVisible();
  await modal.getByLabel('Paid on').fill(today());
  await modal.getByRole('button', { name: 'Record payment' }).click();
  const used = invoiceMessages.referenceUsed(first.fee.number);
  await expect(modal.getByLabel('Reference')).toHaveAccessibleDescription(new RegExp(used));
  await expectNoAxeViolation(page);
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // Part of the fee paid, then the application withdrawn: the rest is void, the part owed back.
  await pay(page, second.fee, admin.token, 500_000, `${reference}-2`);
  await api(page.request, 'POST', `/applications/${second.application.id}/withdraw`, {
    body: { reason: 'We found land elsewhere.' },
    token: second.token,
  });
  await page.goto('/account/invoices');
  const row = listScreen(page, 'Invoices').rowOf(second.fee.number);
  await expect(row).toContainText('Void');
  await expect(row).toContainText('Refund due');
  await expectNoAxeViolation(page);
  await page.goto(`/account/show-invoice/${second.fee.id}`);
  await expect(page.getByRole('rowheader', { name: 'Refund due' })).toBeVisible();
  await expect(page.getByText('Refund due', { exact: true }).first()).toBeVisible();
});

test('staff: Approve waits for a committee, and a lease cannot start before the offer', async ({
  page,
}) => {
  const admin = await logIn(page.request, ADMIN);
  const { application, token, fee } = await submittedApplication(page, admin.token);
  await pay(page, fee, admin.token, fee.balance, `FEE-${application.reference}`);

  // Under evaluation without a committee: no Approve, only what can succeed.
  await signInAs(page, ADMIN);
  await openApplication(page, application);
  const steps = whatYouCanDo(page);
  await expect(
    steps.getByRole('heading', { level: 3, name: 'Assign to a committee' }),
  ).toBeVisible();
  await expect(steps.getByRole('heading', { level: 3, name: 'Approve' })).toHaveCount(0);

  // Evaluated, approved, accepted and offered a parcel, its premium paid.
  const committee = (
    await api(page.request, 'POST', '/committees', {
      body: { name: uniqueName('Rules Committee') },
      token: admin.token,
    })
  ).data as { id: number };
  const member = await logIn(
    page.request,
    await committeeMember(page.request, admin.token, committee.id, 'Member'),
  );
  const id = application.id;
  await api(page.request, 'POST', `/applications/${id}/assign`, {
    body: { committee_id: committee.id },
    token: admin.token,
  });
  await api(page.request, 'POST', `/applications/${id}/scores`, {
    body: {
      scores: {
        master_plan_fit: 20,
        financial_capacity: 20,
        experience: 15,
        economic_impact: 10,
        timeline: 10,
      },
    },
    token: member.token,
  });
  await page.reload();
  await expect(steps.getByRole('heading', { level: 3, name: 'Approve' })).toBeVisible();
  await api(page.request, 'POST', `/applications/${id}/approve`, { token: admin.token });
  await api(page.request, 'POST', `/applications/${id}/accept-intent`, {
    body: { signatory_name: 'Neema Achieng', signatory_title: 'Director' },
    token,
  });
  const parcel = (
    await api(page.request, 'POST', '/parcels', {
      body: {
        number: `E2E-RU-${Date.now().toString(36)}`.toUpperCase(),
        acre: '2.00',
        min_floors: 1,
        max_floors: 4,
        land_use: 'Commercial',
        zone: 'Central Business District',
        status: 'Available',
      },
      token: admin.token,
    })
  ).data as { id: number };
  const offered = (
    await api(page.request, 'POST', `/applications/${id}/offer`, {
      body: { parcel_id: parcel.id, stand_premium: 100_000, term_years: 21, annual_ground_rent: 0 },
      token: admin.token,
    })
  ).data as Application;
  const premium = offered.invoices.find((invoice) => invoice.purpose === 'stand_premium')!;
  await pay(page, premium, admin.token, premium.balance, `PREM-${application.reference}`);

  await page.reload();
  const lease = steps
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Register the lease' }) })
    .last();
  await lease.getByLabel('Lease number').fill('LR-RULES-1');
  await lease.getByLabel('Start date').fill(yesterday());
  await lease.getByRole('button', { name: 'Register lease' }).click();
  await page
    .getByRole('dialog', { name: 'Register the lease?' })
    .getByRole('button', { name: 'Register lease' })
    .click();
  await expect(lease.getByLabel('Start date')).toHaveAccessibleDescription(
    new RegExp(`The lease cannot start before the offer was made \\(${today()}\\)`),
  );
  await expectNoAxeViolation(page);
});
