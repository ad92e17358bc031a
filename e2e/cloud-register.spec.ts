import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  completeSolution,
  completeVendorFields,
  fullScores,
} from '../apps/server/test/helpers/vendor-fields';
import { api, logIn, signInAs, verifiedAccount } from './support/accounts';
import { committeeMember, uploadPdf } from './support/applications';
import { expectNoAxeViolation } from './support/axe';
import { listScreen, uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';

type Inbox = Parameters<typeof verifiedAccount>[1];

const DAY = 24 * 60 * 60 * 1000;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/**
 * A vendor application taken through the API from a new call to its decision: started, one
 * solution, its two documents, submitted, assigned, scored by the chairperson and approved.
 * Answers the application's reference, the solution's name and its register code.
 */
async function decidedSolution(request: APIRequestContext, inbox: Inbox) {
  const admin = await logIn(request, ADMIN);
  const call = await api(request, 'POST', '/vendor-calls', {
    body: {
      title: uniqueName('Cloud partners'),
      description: 'Software and cloud providers for the data center.',
      categories: ['saas', 'paas'],
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 30 * DAY).toISOString(),
    },
    token: admin.token,
  });
  const committee = await api(request, 'POST', '/committees', {
    body: { name: uniqueName('Vendor committee') },
    token: admin.token,
  });
  const chair = await logIn(
    request,
    await committeeMember(request, admin.token, committee.data.id as number, 'Chairperson'),
  );
  const vendor = await logIn(request, await verifiedAccount(request, inbox, 'vendor'));
  const name = uniqueName('Aurora Analytics');
  const started = await api(request, 'POST', '/vendor-applications', {
    body: { call_id: call.data.id, ...completeVendorFields() },
    token: vendor.token,
  });
  const id = started.data.id as number;
  await api(request, 'POST', `/vendor-applications/${id}/solutions`, {
    body: completeSolution({ name, category: 'paas' }),
    token: vendor.token,
  });
  await uploadPdf(
    request,
    vendor.token,
    `/vendor-applications/${id}/documents`,
    'certificate_of_incorporation',
  );
  await uploadPdf(request, vendor.token, `/vendor-applications/${id}/documents`, 'company_profile');
  const submitted = await api(request, 'POST', `/vendor-applications/${id}/submit`, {
    token: vendor.token,
  });
  await api(request, 'POST', `/vendor-applications/${id}/assign`, {
    body: { committee_id: committee.data.id },
    token: admin.token,
  });
  await api(request, 'POST', `/vendor-applications/${id}/scores`, {
    body: { scores: fullScores(), comment: null },
    token: chair.token,
  });
  const solutionId = (submitted.data.solutions as { id: number }[])[0]!.id;
  const decided = await api(request, 'POST', `/vendor-applications/${id}/decide`, {
    body: { decisions: [{ solution_id: solutionId, status: 'approved' }], share_bps: 1000 },
    token: chair.token,
  });
  const [solution] = decided.data.solutions as { code: string }[];
  return {
    reference: decided.data.reference as string,
    callReference: call.data.reference as string,
    name,
    code: solution!.code,
  };
}

/**
 * At each size: no sideways scrolling, nothing for axe, and a screenshot for a person to look at.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Polled: a list refits to the new width once it has measured it.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { message: `${name} at ${size.width}px scrolls sideways` },
      )
      .toBeLessThanOrEqual(0);
    await expectNoAxeViolation(page);
    await page.screenshot({
      fullPage: true,
      path: testInfo.outputPath(`${name}-${size.width}.png`),
    });
  }
  await page.setViewportSize(SIZES[0]!);
}

test('an anonymous visitor finds an approved solution in the register and checks its code', async ({
  browser,
  request,
  portal,
}, testInfo) => {
  const solution = await decidedSolution(request, portal.inbox);
  const context = await browser.newContext({ baseURL: portal.url, viewport: SIZES[0] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The letters answer 404 to a solution's code before the register is asked: expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });

  await page.goto('/landing/cloud-solutions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register of cloud solutions' }),
  ).toBeVisible();
  const search = page.getByRole('search', { name: 'Search the register' });
  await expect(page.locator('[data-island="cloud-solutions"]')).toHaveAttribute('data-hydrated');
  await search.getByRole('searchbox', { name: 'Search' }).fill(solution.name);
  await search.getByRole('combobox', { name: 'Status' }).selectOption('Approved');
  await search.getByRole('combobox', { name: 'Category' }).selectOption('Platform as a service');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?search_term=.+&status=approved&category=paas$/);
  await expect(page.getByText('1 solution matches your search')).toBeVisible();
  const row = page.getByRole('table', { name: 'Solutions' }).getByRole('row', {
    name: new RegExp(solution.name),
  });
  await expect(row).toContainText('Nimbus Cloud Africa Ltd');
  await expect(row).toContainText('Platform as a service');
  await expect(row).toContainText('In the technology city’s data centre, Kenya');
  await expect(row).toContainText('ISO 27001, expires 30 June 2028');
  await expect(row).toContainText('Approved');
  const latest = page.getByRole('heading', { name: 'Latest changes' }).locator('..');
  await expect(latest.getByRole('link', { name: solution.name })).toBeVisible();
  await shoot(page, testInfo, 'register');

  await row.getByRole('link', { name: solution.code }).click();
  await expect(page).toHaveURL(`/verify/${solution.code}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verify a cloud solution' }),
  ).toBeVisible();
  await expect(page.getByText('Approved as of today')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(solution.name);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await shoot(page, testInfo, 'verify-solution');
  expect(errors).toEqual([]);
  await context.close();
});

test('staff find the decided application in the vendor queue by its call, and count the journey on the dashboard', async ({
  page,
  request,
  portal,
}, testInfo) => {
  const solution = await decidedSolution(request, portal.inbox);
  await signInAs(page, ADMIN);
  await page.goto('/account/vendor-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor applications' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Call', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${solution.callReference} `) }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/call_id=\d+/);
  const queue = listScreen(page, 'Vendor applications');
  await expect(queue.rows).toHaveCount(1);
  await expect(queue.rowOf(solution.reference)).toContainText('Decided');
  await shoot(page, testInfo, 'vendor-queue');

  await page.goto('/account/dashboard');
  const work = page.getByRole('region', { name: 'Your work' });
  await expect(work.getByRole('heading', { level: 3, name: 'Vendor applications' })).toBeVisible();
  await expect(work.getByRole('link', { name: /^To assign \d+ / })).toHaveAttribute(
    'href',
    '/account/vendor-applications?stage=submitted',
  );
  await shoot(page, testInfo, 'dashboard');
});
