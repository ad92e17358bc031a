import type { Browser, Locator, Page } from '@playwright/test';
import { LETTER_KIND_LABELS } from '@portal/shared/letters';
import type { VendorApplication } from '@portal/shared/vendor-applications';
import {
  REVIEW_STATUS_LABELS,
  VENDOR_CRITERIA,
  VENDOR_STAGE_LABELS,
  type VendorStage,
} from '@portal/shared/vendor-journey';
import { completeSolution, completeVendorFields } from '../apps/server/test/helpers/vendor-fields';
import { api, logIn, signInAs, verifiedAccount, type Credentials } from './support/accounts';
import { committeeMember, tinyPdf, uploadPdf } from './support/applications';
import { expectNoAxeViolation } from './support/axe';
import { uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { scaled } from './support/machine';

const DAY = 86_400_000;

/** A browser of `account`'s own, signed in; its console errors go to `errors`. */
async function browserOf(
  browser: Browser,
  baseURL: string | undefined,
  account: Credentials,
  errors: string[],
) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      errors.push(msg.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAs(page, account);
  return page;
}

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

// A step that cannot be taken fails within seconds rather than at the journey's time limit.
test.use({ actionTimeout: 15_000 });

test('a committee scores a vendor application, asks, hears the answer and decides each solution', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  // Three browsers through seven steps of eleven-criterion scorecards.
  test.setTimeout(scaled(300_000));
  const admin = await logIn(page.request, ADMIN);
  const staffErrors: string[] = [];

  // A call open since yesterday, and a committee of two.
  const call = (
    await api(page.request, 'POST', '/vendor-calls', {
      body: {
        title: uniqueName('Cloud partners'),
        description: 'Software and infrastructure for the city.',
        categories: ['saas', 'iaas'],
        opens_at: new Date(Date.now() - DAY).toISOString(),
        closes_at: new Date(Date.now() + 30 * DAY).toISOString(),
      },
      token: admin.token,
    })
  ).data as { id: number };
  const committee = (
    await api(page.request, 'POST', '/committees', {
      body: { name: uniqueName('Vendor Committee') },
      token: admin.token,
    })
  ).data as { id: number; name: string };
  const chair = await committeeMember(page.request, admin.token, committee.id, 'Chairperson');
  const member = await committeeMember(page.request, admin.token, committee.id, 'Member');

  // The vendor applies with two solutions and the two documents submitting needs; the
  // administrator assigns the committee.
  const vendor = await verifiedAccount(page.request, portal.inbox, 'vendor');
  const { token } = await signInAs(page, vendor);
  const draft = (
    await api(page.request, 'POST', '/vendor-applications', {
      body: { call_id: call.id, ...completeVendorFields() },
      token,
    })
  ).data as VendorApplication;
  for (const solution of [
    completeSolution({ name: 'Nimbus Backup' }),
    completeSolution({ name: 'Nimbus Compute', category: 'iaas', service_model: 'private_cloud' }),
  ])
    await api(page.request, 'POST', `/vendor-applications/${draft.id}/solutions`, {
      body: solution,
      token,
    });
  for (const kind of ['certificate_of_incorporation', 'company_profile'])
    await uploadPdf(page.request, token, `/vendor-applications/${draft.id}/documents`, kind);
  await api(page.request, 'POST', `/vendor-applications/${draft.id}/submit`, { token });
  await api(page.request, 'POST', `/vendor-applications/${draft.id}/assign`, {
    body: { committee_id: committee.id },
    token: admin.token,
  });
  const { id, reference } = draft;

  // Both members score in the browser: the member marks two criteria not applicable.
  const memberPage = await browserOf(browser, baseURL, member, staffErrors);
  const chairPage = await browserOf(browser, baseURL, chair, staffErrors);
  for (const [scorer, notApplicable, expected] of [
    [memberPage, ['geographical_location', 'regulatory_compliance'], '77.8'],
    [chairPage, [], '90'],
  ] as const) {
    await openApplication(scorer, id, 'under_evaluation');
    await expect(
      scorer.getByRole('heading', { level: 1, name: `Vendor application ${reference}` }),
    ).toBeVisible();
    const card = stepCard(scorer, 'Your scorecard');
    for (const { key, label, points } of VENDOR_CRITERIA) {
      if ((notApplicable as readonly string[]).includes(key)) {
        await card.getByRole('checkbox', { name: `Not applicable (${label})` }).check();
        continue;
      }
      // Quality and service get nothing from the member, half from the chair.
      const given = ['quality', 'service'].includes(key) ? (notApplicable.length ? 0 : 5) : points;
      await card.getByRole('textbox', { name: label }).fill(String(given));
    }
    await expect(card.getByText(`Total: ${expected} out of 100`)).toBeVisible();
    await expectNoAxeViolation(scorer);
    await card.getByRole('button', { name: 'Save scorecard' }).click();
    await expect(card.getByRole('button', { name: 'Update scorecard' })).toBeVisible();
    await expect(scorer.getByRole('region', { name: 'Scores' })).toContainText(`${expected} / 100`);
  }
  await expect(memberPage.getByRole('region', { name: 'Scores' })).toContainText('scaled to 100');
  await expectNoAxeViolation(memberPage);

  // The chairperson, who sees both cards, asks the vendor to clarify.
  await chairPage.reload();
  await expect(chairPage.getByRole('region', { name: 'Scores' })).toContainText(
    '2 of 2 committee members have scored; average 83.9 of 100',
  );
  const ask = stepCard(chairPage, 'Ask the vendor for clarification');
  await ask.getByLabel('What should the vendor clarify?').fill('Which regions hold the replicas?');
  await expectNoAxeViolation(chairPage);
  await ask.getByRole('button', { name: 'Ask for clarification' }).click();
  await openApplication(chairPage, id, 'clarification_requested');

  // The vendor reads the question, adds a document and answers in the browser.
  await openApplication(page, id, 'clarification_requested');
  const answer = stepCard(page, 'Answer the request for clarification');
  await expect(answer.getByText('Which regions hold the replicas?')).toBeVisible();
  await expectNoAxeViolation(page);
  await answer.getByRole('combobox', { name: 'Kind of document' }).click();
  await page.getByRole('option', { name: 'Security certificate' }).click();
  const chooser = page.waitForEvent('filechooser');
  await answer.getByRole('button', { name: 'File' }).click();
  await (
    await chooser
  ).setFiles({ name: 'replicas.pdf', mimeType: 'application/pdf', buffer: tinyPdf('replicas') });
  await answer.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText('replicas.pdf');
  await answer.getByLabel('Your answer').fill('Both replicas stay in the city data centre.');
  await answer.getByRole('button', { name: 'Send your answer' }).click();
  await openApplication(page, id, 'under_evaluation');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Answered', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Both replicas stay in the city data centre.')).toBeVisible();
  await expectNoAxeViolation(page);

  // The chairperson decides: one solution approved with a condition, the other not approved.
  await openApplication(chairPage, id, 'under_evaluation');
  const decide = stepCard(chairPage, 'Decide each solution');
  await decide
    .getByRole('radiogroup', { name: /Decision on Nimbus Backup/ })
    .getByRole('radio', { name: REVIEW_STATUS_LABELS.approved_with_conditions })
    .check();
  await decide.getByLabel('Condition 1', { exact: true }).fill('Renew ISO 27001 before it lapses.');
  await decide.getByLabel('Condition 1 due by').fill('2027-06-30');
  await decide
    .getByRole('radiogroup', { name: /Decision on Nimbus Compute/ })
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
  await expectNoAxeViolation(chairPage);

  // The vendor sees the letter and where each solution stands.
  await openApplication(page, id, 'decided');
  await expect(
    page.getByRole('region', { name: 'Letters' }).getByText(LETTER_KIND_LABELS.vendor_decision),
  ).toBeVisible();
  const solutions = page.getByRole('region', { name: 'Your solutions' }).getByRole('article');
  const backup = solutions.filter({ hasText: 'Nimbus Backup' });
  await expect(backup).toContainText(REVIEW_STATUS_LABELS.approved_with_conditions);
  await expect(backup).toContainText('Renew ISO 27001 before it lapses.');
  await expect(
    backup.getByRole('link', { name: /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/ }),
  ).toHaveAttribute('href', /^\/verify\//);
  await expect(solutions.filter({ hasText: 'Nimbus Compute' })).toContainText(
    REVIEW_STATUS_LABELS.not_approved,
  );
  await expect(page.getByRole('region', { name: 'Your organisation' })).toContainText('12.5%');
  await expectNoAxeViolation(page);
  expect(staffErrors).toEqual([]);
});
