import type { APIRequestContext, Page } from '@playwright/test';
import { api, logIn, signInAs, verifiedAccount } from './support/accounts';
import { tinyPdf } from './support/applications';
import { expectNoAxeViolation } from './support/axe';
import { choose, uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { scaled } from './support/machine';

const DAY = 24 * 60 * 60 * 1000;

/** A call for expressions of interest open since yesterday, opened by the administrator. */
async function openCall(request: APIRequestContext) {
  const admin = await logIn(request, ADMIN);
  const answer = await api(request, 'POST', '/vendor-calls', {
    body: {
      title: uniqueName('Cloud partners'),
      description: 'Software and platforms for the technology city.',
      categories: ['saas', 'paas'],
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 30 * DAY).toISOString(),
    },
    token: admin.token,
  });
  return answer.data as { id: number; reference: string; title: string };
}

/** Picks `option` of the searchable select `label` by typing part of it. */
async function search(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Uploads a small PDF as a document of `kind`, through the file chooser. */
async function upload(page: Page, kind: string, name: string) {
  await choose(page, 'Kind of document', kind);
  // Mantine's file input is a button that opens the browser's file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: tinyPdf(kind) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(name).first()).toBeVisible();
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

// A step that cannot be taken fails within seconds rather than at the test's time limit.
test.use({ actionTimeout: 15_000 });

test('a signed-out visitor follows the software vendors page’s Apply, signs in and comes back to the services page', async ({
  page,
  portal,
}) => {
  await openCall(page.request);
  const vendor = await verifiedAccount(page.request, portal.inbox, 'vendor');

  await page.goto('/landing/software-vendors');
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL('/auth/login?next=%2Faccount%2Fservices');
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel('Password', { exact: true }).fill(vendor.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL('/account/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Apply as a software or cloud provider' }),
  ).toBeVisible();
  await expectNoAxeViolation(page);
});

test('a vendor applies to an open call: the organisation, two solutions, two documents, then submits', async ({
  page,
  portal,
}) => {
  // Four steps, two solution forms and two uploads: about half a minute alone.
  test.setTimeout(scaled(180_000));
  const call = await openCall(page.request);
  const vendor = await verifiedAccount(page.request, portal.inbox, 'vendor');
  const { token } = await signInAs(page, vendor);

  // From the services page to the call, then a draft on the vendor's word.
  await page.goto('/account/services');
  await page.getByRole('link', { name: 'Apply as a software or cloud provider' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apply as a software or cloud provider' }),
  ).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Open calls' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: call.title }) });
  await expect(card).toContainText(call.reference);
  await expect(card).toContainText('Software as a service, Platform as a service');
  await expect(card).toContainText('(Nairobi time)');
  await expectNoAxeViolation(page);
  await card.getByRole('button', { name: 'Start your application' }).click();
  await expect(page).toHaveURL(/\/account\/edit-vendor-application\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  // 1. Organisation: the contact is the vendor's account, as registered.
  await expect(stepHeading(page, '1. Organisation')).toBeVisible();
  await expect(page.getByLabel('Contact email')).toHaveValue(vendor.email);
  await page.getByLabel('Organisation name').fill('Nimbus Cloud Africa Ltd');
  await page.getByLabel('Registration number').fill('PVT-2015-118822');
  await search(page, 'Country of registration', 'Kenya');
  await page.getByLabel('Year founded').fill('2015');
  await page.getByLabel('Website').fill('https://nimbus.example');
  await page.getByLabel('Signatory’s name').fill('Otieno Were');
  await page.getByLabel('Signatory’s title').fill('Managing Director');
  await page.getByLabel('Signatory’s date of birth').fill('1980-04-12');
  await page.getByLabel('Markets').fill('Kenya, Uganda and Tanzania: county governments.');
  await page.getByLabel('Target customers in the first year').fill('40');
  await page.getByLabel('Target revenue in the first year (KES)').fill('12,000,000');
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 2. Solutions: one kept in a facility of the vendor's, one in the city's data centre.
  await expect(stepHeading(page, '2. Solutions')).toBeVisible();
  await expect(page.getByText('No solutions yet.')).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('link', { name: 'Add a solution' }).click();
  await expect(stepHeading(page, '2. Add a solution')).toBeVisible();
  await page.getByLabel('Name of the solution').fill('Nimbus Backup');
  await choose(page, 'Category', 'Software as a service');
  await choose(page, 'Service model', 'Public cloud');
  await page
    .getByRole('textbox', { name: 'Facility', exact: true })
    .fill('Nairobi West data centre');
  await search(page, 'Country where the data is kept', 'Kenya');
  await page.getByLabel('Exit plan').fill('Customers export every backup within 30 days.');
  await page.getByLabel('Description').fill('Encrypted backup of servers and laptops.');
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Save solution' }).click();
  await expect(stepHeading(page, '2. Solutions')).toBeVisible();

  await page.getByRole('link', { name: 'Add another solution' }).click();
  await page.getByLabel('Name of the solution').fill('Nimbus Platform');
  await choose(page, 'Category', 'Platform as a service');
  await choose(page, 'Service model', 'Private cloud');
  await page.getByRole('radio', { name: 'In the technology city’s data centre' }).check();
  await expect(
    page.getByRole('combobox', { name: 'Country where the data is kept', exact: true }),
  ).toHaveValue('Kenya');
  await page.getByRole('button', { name: 'Add a certification' }).click();
  await choose(page, 'Certification', 'ISO 27001');
  await page.getByLabel('Expires on').fill('2028-06-30');
  await page.getByLabel('Exit plan').fill('Workloads move out as standard containers.');
  await page.getByLabel('Description').fill('A managed platform for web applications.');
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Save solution' }).click();

  const solutions = page.getByRole('list', { name: 'Your solutions' });
  await expect(solutions.getByRole('listitem')).toHaveCount(2);
  await expect(solutions).toContainText('Nimbus Backup');
  await expect(solutions).toContainText('Nimbus Platform');
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Documents: the two that submitting needs.
  await expect(stepHeading(page, '3. Documents')).toBeVisible();
  await upload(page, 'Certificate of incorporation', 'certificate.pdf');
  await upload(page, 'Company profile', 'profile.pdf');
  await expect(page.getByText('Still needed before you submit')).toBeHidden();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Check, then submit: the application's page follows it from there.
  await expect(stepHeading(page, '4. Check and submit')).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Revenue in the first year 12,000,000/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Nimbus Platform' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(`/account/show-vendor-application/${id}`);

  const { reference } = (await api(page.request, 'GET', `/vendor-applications/${id}`, { token }))
    .data as { reference: string };
  await page.goto('/account/my-vendor-applications');
  const mine = page.getByRole('list', { name: 'My vendor applications' }).getByRole('listitem');
  await expect(mine.filter({ hasText: reference })).toContainText('Submitted');
  await expect(mine.filter({ hasText: reference })).toContainText('2 solutions');
  await expectNoAxeViolation(page);
});
