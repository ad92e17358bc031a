import type { Locator, Page } from '@playwright/test';
import { LETTER_KIND_LABELS } from '@portal/shared/letters';
import {
  REVIEW_STATUS_LABELS,
  VENDOR_CRITERIA,
  VENDOR_STAGE_LABELS,
  type VendorStage,
} from '@portal/shared/vendor-journey';
import { api, browserOf, logIn, verifiedAccount } from './support/accounts';
import { committeeMember, tinyPdf } from './support/applications';
import { expectNoAxeViolation } from './support/axe';
import { choose, uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { scaled } from './support/machine';

/*
 * The vendor journey as its people live it, in one run: a visitor follows the software vendors
 * page's Apply, signs in and applies with two solutions; the administrator assigns a committee of
 * two, who score; the chairperson asks a question, the vendor answers it, the chairperson decides
 * each solution; the vendor reads the letter; and someone signed in nowhere finds the approved
 * solution in the public register and checks its code (docs/product.md, "Software and cloud
 * vendors"). Every screen on the way passes axe.
 */

const DAY = 86_400_000;

/** The application's page, loaded, its stage checked. */
async function openApplication(page: Page, id: number, stage: VendorStage) {
  await page.goto(`/account/show-vendor-application/${id}`);
  await expect(
    page.getByText('Stage', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText(VENDOR_STAGE_LABELS[stage]);
}

/** A step's card under "What you can do", by its title. */
const stepCard = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: 'What you can do' })
    .getByRole('heading', { level: 3, name: title, exact: true })
    .locator('xpath=..');

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Picks `option` of the searchable select `label` by typing it. */
async function search(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Attaches a small PDF named `name` through the file chooser of the File button in `scope`. */
async function attachPdf(page: Page, scope: Page | Locator, name: string) {
  // Mantine's file input is a button that opens the browser's file chooser.
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: tinyPdf(name) });
  await scope.getByRole('button', { name: 'Upload' }).click();
}

// A step that cannot be taken fails within seconds rather than at the journey's time limit.
test.use({ actionTimeout: 15_000 });

test('a vendor applies from the public page, is scored, questioned and decided, and anyone can verify the approved solution', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  // Four browsers, a four-step form, two scorecards of eleven criteria and four more steps.
  test.setTimeout(scaled(420_000));
  const admin = await logIn(page.request, ADMIN);
  const errors: string[] = [];
  const backup = uniqueName('Nimbus Backup');
  const platform = uniqueName('Nimbus Platform');

  // The administrator has opened a call since yesterday and formed a committee of two.
  const call = (
    await api(page.request, 'POST', '/vendor-calls', {
      body: {
        title: uniqueName('Cloud partners'),
        description: 'Software and platforms for the technology city.',
        categories: ['saas', 'paas'],
        opens_at: new Date(Date.now() - DAY).toISOString(),
        closes_at: new Date(Date.now() + 30 * DAY).toISOString(),
      },
      token: admin.token,
    })
  ).data as { id: number; reference: string; title: string };
  const committee = (
    await api(page.request, 'POST', '/committees', {
      body: { name: uniqueName('Vendor Committee') },
      token: admin.token,
    })
  ).data as { id: number; name: string };
  const chair = await committeeMember(page.request, admin.token, committee.id, 'Chairperson');
  const member = await committeeMember(page.request, admin.token, committee.id, 'Member');
  const vendor = await verifiedAccount(page.request, portal.inbox, 'vendor');

  // A visitor reads the open call on the software vendors page, presses Apply and signs in.
  await page.goto('/landing/software-vendors');
  // The calls come to life when they scroll into view.
  const calls = page.locator('[data-island="vendor-calls"]');
  await calls.scrollIntoViewIfNeeded();
  await expect(calls).toHaveAttribute('data-hydrated');
  const publicCall = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: call.title }),
  });
  await expect(publicCall).toContainText(call.reference);
  await expect(publicCall).toContainText(/Applications close on .+ \(Nairobi time\)/);
  await expectNoAxeViolation(page);
  await page.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL('/auth/login?next=%2Faccount%2Fservices');
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel('Password', { exact: true }).fill(vendor.password);
  await page.getByRole('button', { name: 'Login' }).click();

  // Back on the services page, the call is one link away.
  await expect(page).toHaveURL('/account/services');
  await expectNoAxeViolation(page);
  await page.getByRole('link', { name: 'Apply as a software or cloud provider' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apply as a software or cloud provider' }),
  ).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Open calls' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: call.title }) });
  await expect(card).toContainText('Software as a service, Platform as a service');
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
  await page.getByRole('link', { name: 'Add a solution' }).click();
  await page.getByLabel('Name of the solution').fill(backup);
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
  await page.getByLabel('Name of the solution').fill(platform);
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
  await page.getByRole('button', { name: 'Save solution' }).click();
  await expect(
    page.getByRole('list', { name: 'Your solutions' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3. Documents: the two that submitting needs.
  await expect(stepHeading(page, '3. Documents')).toBeVisible();
  for (const [kind, file] of [
    ['Certificate of incorporation', 'certificate.pdf'],
    ['Company profile', 'profile.pdf'],
  ] as const) {
    await choose(page, 'Kind of document', kind);
    await attachPdf(page, page, file);
    await expect(page.getByText(file).first()).toBeVisible();
  }
  await expect(page.getByText('Still needed before you submit')).toBeHidden();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Check and submit; the vendor's list shows it submitted.
  await expect(stepHeading(page, '4. Check and submit')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: platform })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Revenue in the first year 12,000,000/ }),
  ).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(`/account/show-vendor-application/${id}`);
  const heading = page.getByRole('heading', { level: 1, name: /^Vendor application VND-/ });
  const reference = (await heading.textContent())!.replace('Vendor application ', '');
  await page.goto('/account/my-vendor-applications');
  const mine = page
    .getByRole('list', { name: 'My vendor applications' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(mine).toContainText('Submitted');
  await expect(mine).toContainText('2 solutions');
  await expectNoAxeViolation(page);

  // The administrator finds it in the queue and assigns the committee.
  const adminPage = await browserOf(browser, baseURL, ADMIN, errors);
  await adminPage.goto('/account/vendor-applications?stage=submitted');
  await expect(adminPage.getByRole('row', { name: new RegExp(reference) })).toBeVisible();
  await expectNoAxeViolation(adminPage);
  await openApplication(adminPage, id, 'submitted');
  const assign = stepCard(adminPage, 'Assign to a committee');
  await assign.getByRole('combobox', { name: 'Committee' }).fill(committee.name);
  await adminPage.getByRole('option', { name: `${committee.name} (2 members)` }).click();
  await expectNoAxeViolation(adminPage);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await openApplication(adminPage, id, 'under_evaluation');

  // Both members score: the member marks two criteria not applicable, so theirs is scaled.
  const memberPage = await browserOf(browser, baseURL, member, errors);
  const chairPage = await browserOf(browser, baseURL, chair, errors);
  for (const [scorer, notApplicable, expected] of [
    [memberPage, ['geographical_location', 'regulatory_compliance'], '77.8'],
    [chairPage, [], '90'],
  ] as const) {
    await openApplication(scorer, id, 'under_evaluation');
    const scorecard = stepCard(scorer, 'Your scorecard');
    for (const { key, label, points } of VENDOR_CRITERIA) {
      if ((notApplicable as readonly string[]).includes(key)) {
        await scorecard.getByRole('checkbox', { name: `Not applicable (${label})` }).check();
        continue;
      }
      // Quality and service get nothing from the member, half from the chair.
      const given = ['quality', 'service'].includes(key) ? (notApplicable.length ? 0 : 5) : points;
      await scorecard.getByRole('textbox', { name: label }).fill(String(given));
    }
    await expect(scorecard.getByText(`Total: ${expected} out of 100`)).toBeVisible();
    await expectNoAxeViolation(scorer);
    await scorecard.getByRole('button', { name: 'Save scorecard' }).click();
    await expect(scorer.getByRole('region', { name: 'Scores' })).toContainText(`${expected} / 100`);
  }
  await expect(memberPage.getByRole('region', { name: 'Scores' })).toContainText('scaled to 100');

  // The chairperson, who sees both cards, asks the vendor to clarify.
  await chairPage.reload();
  await expect(chairPage.getByRole('region', { name: 'Scores' })).toContainText(
    '2 of 2 committee members have scored; average 83.9 of 100',
  );
  const ask = stepCard(chairPage, 'Ask the vendor for clarification');
  await ask.getByLabel('What should the vendor clarify?').fill('Which regions hold the replicas?');
  await ask.getByRole('button', { name: 'Ask for clarification' }).click();
  await openApplication(chairPage, id, 'clarification_requested');

  // The vendor reads the question, adds a document and answers.
  await openApplication(page, id, 'clarification_requested');
  const answer = stepCard(page, 'Answer the request for clarification');
  await expect(answer.getByText('Which regions hold the replicas?')).toBeVisible();
  await expectNoAxeViolation(page);
  await answer.getByRole('combobox', { name: 'Kind of document' }).click();
  await page.getByRole('option', { name: 'Security certificate' }).click();
  await attachPdf(page, answer, 'replicas.pdf');
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText('replicas.pdf');
  await answer.getByLabel('Your answer').fill('Both replicas stay in the city data centre.');
  await answer.getByRole('button', { name: 'Send your answer' }).click();
  await openApplication(page, id, 'under_evaluation');

  // The chairperson reads the answer and decides each solution.
  await openApplication(chairPage, id, 'under_evaluation');
  await expect(chairPage.getByRole('region', { name: 'Timeline' })).toContainText(
    'Both replicas stay in the city data centre.',
  );
  const decide = stepCard(chairPage, 'Decide each solution');
  await decide
    .getByRole('radiogroup', { name: new RegExp(`Decision on ${backup}`) })
    .getByRole('radio', { name: REVIEW_STATUS_LABELS.approved_with_conditions })
    .check();
  await decide.getByLabel('Condition 1', { exact: true }).fill('Renew ISO 27001 before it lapses.');
  await decide.getByLabel('Condition 1 due by').fill('2027-06-30');
  await decide
    .getByRole('radiogroup', { name: new RegExp(`Decision on ${platform}`) })
    .getByRole('radio', { name: REVIEW_STATUS_LABELS.not_approved })
    .check();
  await decide.getByLabel(/Revenue share to the authority/).fill('12.5');
  await expectNoAxeViolation(chairPage);
  await decide.getByRole('button', { name: 'Record the decision' }).click();
  await chairPage
    .getByRole('dialog', { name: 'Record this decision?' })
    .getByRole('button', { name: 'Record the decision' })
    .click();
  await openApplication(chairPage, id, 'decided');

  // The vendor reads the letter and where each solution stands, with the approved one's code.
  await openApplication(page, id, 'decided');
  await expect(
    page.getByRole('region', { name: 'Letters' }).getByText(LETTER_KIND_LABELS.vendor_decision),
  ).toBeVisible();
  const solutions = page.getByRole('region', { name: 'Your solutions' }).getByRole('article');
  const approved = solutions.filter({ hasText: backup });
  await expect(approved).toContainText(REVIEW_STATUS_LABELS.approved_with_conditions);
  await expect(approved).toContainText('Renew ISO 27001 before it lapses.');
  const codeLink = approved.getByRole('link', { name: /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/ });
  const code = (await codeLink.textContent())!;
  await expect(solutions.filter({ hasText: platform })).toContainText(
    REVIEW_STATUS_LABELS.not_approved,
  );
  await expect(page.getByRole('region', { name: 'Your organisation' })).toContainText('12.5%');
  await expectNoAxeViolation(page);

  // Someone signed in nowhere finds both in the register, each with its status.
  const visitor = await browserOf(browser, baseURL, null, errors);
  await visitor.goto('/landing/cloud-solutions');
  await expect(visitor.locator('[data-island="cloud-solutions"]')).toHaveAttribute('data-hydrated');
  const searchBox = visitor.getByRole('search', { name: 'Search the register' });
  const table = visitor.getByRole('table', { name: 'Solutions' });
  for (const [name, status] of [
    [platform, REVIEW_STATUS_LABELS.not_approved],
    [backup, REVIEW_STATUS_LABELS.approved_with_conditions],
  ] as const) {
    await searchBox.getByRole('searchbox', { name: 'Search' }).fill(name);
    await searchBox.getByRole('button', { name: 'Search' }).click();
    await expect(visitor.getByText('1 solution matches your search')).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Nimbus Cloud Africa Ltd');
    await expect(row).toContainText(status);
  }
  await expectNoAxeViolation(visitor);

  // ...and checks the approved solution's code, as a reader of the printed letter would.
  await table
    .getByRole('row', { name: new RegExp(backup) })
    .getByRole('link', { name: code })
    .click();
  await expect(visitor).toHaveURL(`/verify/${code}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Verify a cloud solution' }),
  ).toBeVisible();
  await expect(
    visitor.getByText(`${REVIEW_STATUS_LABELS.approved_with_conditions} as of today`),
  ).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText(backup);
  await expect(visitor.getByRole('main')).toContainText('Renew ISO 27001 before it lapses.');
  await expectNoAxeViolation(visitor);
  expect(errors).toEqual([]);
});
