import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { Role } from '@portal/shared/constants';
import { accountWithRole, api, logIn, signInAs, type Credentials } from '../support/accounts';
import { applicationByApi, committeeMember, evaluationByApi } from '../support/applications';
import { ADMIN, test } from '../support/fixtures';
import { serviceByApi } from '../support/services';
import { axeViolations } from '../support/axe';
import { scaled } from '../support/machine';
import { billedConnection } from '../support/utilities';
import { decidedSolution } from '../support/vendors';

/**
 * `npm run screenshots`: the screens a newcomer judges the portal by, at a laptop's and a phone's
 * size, written to docs/screenshots/ with a line per shot of what a reviewer checks by eye too:
 * sideways overflow of the page and axe-core's violations. Not part of `npm test`: it writes into
 * the repository, and the checks it prints are asserted by the suite's own browser tests.
 */
const SIZES = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 360, height: 740 },
] as const;

type Shot = { name: string; path: string; as: 'visitor' | 'admin' | 'investor' | 'vendor' };
const SHOTS: Shot[] = [
  { name: 'home', path: '/landing/home', as: 'visitor' },
  { name: 'login', path: '/auth/login', as: 'visitor' },
  { name: 'dashboard-administrator', path: '/account/dashboard', as: 'admin' },
  { name: 'dashboard-investor', path: '/account/dashboard', as: 'investor' },
  { name: 'users', path: '/account/users', as: 'admin' },
  { name: 'api-keys', path: '/account/apis', as: 'admin' },
  { name: 'form-create-user', path: '/account/create-user', as: 'admin' },
];

/** The land journey's screens, at the addresses of the applications made for the tour. */
const landShots = (approved: number, draft: number, paidFee: number): Shot[] => [
  { name: 'application-applicant', path: `/account/show-application/${approved}`, as: 'investor' },
  { name: 'application-form', path: `/account/edit-application/${draft}?step=2`, as: 'investor' },
  { name: 'applications-queue', path: '/account/applications', as: 'admin' },
  { name: 'invoices', path: '/account/invoices', as: 'admin' },
  { name: 'invoice', path: `/account/show-invoice/${paidFee}`, as: 'investor' },
];

/**
 * The investor's applications: one approved after a committee's scores (its letter, paid fee and
 * timeline show), one submitted with its fee due, and a draft half-way through the form.
 */
async function seedApplications(request: APIRequestContext, adminToken: string, token: string) {
  const approved = await applicationByApi(request, token, {
    upTo: 'submitted',
    fields: { organisation_name: 'Lakeside Data Centres Kenya Limited' },
  });
  await applicationByApi(request, token, {
    upTo: 'submitted',
    fields: {
      organisation_name: 'Northern Gateway Logistics Park Ltd',
      project_title: 'Cold-chain logistics hub',
      land_use: 'Light Industrial',
    },
  });
  const draft = await applicationByApi(request, token, { upTo: 'draft' });
  const committee = (
    await api(request, 'POST', '/committees', {
      body: { name: 'Land Allocation Committee' },
      token: adminToken,
    })
  ).data as { id: number };
  const member = await committeeMember(request, adminToken, committee.id, 'Chairperson');
  await evaluationByApi(
    request,
    approved,
    { finance: adminToken, assigner: adminToken },
    committee.id,
  );
  const scores = {
    master_plan_fit: 22,
    financial_capacity: 21,
    experience: 16,
    economic_impact: 13,
    timeline: 12,
  };
  await api(request, 'POST', `/applications/${approved.id}/scores`, {
    body: { scores, comment: 'A strong fit with the data-centre cluster.' },
    token: (await logIn(request, member)).token,
  });
  await api(request, 'POST', `/applications/${approved.id}/approve`, { token: adminToken });
  return landShots(approved.id, draft.id, approved.invoices[0]!.id);
}

/**
 * The vendor journey's screens: a decided application as its vendor reads it, the staff's queue,
 * and the public register with one solution's verification page.
 */
async function seedVendorApplication(
  request: APIRequestContext,
  vendor: Credentials,
): Promise<Shot[]> {
  const { id, code } = await decidedSolution(request, vendor, 'Aurora Analytics Platform');
  return [
    { name: 'vendor-application', path: `/account/show-vendor-application/${id}`, as: 'vendor' },
    { name: 'vendor-queue', path: '/account/vendor-applications', as: 'admin' },
    { name: 'cloud-register', path: '/landing/cloud-solutions', as: 'visitor' },
    { name: 'verify-solution', path: `/verify/${code}`, as: 'visitor' },
  ];
}

/** Water billed for three months: the tenant's overview and bill, the staff's run and tariffs. */
async function seedUtilities(
  request: APIRequestContext,
  adminToken: string,
  investorId: number,
): Promise<Shot[]> {
  const { connectionId, billId, runId } = await billedConnection(request, adminToken, investorId);
  return [
    { name: 'utilities', path: '/account/utilities', as: 'investor' },
    { name: 'utility-bill', path: `/account/utilities/bills/${billId}`, as: 'investor' },
    {
      name: 'utility-connection',
      path: `/account/show-utility-connection/${connectionId}`,
      as: 'admin',
    },
    {
      name: 'utility-billing-run',
      path: `/account/show-utility-billing-run/${runId}`,
      as: 'admin',
    },
    { name: 'utility-tariffs', path: '/landing/utility-tariffs', as: 'visitor' },
  ];
}

const OUT = new URL('../../docs/screenshots/', import.meta.url).pathname;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

test('the screens a newcomer judges the portal by', async ({ browser, request }) => {
  test.setTimeout(scaled(480_000));
  // Rows that make a list work for its width: long names and addresses, several services.
  const admin = await logIn(request, ADMIN);
  const investor = await accountWithRole(request, admin.token, Role.Investor, 'investor');
  for (const label of ['Lakeside Data Centre Colocation', 'Water and Sewerage Connection']) {
    await serviceByApi(request, label);
  }
  for (const label of ['Northern Gateway Logistics Park', 'Konza Fibre Backbone Consortium']) {
    await accountWithRole(
      request,
      admin.token,
      Role.Developer,
      label.toLowerCase().replaceAll(' ', '-'),
    );
  }
  const keyOwner = await logIn(request, investor);
  await api(request, 'POST', '/apis', {
    body: {
      name: 'Parcel register integration for the planning office',
      expiry_date: `${new Date().getUTCFullYear() + 1}-12-31`,
    },
    token: keyOwner.token,
  });

  const vendor = await accountWithRole(request, admin.token, Role.SoftwareVendor, 'vendor');
  const shots = [
    ...SHOTS,
    ...(await seedApplications(request, admin.token, (await logIn(request, investor)).token)),
    ...(await seedVendorApplication(request, vendor)),
    ...(await seedUtilities(request, admin.token, investor.id)),
  ];

  const accounts: Record<Shot['as'], Credentials | null> = {
    visitor: null,
    admin: ADMIN,
    investor,
    vendor,
  };
  const lines: string[] = [];
  for (const size of SIZES) {
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const account = accounts[shot.as];
      if (account) await signInAs(page, account);
      await page.goto(shot.path);
      await settle(page);
      await page.screenshot({ path: `${OUT}${shot.name}-${size.name}.png` });
      // The page's own sideways overflow, and the widest sideways scroll inside it (a table's).
      const [overflow, inner] = await page.evaluate(() => [
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
        Math.max(
          0,
          ...Array.from(document.querySelectorAll('main *'))
            .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
            .map((el) => el.scrollWidth - el.clientWidth),
        ),
      ]);
      const violations = await axeViolations(page);
      lines.push(
        `${`${shot.name} ${size.width}x${size.height}`.padEnd(34)} page overflow ${String(overflow).padStart(4)} px, inner scroll ${String(inner).padStart(4)} px, axe ${violations.length}${violations.length ? ` (${violations.map((v) => v.split(':')[0]).join(', ')})` : ''}`,
      );
      await context.close();
    }
  }
  writeFileSync(`${OUT}checks.txt`, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
});
