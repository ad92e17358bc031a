import type { Page } from '@playwright/test';
import { Role } from '@portal/shared/constants';
import { completeSolution, completeVendorFields } from '../apps/server/test/helpers/vendor-fields';
import { accountWithRole, api, logIn, signInAs, type Credentials } from './support/accounts';
import {
  applicationByApi,
  committeeMember,
  evaluationByApi,
  uploadPdf,
} from './support/applications';
import { expectNoAxeViolation } from './support/axe';
import { uniqueName } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { serviceByApi } from './support/services';
import { scaled } from './support/machine';

/**
 * Every account screen fits its width (record 0026): no sideways scroll of the page on a phone,
 * where lists are cards, and no sideways scroll of a list on a laptop, every row's actions in
 * view. Records with long names and addresses are made first, so that a screen that cannot fit
 * them fails.
 */

const LISTS = [
  {
    path: '/account/users',
    title: 'Users',
    columns: [
      'Name',
      'Email',
      'Email Verified',
      'Phone',
      'Role',
      'Type',
      'Status',
      'Verification Code',
      'Created',
    ],
  },
  { path: '/account/roles', title: 'Roles', columns: ['Name', 'Created'] },
  {
    path: '/account/services',
    title: 'Services',
    columns: ['Logo', 'Name', 'Description', 'Category', 'Created'],
  },
  { path: '/account/committees', title: 'Committees', columns: ['Name', 'Alias', 'Created'] },
  {
    path: '/account/parcels',
    title: 'Parcels',
    columns: ['Number', 'Acres', 'Floors', 'Land use', 'Zone', 'Status', 'Created'],
  },
  {
    path: '/account/parcel-allocations',
    title: 'Parcel allocations',
    columns: ['Parcel', 'Allotted to', 'Allocation date', 'Lease term', 'Lease ends', 'Created'],
  },
  // Empty here: a mail stays in the outbox only while SMTP refuses it (e2e/mail-outbox.spec.ts
  // checks that list's width with a refused mail in it).
  {
    path: '/account/mail-outbox',
    title: 'Mail outbox',
    empty: true,
    columns: [
      'Recipient',
      'Subject',
      'Status',
      'Attempts',
      'Last error',
      'Next attempt',
      'Created',
      'Sent',
    ],
  },
  {
    path: '/account/apis',
    title: 'APIs',
    columns: ['Name', 'Key', 'Owner', 'Requests', 'Expiry Date', 'Status', 'Created'],
  },
];

const LONG = 'Extraordinarily-Long-Unbroken-Name-Of-A-Record';

type Seeded = Awaited<ReturnType<typeof seed>>;

/** One record of each kind with long words in it; answers their ids. */
async function seed(page: Page) {
  const { request } = page;
  const admin = await logIn(request, ADMIN);
  const post = async (path: string, body: unknown) =>
    (await api(request, 'POST', path, { body, token: admin.token })).data as { id: number };
  const user = await accountWithRole(request, admin.token, 2, `${LONG}-investor-relations`);
  const role = await post('/roles', { name: uniqueName(`${LONG} role`) });
  const committee = await post('/committees', { name: uniqueName(LONG), alias: 'LONGALIAS' });
  const parcelBody = (prefix: string) => ({
    number: `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
      .toUpperCase()
      .slice(0, 30),
    acre: '1234.50',
    min_floors: 2,
    max_floors: 40,
    land_use: 'Civic and Open Space',
    zone: 'Science and Technology Park',
    status: 'Available',
  });
  const parcel = await post('/parcels', parcelBody('LONGPARCELNUMBER'));
  const allocated = await post('/parcels', parcelBody('ALLOC'));
  const allocation = await post('/parcel-allocations', {
    parcel_id: allocated.id,
    allocated_to: `${LONG} Holdings International Limited`,
    allocated_at: '2026-03-01',
    lease_term_years: 60,
  });
  const { service } = await serviceByApi(request, `${LONG} service`);
  const key = await post('/apis', { name: uniqueName(`${LONG} key`), expiry_date: '2099-12-31' });
  return { user, role, committee, parcel, allocation, service, key };
}

/**
 * An application with long words, submitted, paid and assigned, and a draft beside it: the land
 * journey's lists each have rows, seen by whom they are for.
 */
async function seedLand(page: Page) {
  const { request } = page;
  const admin = await logIn(request, ADMIN);
  const applicant = await accountWithRole(request, admin.token, Role.Investor, 'applicant');
  const { token } = await logIn(request, applicant);
  const fields = {
    organisation_name: `${LONG} Holdings International Limited`,
    project_title: `${LONG} campus for research and manufacturing`,
  };
  const submitted = await applicationByApi(request, token, { upTo: 'submitted', fields });
  await applicationByApi(request, token, { upTo: 'draft', fields });
  const committee = (
    await api(request, 'POST', '/committees', {
      body: { name: uniqueName(LONG) },
      token: admin.token,
    })
  ).data as { id: number };
  const member = await committeeMember(request, admin.token, committee.id, 'Member');
  const tokens = { finance: admin.token, assigner: admin.token };
  await evaluationByApi(request, submitted, tokens, committee.id);
  return { applicant, member, application: submitted };
}

/** The land journey's lists, each opened by whom it is for (docs/product.md, "Parcel allocation"). */
function landListsOf(land: Awaited<ReturnType<typeof seedLand>>) {
  return [
    { path: '/account/applications', title: 'Applications', viewer: ADMIN, table: true },
    { path: '/account/invoices', title: 'Invoices', viewer: ADMIN, table: true },
    { path: '/account/to-evaluate', title: 'To evaluate', viewer: land.member, table: true },
    // Cards at every width: no table to scroll.
    { path: '/account/my-applications', title: 'My applications', viewer: land.applicant },
  ] satisfies { path: string; title: string; viewer: Credentials; table?: boolean }[];
}

/** Every account screen an administrator can open. */
/**
 * Every back-office address (docs/product.md, "Screens and addresses") with the title its screen
 * shows: the oracle that each path shows its own screen, and that none scrolls sideways.
 */
function screensOf(seeded: Seeded): [path: string, title: string][] {
  return [
    ['/account/verify-email', 'Verify email'],
    ['/account/dashboard', 'Dashboard'],
    ['/account/profile', 'Profile'],
    ['/account/api-documentation', 'API documentation'],
    // The seeded records' creation is on it, long names and all.
    ['/account/audit', 'Audit trail'],
    ...LISTS.map((list): [string, string] => [list.path, list.title]),
    ['/account/create-user', 'Create user'],
    [`/account/edit-user/${seeded.user.id}`, 'Edit user'],
    [`/account/account-status/${seeded.user.id}`, 'Account status'],
    [`/account/account-show/${seeded.user.id}`, 'User details'],
    ['/account/create-role', 'Create role'],
    [`/account/edit-role/${seeded.role.id}`, 'Edit role'],
    ['/account/create-service', 'Create service'],
    [`/account/edit-service/${seeded.service.id}`, 'Edit service'],
    ['/account/create-committee', 'Create committee'],
    [`/account/edit-committee/${seeded.committee.id}`, 'Edit committee'],
    [`/account/show-committee/${seeded.committee.id}`, 'Committee details'],
    ['/account/create-parcel', 'Create parcel'],
    [`/account/edit-parcel/${seeded.parcel.id}`, 'Edit parcel'],
    [`/account/allocate-parcel/${seeded.parcel.id}`, 'Allocate parcel'],
    [`/account/edit-allocation/${seeded.allocation.id}`, 'Edit allocation'],
    ['/account/create-api', 'Create API'],
    [`/account/edit-api/${seeded.key.id}`, 'Edit API'],
  ];
}

/** Opens `path` and waits until its heading shows and nothing is loading any more. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  // A lazy screen on a busy machine may take a while to come.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, {
    timeout: scaled(20_000),
  });
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.describe.configure({ timeout: scaled(240_000) });

  test('every account screen shows at its own address, and none scrolls sideways', async ({
    page,
  }) => {
    const seeded = await seed(page);
    await signInAs(page, ADMIN);
    for (const [path, title] of screensOf(seeded)) {
      await openScreen(page, path);
      await expect(page, `${path} stays where it is`).toHaveURL(path);
      await expect(
        page.getByRole('heading', { level: 1, name: title, exact: true }),
        `${path} shows ${title}`,
      ).toBeVisible();
      expect(await pageOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('lists are cards with their actions, search and pages in reach', async ({ page }) => {
    await seed(page);
    await signInAs(page, ADMIN);
    for (const { path, title } of LISTS.filter((list) => !list.empty)) {
      await openScreen(page, path);
      // The account menu has lists of the same names.
      const cards = page.getByRole('main').getByRole('list', { name: title }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // Each card's buttons lie inside the screen's width.
      for (const button of await cards.first().getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, `${title}: a card's button is cut`).toBeLessThanOrEqual(360);
      }
      const search = page.getByRole('button', { name: 'Search', exact: true });
      const box = (await search.boundingBox())!;
      expect(box.x + box.width, `${title}: Search is cut`).toBeLessThanOrEqual(360);
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await pagination.scrollIntoViewIfNeeded();
      // Scrolled to, the page links lie within the screen's width; the ratio leaves room for a
      // fraction of a pixel of rounding at the bottom edge.
      await expect(pagination).toBeInViewport({ ratio: 0.95 });
      const pages = (await pagination.boundingBox())!;
      expect(pages.x, `${title}: the page links are cut`).toBeGreaterThanOrEqual(0);
      expect(pages.x + pages.width, `${title}: the page links are cut`).toBeLessThanOrEqual(360);
    }
  });

  test('the land journey’s lists are cards that fit, for each of their readers', async ({
    page,
  }) => {
    const land = await seedLand(page);
    for (const { path, title, viewer } of landListsOf(land)) {
      await signInAs(page, viewer);
      await openScreen(page, path);
      const cards = page.getByRole('main').getByRole('list', { name: title }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await pageOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      for (const control of await cards.first().locator('a, button').all()) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width, `${title}: a card's control is cut`).toBeLessThanOrEqual(360);
      }
    }
    // The application's page, with its long organisation name, and its fee invoice's page with
    // the payment, for the applicant and for staff.
    const pages = [
      `/account/show-application/${land.application.id}`,
      `/account/show-invoice/${land.application.invoices[0]!.id}`,
    ];
    for (const viewer of [land.applicant, ADMIN]) {
      await signInAs(page, viewer);
      for (const path of pages) {
        await openScreen(page, path);
        expect(await pageOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
    await expectNoAxeViolation(page);
  });

  test('the cards of the users and API keys lists pass axe', async ({ page }) => {
    await seed(page);
    await signInAs(page, ADMIN);
    for (const path of ['/account/users', '/account/apis']) {
      await openScreen(page, path);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolation(page);
    }
  });
});

test.describe('on a laptop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.describe.configure({ timeout: scaled(180_000) });

  test('no list scrolls sideways and every row’s actions are in view', async ({ page }) => {
    await seed(page);
    await signInAs(page, ADMIN);
    for (const { path, title } of [...LISTS, { path: '/account/audit', title: 'Audit trail' }]) {
      await openScreen(page, path);
      const region = page.getByRole('group', { name: title });
      await expect(page.getByRole('table', { name: title })).toBeVisible();
      // The table folds columns once its width is measured, a frame or two after it first shows.
      await expect
        .poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth), {
          message: `${title} scrolls sideways`,
        })
        .toBeLessThanOrEqual(0);
      expect(await pageOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const rows = page.getByRole('table', { name: title }).locator('tbody tr');
      for (const row of await rows.all()) {
        for (const action of await row.getByRole('cell').last().locator('a, button').all()) {
          const box = (await action.boundingBox())!;
          expect(box.x + box.width, `${title}: an action is out of view`).toBeLessThanOrEqual(1280);
        }
      }
    }
  });
});

test.describe('the land journey on a laptop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.describe.configure({ timeout: scaled(180_000) });

  test('no list of the land journey scrolls sideways', async ({ page }) => {
    const land = await seedLand(page);
    for (const { path, title, viewer, table } of landListsOf(land)) {
      await signInAs(page, viewer);
      await openScreen(page, path);
      if (table) {
        await expect(page.getByRole('table', { name: title })).toBeVisible();
        await expect
          .poll(
            () =>
              page
                .getByRole('group', { name: title })
                .evaluate((element) => element.scrollWidth - element.clientWidth),
            { message: `${title} scrolls sideways` },
          )
          .toBeLessThanOrEqual(0);
      } else {
        await expect(page.getByRole('list', { name: title }).getByRole('listitem')).toHaveCount(2);
      }
      expect(await pageOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('on a wide screen (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.describe.configure({ timeout: scaled(180_000) });

  test('every list shows every column the product lists', async ({ page }) => {
    await seed(page);
    await signInAs(page, ADMIN);
    for (const { path, title, columns } of LISTS) {
      await openScreen(page, path);
      await expect(page.getByRole('table', { name: title }).getByRole('columnheader')).toHaveText([
        '#',
        ...columns,
        'Action',
      ]);
    }
  });
});

/**
 * A vendor application with long words, submitted and assigned, a draft beside it, and the call
 * they answer: the vendor journey's screens each have something to fit.
 */
async function seedVendor(page: Page) {
  const { request } = page;
  const admin = await logIn(request, ADMIN);
  const call = (
    await api(request, 'POST', '/vendor-calls', {
      body: {
        title: uniqueName(`${LONG} call`),
        description: `${LONG} software, platforms and infrastructure for the city.`,
        categories: ['saas', 'paas', 'iaas', 'colocation', 'managed_services'],
        opens_at: new Date(Date.now() - 86_400_000).toISOString(),
        closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
      token: admin.token,
    })
  ).data as { id: number };
  const committee = (
    await api(request, 'POST', '/committees', {
      body: { name: uniqueName(LONG) },
      token: admin.token,
    })
  ).data as { id: number };
  const member = await committeeMember(request, admin.token, committee.id, 'Member');
  const vendor = await accountWithRole(request, admin.token, Role.SoftwareVendor, 'vendor');
  const { token } = await logIn(request, vendor);
  const organisation_name = `${LONG} Cloud Services International Limited`;
  const start = async () =>
    (
      await api(request, 'POST', '/vendor-applications', {
        body: { call_id: call.id, ...completeVendorFields({ organisation_name }) },
        token,
      })
    ).data as { id: number };
  const submitted = await start();
  for (const category of ['saas', 'managed_services'])
    await api(request, 'POST', `/vendor-applications/${submitted.id}/solutions`, {
      body: completeSolution({ name: uniqueName(`${LONG} ${category}`), category }),
      token,
    });
  for (const kind of ['certificate_of_incorporation', 'company_profile'])
    await uploadPdf(request, token, `/vendor-applications/${submitted.id}/documents`, kind);
  await api(request, 'POST', `/vendor-applications/${submitted.id}/submit`, { token });
  await api(request, 'POST', `/vendor-applications/${submitted.id}/assign`, {
    body: { committee_id: committee.id },
    token: admin.token,
  });
  return { call, vendor, member, application: submitted };
}

test.describe('the vendor journey', () => {
  test.describe.configure({ timeout: scaled(240_000) });

  test('every screen of the vendor journey fits a phone and a laptop, for each of its readers', async ({
    page,
  }) => {
    const { call, vendor, member, application } = await seedVendor(page);
    const screensOf: [viewer: Credentials, paths: string[]][] = [
      [
        ADMIN,
        [
          '/account/vendor-calls',
          '/account/create-vendor-call',
          `/account/edit-vendor-call/${call.id}`,
          '/account/vendor-applications',
          `/account/show-vendor-application/${application.id}`,
        ],
      ],
      [member, [`/account/show-vendor-application/${application.id}`]],
      [
        vendor,
        [
          '/account/my-vendor-applications',
          '/account/create-vendor-application',
          `/account/show-vendor-application/${application.id}`,
        ],
      ],
    ];
    for (const [viewer, paths] of screensOf) {
      await signInAs(page, viewer);
      for (const size of [
        { width: 360, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size);
        for (const path of paths) {
          await openScreen(page, path);
          await expect
            .poll(() => pageOverflow(page), {
              message: `${path} scrolls sideways at ${size.width}`,
            })
            .toBeLessThanOrEqual(0);
          await expectNoAxeViolation(page);
        }
      }
    }
  });
});
