import type { Locator, Page } from '@playwright/test';
import { nairobiDay, shiftDay } from '@portal/shared/calendar';
import { VENDOR_CRITERIA } from '@portal/shared/vendor-journey';
import { TARGETS_CRITERION } from '@portal/shared/vendor-reviews';
import { api, browserOf, logIn, verifiedAccount } from './support/accounts';
import { tinyPdf } from './support/applications';
import { expectNoAxeViolation } from './support/axe';
import { choose, toast, uniqueName } from './support/back-office';
import { fitsEachSize } from './support/fit';
import { ADMIN, expect, test } from './support/fixtures';
import { scaled } from './support/machine';
import { partnershipOfAYear } from './support/vendors';

/*
 * A vendor partnership's year as its people live it (docs/product.md, "The vendor partnership"):
 * the vendor writes the workplan from its dashboard, staff approve it; the year's last quarter is
 * reported, scored short of target and finalised with a corrective plan; the vendor files the
 * quarter's return and a nil one, carries the action out and staff verify it; staff record an
 * audit whose finding the vendor answers and staff close; and the year is renewed with its letter.
 * The first three quarters are taken through the API. Every screen passes axe, and the list, the
 * partnership, the workplan and the review fit a laptop and a phone.
 */

const quarterLabel = (quarter: string) => `${quarter.slice(5)} ${quarter.slice(0, 4)}`;

/** A text box by its exact label: 'Activity', not the 'Remove activity 1' beside it. */
const box = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** Adds a small PDF named `name` as evidence through the File button in `scope`. */
async function addEvidence(page: Page, scope: Locator, name: string) {
  // Mantine's file input is a button that opens the browser's file chooser.
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: tinyPdf(name) });
  await scope.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Evidence added.')).toBeVisible();
  await expect(scope).toContainText(name);
}

/** A section of the partnership's page, by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name });

// A step that cannot be taken fails within seconds rather than at the journey's time limit.
test.use({ actionTimeout: 15_000 });

test('a vendor and the staff run a quarter of the partnership end to end, and the year is renewed', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  // Three browsers, a workplan, a scorecard of eleven criteria and a dozen steps.
  test.setTimeout(scaled(360_000));
  const errors: string[] = [];
  const account = await verifiedAccount(page.request, portal.inbox, 'partner');
  const solution = uniqueName('Stratus Backup');
  const year = await partnershipOfAYear(page.request, portal.databaseFile, account, solution);
  const [first, second, third, last] = year.reviews;
  const quarters = year.reviews.map((review) => review.quarter);
  const lastQuarter = quarterLabel(last!.quarter);

  // The vendor's dashboard leads to the one thing to do first: the year's workplan.
  const vendor = await browserOf(browser, baseURL, account, errors);
  await vendor.goto('/account/dashboard');
  await vendor.getByRole('link', { name: 'Write your workplan for year 1' }).click();
  await expect(vendor.getByRole('heading', { level: 1, name: 'Workplan' })).toBeVisible();
  for (const quarter of quarters) {
    await vendor.getByLabel(`Customers to win in ${quarterLabel(quarter)}`).fill('2');
    await vendor.getByLabel(`Revenue to earn in ${quarterLabel(quarter)}`).fill('500,000');
  }
  await vendor.getByRole('button', { name: 'Add a lead' }).click();
  await box(vendor, 'Prospect').fill('Savanna Bank');
  await vendor.getByLabel('Expected value').fill('1,200,000');
  await box(vendor, 'Activity').fill('Joint roadshow with the authority');
  await box(vendor, 'Name').fill('Vera Vendor');
  await box(vendor, 'Role').fill('Partner manager');
  await box(vendor, 'Email').fill('vera@nimbus.example');
  await fitsEachSize(vendor, 'The workplan form');
  await vendor.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(vendor, 'Workplan saved as a draft.')).toBeVisible();
  await expect(vendor).toHaveURL(`/account/show-vendor-partnership/${year.id}`);
  await section(vendor, 'Workplan').getByRole('button', { name: 'Submit for approval' }).click();
  await expect(toast(vendor, 'Workplan submitted for approval.')).toBeVisible();
  await expect(section(vendor, 'Workplan')).toContainText('Submitted for approval');

  // Staff find it waiting on their dashboard and approve it.
  const staff = await browserOf(browser, baseURL, ADMIN, errors);
  await staff.goto('/account/dashboard');
  await staff.getByRole('link', { name: /^Workplans to approve \d+/ }).click();
  await expect(staff).toHaveURL('/account/vendor-partnerships?waiting=workplan_approval');
  await fitsEachSize(staff, 'The partnership list');
  await staff
    .getByRole('row', { name: new RegExp(year.reference) })
    .getByRole('link', { name: /^Show / })
    .click();
  await expect(staff).toHaveURL(`/account/show-vendor-partnership/${year.id}`);
  await section(staff, 'Workplan').getByRole('button', { name: 'Approve the workplan' }).click();
  await expect(toast(staff, 'Workplan approved: it is now in force.')).toBeVisible();

  // The year's first three quarters were reported, scored and finalised on track (by the API).
  const vendorToken = (await logIn(page.request, account)).token;
  const chairToken = (await logIn(page.request, year.chair)).token;
  for (const { reviewId } of [first!, second!, third!]) {
    await api(page.request, 'POST', `/vendor-reviews/${reviewId}/actuals`, {
      body: {
        customers_won: ['Acme', 'Bidii'],
        revenue: 500_000_00,
        leads: [],
        activities_done: ['Roadshow'],
      },
      token: vendorToken,
    });
    await api(page.request, 'POST', `/vendor-reviews/${reviewId}/scores`, {
      body: {
        // Targets met: the 8 points they suggest, and every other criterion in full.
        scores: Object.fromEntries(
          VENDOR_CRITERIA.map(({ key, points }) => [key, key === TARGETS_CRITERION ? 8 : points]),
        ),
        comment: null,
      },
      token: chairToken,
    });
    await api(page.request, 'POST', `/vendor-reviews/${reviewId}/finalise`, {
      body: {},
      token: chairToken,
    });
  }

  // The vendor reports the last quarter: one customer, and revenue short of the target.
  await vendor.goto(`/account/show-vendor-partnership/${year.id}`);
  await vendor.getByRole('link', { name: `Report what you achieved in ${lastQuarter}` }).click();
  await expect(
    vendor.getByRole('heading', { level: 1, name: `Quarterly review, ${lastQuarter}` }),
  ).toBeVisible();
  await vendor
    .getByLabel(`Revenue earned through the partnership in ${lastQuarter}`)
    .fill('200,000');
  await vendor.getByRole('button', { name: 'Add a customer' }).click();
  await box(vendor, 'Customer').fill('Lakeside Clinics');
  await vendor.getByRole('button', { name: 'Add an activity' }).click();
  await box(vendor, 'Activity').fill('Webinar for tenants');
  await vendor.getByRole('button', { name: 'Report the actuals' }).click();
  await expect(toast(vendor, 'Actuals reported: the committee can score them.')).toBeVisible();
  await addEvidence(vendor, section(vendor, 'Evidence'), 'q3-signed-contract.pdf');
  const againstTargets = vendor.getByRole('table', { name: /targets and what was reported/ });
  await expect(againstTargets.getByRole('row', { name: /Revenue earned/ })).toContainText(
    /500,000.*200,000/,
  );
  await expectNoAxeViolation(vendor);

  // The chairperson scores it: ability to surpass targets starts at what the actuals suggest.
  const chair = await browserOf(browser, baseURL, year.chair, errors);
  await chair.goto(`/account/vendor-review/${last!.reviewId}`);
  const targetsLabel = VENDOR_CRITERIA.find(({ key }) => key === TARGETS_CRITERION)!.label;
  // One customer of two and a fifth of the revenue: (0.5 + 0.4) / 2 of the 8 points for meeting.
  await expect(chair.getByLabel(targetsLabel, { exact: true })).toHaveValue('4');
  for (const { key, label, points } of VENDOR_CRITERIA)
    if (key !== TARGETS_CRITERION)
      await chair.getByLabel(label, { exact: true }).fill(String(Math.floor(points * 0.4)));
  await fitsEachSize(chair, 'The review scorecard');
  await chair.getByRole('button', { name: 'Save my scorecard' }).click();
  await expect(toast(chair, 'Scores saved.')).toBeVisible();

  // At risk: finalising asks for a corrective plan, and keeps it.
  const finalise = section(chair, 'Finalise the review');
  await expect(finalise).toContainText('at risk');
  await finalise.getByRole('button', { name: 'Add an action' }).click();
  await box(finalise, 'Action').fill('Two more reseller agreements');
  await box(finalise, 'Owner').fill('Vera Vendor');
  await finalise.getByLabel('Due on').fill(shiftDay(nairobiDay(new Date()), 60));
  await expectNoAxeViolation(chair);
  await finalise.getByRole('button', { name: 'Finalise the review' }).click();
  await expect(toast(chair, /^Review finalised: .+ out of 100, at risk\.$/)).toBeVisible();
  await expect(section(chair, 'Corrective action plan')).toContainText(
    'Two more reseller agreements',
  );

  // The vendor files the last quarter's return, and a nil return for the third.
  await vendor.goto(`/account/show-vendor-partnership/${year.id}`);
  await expect(vendor.getByText('Under corrective measures').first()).toBeVisible();
  const returns = section(vendor, 'Revenue returns');
  await returns.getByRole('button', { name: `File return for ${lastQuarter}` }).click();
  const returnDialog = vendor.getByRole('dialog', { name: `File the return for ${lastQuarter}` });
  await returnDialog.getByLabel(`Revenue through ${solution}`).fill('200,000');
  await expect(returnDialog).toContainText("the authority's share at 10 % is 20,000 KES.");
  await expectNoAxeViolation(vendor);
  await returnDialog.getByRole('button', { name: 'File the return' }).click();
  await expect(toast(vendor, `Return for ${last!.quarter} filed.`)).toBeVisible();
  const thirdQuarter = quarterLabel(third!.quarter);
  await returns.getByRole('button', { name: `File return for ${thirdQuarter}` }).click();
  const nilDialog = vendor.getByRole('dialog', { name: `File the return for ${thirdQuarter}` });
  await nilDialog.getByLabel(/Nothing was earned/).check();
  await nilDialog.getByRole('button', { name: 'File the return' }).click();
  await expect(toast(vendor, `Nil return for ${third!.quarter} filed.`)).toBeVisible();
  await expect(returns.getByRole('row', { name: new RegExp(thirdQuarter) })).toContainText(
    'Nil return filed',
  );

  // The vendor carries the corrective action out; staff verify it.
  const actions = section(vendor, 'Corrective actions');
  await actions
    .getByRole('button', { name: 'Mark in progress Two more reseller agreements' })
    .click();
  await expect(toast(vendor, 'Corrective action updated.')).toBeVisible();
  await actions.getByRole('button', { name: 'Mark done Two more reseller agreements' }).click();
  await expect(actions).toContainText('Done');
  await fitsEachSize(vendor, 'The partnership page');

  // Staff record the year's audit with a finding.
  await staff.goto(`/account/show-vendor-partnership/${year.id}`);
  await section(staff, 'Corrective actions')
    .getByRole('button', { name: 'Verify Two more reseller agreements' })
    .click();
  await expect(section(staff, 'Corrective actions')).toContainText('Verified');
  const audits = section(staff, 'Data-security audits');
  await audits.getByRole('button', { name: 'Record an audit' }).click();
  const auditDialog = staff.getByRole('dialog', { name: 'Record an audit' });
  await auditDialog.getByLabel('Audited on').fill(year.endsOn);
  await box(auditDialog, 'Auditor').fill('Secure Audit Partners');
  await choose(staff, 'Result', 'Passed with findings');
  await auditDialog.getByRole('button', { name: 'Add a finding' }).click();
  await box(auditDialog, 'Finding').fill('Backups are not encrypted at rest');
  await expectNoAxeViolation(staff);
  await auditDialog.getByRole('button', { name: 'Record the audit' }).click();
  await expect(toast(staff, 'Audit recorded.')).toBeVisible();
  await expect(audits).toContainText('Secure Audit Partners');

  // The vendor answers the finding; staff close it.
  await vendor.reload();
  await section(vendor, 'Data-security audits')
    .getByRole('button', { name: 'Answer Backups are not encrypted at rest' })
    .click();
  const answer = vendor.getByRole('dialog', { name: 'Answer the finding' });
  await answer.getByLabel('Your answer').fill('Backups now use AES-256; keys are in the HSM.');
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  await expect(toast(vendor, 'Answer sent: staff will review it.')).toBeVisible();
  await section(vendor, 'Data-security audits')
    .getByRole('button', { name: 'Evidence Backups are not encrypted at rest' })
    .click();
  const evidence = vendor.getByRole('dialog', { name: 'Evidence of the answer' });
  await addEvidence(vendor, evidence, 'encryption-settings.pdf');
  await expectNoAxeViolation(vendor);
  await evidence.getByRole('button', { name: 'Close' }).click();
  await staff.reload();
  await expect(audits).toContainText('1 evidence document');
  await audits.getByRole('button', { name: 'Close Backups are not encrypted at rest' }).click();
  await staff
    .getByRole('dialog', { name: 'Close the finding' })
    .getByRole('button', {
      name: 'Close the finding',
    })
    .click();
  await expect(toast(staff, 'Finding closed.')).toBeVisible();

  // The four reviews are finalised: the year is renewed, and its letter issued.
  await section(staff, 'Renewal').getByRole('button', { name: 'Decide the renewal' }).click();
  const renewal = staff.getByRole('dialog', { name: 'Decide the renewal' });
  await renewal.getByRole('radio', { name: 'Renewed', exact: true }).check();
  await renewal.getByLabel('Note for the letter').fill('A year of steady growth; keep it up.');
  await expectNoAxeViolation(staff);
  await renewal.getByRole('button', { name: 'Decide and issue the letter' }).click();
  await expect(toast(staff, 'Renewed: the decision letter has been issued.')).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Renewal', exact: true })).toBeHidden();
  await expect(staff.getByText('Year 2:')).toBeVisible();

  // The vendor's dashboard now asks for the new year's workplan.
  await vendor.goto('/account/dashboard');
  await expect(vendor.getByRole('link', { name: 'Write your workplan for year 2' })).toBeVisible();
  expect(errors).toEqual([]);
});
