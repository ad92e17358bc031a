import type { Page } from '@playwright/test';
import { AccountStatus, Role } from '@portal/shared/constants';
import { paginatedSchema } from '@portal/shared/envelope';
import { z } from 'zod';
import { accountWithRole, api, logIn, signInAs, verifiedAccount } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import { ADMIN, expect, test } from './support/fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openDashboard(page: Page) {
  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(section(page, 'Services')).toBeVisible();
}

async function expectDeveloperCards(page: Page) {
  const cards = section(page, 'Developers').getByRole('link');
  await expect(cards).toHaveCount(4);
  for (const [name, href] of [
    ['Get Started', '/account/api-documentation'],
    ['API Documentation', '/account/api-documentation'],
    ['Create API', '/account/create-api'],
    ['All APIs', '/account/apis'],
  ] as const) {
    await expect(cards.filter({ hasText: name })).toHaveAttribute('href', href);
  }
}

test('an administrator sees the totals the back-office lists count, and the users by status', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  // A blocked user, so that the pie has both of its sectors.
  const blockedUser = await accountWithRole(request, admin.token, Role.Investor, 'blocked');
  await api(request, 'POST', `/update-account-status/${blockedUser.id}`, {
    body: { id: blockedUser.id, status: AccountStatus.Blocked },
    token: admin.token,
  });
  const totals: Record<string, number> = {};
  for (const things of ['users', 'services', 'committees', 'roles']) {
    const list = await api(request, 'GET', `/${things}`, { token: admin.token });
    totals[things] = paginatedSchema(z.unknown()).parse(list).total;
  }

  await signInAs(page, ADMIN);
  await openDashboard(page);
  const insights = section(page, 'Administration');
  for (const [title, things] of [
    ['Users', 'users'],
    ['Services', 'services'],
    ['Committees', 'committees'],
    ['Roles', 'roles'],
  ] as const) {
    const card = insights.getByRole('link', { name: new RegExp(`^${title}`) });
    await expect(card).toHaveAttribute('href', `/account/${things}`);
    await expect(card).toHaveText(`${title}${totals[things]}`);
  }
  await expect(insights.getByRole('table', { name: 'Recent users' })).toContainText(
    blockedUser.email,
  );
  await expect(
    insights
      .getByRole('table', { name: 'Recent APIs' })
      .or(insights.getByText(/^No API key has been created yet\./)),
  ).toBeVisible();

  // The legend gives the counts in words; the pie draws them.
  const byStatus = insights.getByRole('region', { name: 'Users by status' });
  const legend = await byStatus.getByRole('listitem').allTextContents();
  const [active, blocked] = legend.map((item) => Number(/: (\d+)$/.exec(item)?.[1]));
  expect(legend).toEqual([`Active: ${active}`, `Blocked: ${blocked}`]);
  expect(active! + blocked!).toBe(totals.users);
  expect(blocked).toBeGreaterThan(0);
  const chart = byStatus.getByRole('img', {
    name: `Users: ${active} active, ${blocked} blocked`,
  });
  await expect(chart.locator('svg .recharts-pie-sector path')).toHaveCount(2);

  await expect(section(page, 'Services')).toBeVisible();
  await expect(section(page, 'Your next step')).toHaveCount(0);
  await expectDeveloperCards(page);
  await expectNoAxeViolation(page);
});

test('an investor sees the services and the developer cards, and no administration', async ({
  page,
  request,
}) => {
  const admin = await logIn(request, ADMIN);
  const investor = await accountWithRole(request, admin.token, Role.Investor, 'investor');
  const { token, id } = await signInAs(page, investor);
  await openDashboard(page);
  await expectDeveloperCards(page);

  // A new account: welcomed with the four steps, the profile the one way forward.
  const next = section(page, 'Your next step');
  await expect(next.getByText(`Welcome, ${investor.name}.`, { exact: false })).toBeVisible();
  await expect(next.getByRole('listitem')).toHaveCount(4);
  // Other specs may have a vendor call open, whose offer shares this section: the land steps
  // offer one way forward whatever else is open.
  const vendorOffer = 'Apply as a software or cloud provider';
  await expect(next.getByRole('link').filter({ hasNotText: vendorOffer })).toHaveCount(1);
  // It opens the profile form itself, not the read view.
  await expect(next.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
    'href',
    '/account/profile?tab=update',
  );
  await expectNoAxeViolation(page);

  // Once the profile holds a phone and a designation, the next step is applying for land.
  await api(request, 'PUT', `/profile/${id}`, {
    body: { id, country_code: '+254', phone: '712345678', designation: 'Director' },
    token,
  });
  await page.reload();
  await expect(next.getByRole('link', { name: 'Start an application' })).toHaveAttribute(
    'href',
    '/account/create-application',
  );
  await expect(next.getByRole('listitem')).toHaveCount(0);
  await expect(section(page, 'Administration')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Users/ })).toHaveCount(0);
  await expectNoAxeViolation(page);
});

test('a registered user sees the services without the developer cards', async ({
  page,
  request,
  portal,
}) => {
  await signInAs(page, await verifiedAccount(request, portal.inbox, 'registered'));
  await openDashboard(page);
  await expect(section(page, 'Developers')).toHaveCount(0);
  await expect(section(page, 'Administration')).toHaveCount(0);
});
