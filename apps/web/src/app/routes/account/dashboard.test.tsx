import { Role } from '@portal/shared/constants';
import type { CurrentUser } from '@portal/shared/current-user';
import { APPLICATION_STAGES } from '@portal/shared/land-journey';
import type { ApplicationRow } from '@portal/shared/application-lists';
import type { ApplicationWork } from '@portal/shared/application-work';
import type { AdminDashboard, DashboardService } from '@portal/shared/dashboard';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { onePage } from '@web/testing/paged-lists';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { makePartnership, partnerVendor } from '@web/testing/partnerships';
import { makeConnection } from '@web/testing/utility-connections';
import {
  applicationList,
  handedOverSite,
  makeApplication,
  makeApplicationRow,
  success,
} from '@web/testing/applications';

const services: DashboardService[] = [
  {
    id: 5,
    name: 'Water Bills',
    link: 'https://water.example/portal',
    has_sso: true,
    description: 'Pay water bills',
    logo_url: '/api/services/5/logo?v=aGFzaDU',
  },
  {
    id: 6,
    name: 'Cloud Hosting',
    link: 'https://cloud.example',
    has_sso: false,
    description: 'Host in the zone',
    logo_url: '/api/services/6/logo?v=aGFzaDY',
  },
];

const adminDashboard: AdminDashboard = {
  total_users: 15,
  total_services: 2,
  total_committees: 4,
  total_roles: 6,
  active_users: 12,
  blocked_users: 3,
  recent_users: [
    {
      id: 9,
      name: 'Baraka Mwangi',
      email: 'baraka@example.com',
      created_at: '2026-03-04T05:06:07.000Z',
    },
  ],
  recent_apis: [
    {
      id: 3,
      name: 'Parcel reader',
      api_owner: { name: 'Dev Dana' },
      key: 'abcdef0123456789abcdef',
      created_at: '2026-03-05T05:06:07.000Z',
    },
  ],
  services,
};

const profileOf = (user: CurrentUser, phone: string | null, designation: string | null) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  user_role: user.user_role,
  account_status: user.account_status,
  status: user.status,
  created_at: user.created_at,
  country_code: phone ? '+254' : null,
  phone,
  designation,
  permissions: user.permissions,
});

const answer = (data: unknown) => ({ body: { status: 'success', message: '', data } });

const work: ApplicationWork = {
  stages: APPLICATION_STAGES.map((stage) => ({
    stage,
    count: { under_evaluation: 7, intent_accepted: 2, premium_paid: 1 }[stage as string] ?? 0,
  })),
  overdue: 3,
  to_score: 4,
  open_invoices: 5,
};

/** The vendor queue's answer to a count: a one-row page of `total`. */
const vendorTotal = (total: number) => ({ body: { ...onePage('vendor-applications', []), total } });
/** The partnership list's answer to a count. */
const partnershipTotal = (total: number) => ({
  body: { ...onePage('vendor-partnerships', []), total },
});

async function openDashboard(
  user: CurrentUser,
  data: unknown,
  profile = profileOf(user, '712345678', 'Director'),
  applications: ApplicationRow[] = [],
  answers: Record<string, Answer> = {},
) {
  const fetch = stubFetch({
    'GET /api/vendor-applications': vendorTotal(0),
    'GET /api/vendor-partnerships': partnershipTotal(0),
    ...answers,
    'GET /api/dashboard': answer(data),
    'GET /api/profile': answer(profile),
    'GET /api/applications': applicationList(applications),
    'GET /api/applications/work': answer(work),
  });
  renderApp('/account/dashboard', { user });
  await screen.findByRole('heading', { level: 2, name: 'Services' });
  await waitForElementToBeRemoved(() => screen.queryByRole('status', { name: 'Loading services' }));
  return fetch;
}

/** The "Your work" cards as they read: title, count and what it counts, and where each leads. */
const workCards = async () =>
  within(await screen.findByRole('region', { name: 'Your work' }))
    .getAllByRole('link')
    .map((card) => [card.textContent, card.getAttribute('href')]);

const section = (name: string) => screen.queryByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

describe('dashboard screen', () => {
  it('shows an account that holds a connection the way to its water and electricity, and what is left to pay', async () => {
    const holder = makeUser({ holds_utility_connection: true });
    const connection = makeConnection();
    const fetch = await openDashboard(holder, { services }, undefined, [], {
      'GET /api/utility-connections': {
        body: onePage('utility-connections', [
          connection,
          makeConnection({ id: 5, number: 'E-TC-P3-0079', service: 'electricity' }),
        ]),
      },
    });
    const utilities = await screen.findByRole('region', { name: 'Utilities' });
    const card = within(utilities).getByRole('link', { name: /Water and electricity/ });
    expect(card).toHaveAttribute('href', '/account/utilities');
    expect(await within(card).findByText('2 connections: 9,000 KES to pay')).toBeVisible();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toContain(
      '/api/utility-connections',
    );
  });

  it('shows no utilities to an account that holds no connection, and does not ask for them', async () => {
    const fetch = await openDashboard(makeUser(), { services });
    expect(section('Utilities')).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).not.toContain(
      '/api/utility-connections',
    );
  });

  it('shows an administrator the totals, the newest users and keys, and users by status', async () => {
    await openDashboard(admin(), adminDashboard);
    const insights = within(section('Administration')!);
    for (const [name, href, total] of [
      ['Users', '/account/users', '15'],
      ['Services', '/account/services', '2'],
      ['Committees', '/account/committees', '4'],
      ['Roles', '/account/roles', '6'],
    ]) {
      const card = insights.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(card).toHaveAttribute('href', href);
      expect(card).toHaveTextContent(`${name}${total}`);
    }

    expect(rowsOf(insights.getByRole('table', { name: 'Recent users' }))).toEqual([
      ['Name', 'Email', 'Created'],
      ['Baraka Mwangi', 'baraka@example.com', expect.stringContaining('2026')],
    ]);
    expect(rowsOf(insights.getByRole('table', { name: 'Recent APIs' }))).toEqual([
      ['Name', 'Owner', 'Key', 'Created'],
      ['Parcel reader', 'Dev Dana', 'abcdef01…', expect.stringContaining('2026')],
    ]);

    const byStatus = within(insights.getByRole('region', { name: 'Users by status' }));
    expect(byStatus.getByRole('img', { name: 'Users: 12 active, 3 blocked' })).toBeInTheDocument();
    expect(byStatus.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Active: 12',
      'Blocked: 3',
    ]);
  });

  it('shows no administration to anyone else, even if handed the payload', async () => {
    await openDashboard(makeUser(), adminDashboard);
    expect(section('Administration')).not.toBeInTheDocument();
    expect(screen.queryByText(/blocked/)).not.toBeInTheDocument();
  });

  it('shows the services, each with Get service by its kind of hand-over', async () => {
    await openDashboard(makeUser(), { services });
    const list = within(section('Services')!);
    const water = within(list.getByRole('article', { name: 'Water Bills' }));
    const logo = water.getByRole('img', { name: 'Water Bills logo' });
    expect(logo).toHaveAttribute('src', '/api/services/5/logo?v=aGFzaDU');
    expect(logo).toHaveAttribute('width', '64');
    expect(logo).toHaveAttribute('height', '64');
    expect(water.getByText('Pay water bills')).toBeInTheDocument();
    // The card names the service's site by its host: the whole address is no help to a reader.
    expect(
      water.getByRole('link', { name: /^water\.example\W*\(opens in a new tab\)$/ }),
    ).toHaveAttribute('href', 'https://water.example/portal');
    expect(
      water.getByRole('button', { name: 'Get service: Water Bills (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(
      list.getByRole('link', { name: 'Get service: Cloud Hosting (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://cloud.example');
  });

  it('says what to do while the authority has published no service', async () => {
    await openDashboard(makeUser(), { services: [] });
    expect(within(section('Services')!).getByText(/has not published services yet/)).toBeVisible();
  });

  it('offers an administrator to add the first service, and says where keys come from, when there are none', async () => {
    await openDashboard(admin(), {
      ...adminDashboard,
      services: [],
      total_services: 0,
      recent_apis: [],
    });
    expect(
      within(section('Services')!).getByRole('link', { name: 'Add the first service' }),
    ).toHaveAttribute('href', '/account/create-service');
    const recentApis = within(section('Administration')!).getByRole('region', {
      name: 'Recent APIs',
    });
    expect(recentApis).toHaveTextContent(
      /No items.*No API key has been created yet\. .*Create API\./,
    );
  });

  it('welcomes a user whose profile is incomplete with the steps, the next one highlighted', async () => {
    const user = makeUser({ role: Role.RegisteredUser, user_role: 'Registered User' });
    await openDashboard(user, { services }, profileOf(user, '712345678', null));
    const next = within(section('Your next step')!);
    expect(await next.findByText(/^Welcome, Ivy Investor\./)).toBeVisible();
    expect(
      next.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      '1. Create your account',
      '2. Verify your email',
      '3. Complete your profile',
      '4. Start your application',
    ]);
    expect(next.getAllByText('Completed')).toHaveLength(2);
    expect(next.getAllByText('Next step')).toHaveLength(1);
    expect(next.getByText('Not yet started')).toBeVisible();
    // The one way forward is the next step's.
    expect(next.getAllByRole('link')).toHaveLength(1);
    // Straight to the form, not the read view above it.
    expect(next.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/account/profile?tab=update',
    );
  });

  it('shows the application of a user whose profile is incomplete as in progress, with its way back in', async () => {
    const user = makeUser({ role: Role.RegisteredUser, user_role: 'Registered User' });
    await openDashboard(user, { services }, profileOf(user, null, null), [
      makeApplicationRow({ stage: 'draft' }),
    ]);
    const next = within(section('Your next step')!);
    const application = (
      await next.findByText('4. Continue your application EOI-2026-000012')
    ).closest('li')!;
    expect(within(application).getByText('In progress')).toBeVisible();
    expect(next.queryByText('Not yet started')).not.toBeInTheDocument();
    expect(next.getAllByText('Next step')).toHaveLength(1);
    expect(
      within(application).getByRole('link', { name: 'Continue your application' }),
    ).toHaveAttribute('href', '/account/edit-application/12');
  });

  it('shows a user with a complete profile and no application only the next step: starting one', async () => {
    await openDashboard(makeUser(), { services });
    const next = within(section('Your next step')!);
    expect(await next.findByRole('link', { name: 'Start an application' })).toHaveAttribute(
      'href',
      '/account/create-application',
    );
    expect(next.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(next.queryByText('Completed')).not.toBeInTheDocument();
  });

  it.each([
    ['draft', 'Continue your application EOI-2026-000012', '/account/edit-application/12'],
    ['submitted', 'Pay the registration fee', '/account/show-application/12'],
    ['correction_requested', 'Correct your application', '/account/edit-application/12'],
    ['approved', 'Sign the letter of intent', '/account/show-application/12'],
    ['offer_issued', 'Pay the stand premium', '/account/show-application/12'],
    ['under_evaluation', 'Follow your application', '/account/show-application/12'],
  ] as const)('leads an applicant whose application is %s to: %s', async (stage, title, to) => {
    const user = makeUser();
    await openDashboard(user, { services }, undefined, [makeApplicationRow({ stage })]);
    const next = within(section('Your next step')!);
    expect(await next.findByText(`4. ${title}`)).toBeVisible();
    expect(next.getByRole('link')).toHaveAttribute('href', to);
  });

  it('leads to the most urgent of several applications that wait on the applicant', async () => {
    await openDashboard(makeUser(), { services }, undefined, [
      makeApplicationRow({ id: 14, stage: 'draft' }),
      makeApplicationRow({ id: 13, stage: 'approved' }),
      makeApplicationRow({ id: 12, stage: 'correction_requested' }),
    ]);
    const next = within(section('Your next step')!);
    expect(await next.findByRole('link', { name: 'Correct your application' })).toHaveAttribute(
      'href',
      '/account/edit-application/12',
    );
  });

  it('puts the application that waits on the applicant before one that waits on the authority', async () => {
    await openDashboard(makeUser(), { services }, undefined, [
      makeApplicationRow({ id: 13, stage: 'under_evaluation' }),
      makeApplicationRow({ id: 12, stage: 'approved' }),
    ]);
    const next = within(section('Your next step')!);
    expect(await next.findByRole('link', { name: 'Sign the letter of intent' })).toHaveAttribute(
      'href',
      '/account/show-application/12',
    );
  });

  it("lists the user's own applications under the next step: the latest three and the way to all", async () => {
    const rows = [15, 14, 13, 12].map((id) =>
      makeApplicationRow({ id, reference: `EOI-2026-0000${id}`, stage: 'under_evaluation' }),
    );
    // Someone else's, as staff who see every application get it.
    const theirs = makeApplicationRow({ id: 9, applicant: { id: 99, name: 'Otto Other' } });
    await openDashboard(makeUser(), { services }, undefined, [...rows, theirs]);
    const applications = within(await screen.findByRole('region', { name: 'Your applications' }));
    expect(
      within(applications.getByRole('list', { name: 'My applications' }))
        .getAllByRole('listitem')
        .map((card) => within(card).getAllByRole('link')[0]!.textContent),
    ).toEqual(['EOI-2026-000015', 'EOI-2026-000014', 'EOI-2026-000013']);
    expect(
      applications.getByRole('link', { name: 'See all 4 of your applications' }),
    ).toHaveAttribute('href', '/account/my-applications');
  });

  it('shows an investor the site handed over to them: parcel, zone, lease, ground rent, handover', async () => {
    const row = makeApplicationRow({ id: 12, stage: 'handed_over' });
    await openDashboard(makeUser(), { services }, undefined, [row], {
      'GET /api/applications/12': success(
        makeApplication({ ...row, stage: 'handed_over', site: handedOverSite }),
      ),
    });
    const site = await screen.findByRole('region', { name: 'Your site, EOI-2026-000012' });
    expect(await within(site).findByRole('table')).toBeInTheDocument();
    expect(rowsOf(within(site).getByRole('table'))).toEqual([
      ['Parcel', 'TC-P1-0007'],
      ['Zone', 'Science and Technology Park'],
      ['Area', '12.5 acres'],
      ['Lease number', 'LR-2026-0042'],
      ['Term', '60 years'],
      ['Lease starts', expect.stringContaining('2026')],
      ['Annual ground rent', '1,200,000 KES, invoiced on the start date and every anniversary'],
      ['Handed over', expect.stringContaining('15')],
    ]);
  });

  it('shows no site before one is handed over', async () => {
    await openDashboard(makeUser(), { services }, undefined, [
      makeApplicationRow({ id: 12, stage: 'lease_registered' }),
    ]);
    await screen.findByRole('region', { name: 'Your applications' });
    expect(screen.queryByRole('heading', { name: 'Your site' })).not.toBeInTheDocument();
  });

  it('shows no applications section to a user who has none', async () => {
    await openDashboard(makeUser(), { services });
    await screen.findByRole('link', { name: 'Start an application' });
    expect(screen.queryByRole('region', { name: 'Your applications' })).not.toBeInTheDocument();
  });

  it("shows a land officer the authority's part of the journey, each count leading to its list", async () => {
    const officer = makeUser({ permissions: ['applications.view_all'] });
    await openDashboard(officer, { services });
    expect(await workCards()).toEqual([
      ['Under evaluation7with a committee', '/account/applications?stage=under_evaluation'],
      ['Overdue3past their stage’s target', '/account/applications?overdue=true'],
      [
        'Ready for an offer2letter of intent accepted',
        '/account/applications?stage=intent_accepted',
      ],
      ['Lease to register1stand premium paid', '/account/applications?stage=premium_paid'],
      ['Site to hand over0lease registered', '/account/applications?stage=lease_registered'],
    ]);
  });

  it('shows finance the open invoices', async () => {
    await openDashboard(makeUser({ permissions: ['payments.record'] }), { services });
    expect(await workCards()).toEqual([
      ['Open invoices5waiting for payment', '/account/invoices?status=open'],
    ]);
  });

  it('shows a committee member what waits on their scorecard', async () => {
    const member = makeUser({ committees: [{ id: 4, name: 'Land committee', role: 'Member' }] });
    await openDashboard(member, { services });
    expect(await workCards()).toEqual([
      ['To score4waiting on your scorecard', '/account/to-evaluate'],
      ['To evaluate0with a committee you sit on', '/account/vendor-applications?to_evaluate=true'],
      ['Reviews open0to score or to finalise', '/account/vendor-partnerships?waiting=open_review'],
    ]);
  });

  it("leads a vendor to its partnership's most urgent step, and says how many more wait on its page", async () => {
    const vendor = makeUser({ id: partnerVendor.id, holds_vendor_partnership: true });
    const partnership = makePartnership({
      actions: ['file_returns', 'answer_findings', 'move_actions', 'write_workplan'],
      return_quarters: [{ quarter: '2026-Q4', due_on: '2027-01-30', filed: false, overdue: false }],
    });
    await openDashboard(vendor, { services }, undefined, [], {
      'GET /api/vendor-partnerships?per_page=1': {
        body: { ...onePage('vendor-partnerships', [partnership]), total: 1 },
      },
      'GET /api/vendor-partnerships/5': answer(partnership),
    });
    const next = await screen.findByRole('link', { name: 'Write your workplan for year 1' });
    expect(next).toHaveAttribute('href', '/account/vendor-workplan/5');
    expect(screen.getByText(/and 1 more step on its page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your partnership' })).toHaveAttribute(
      'href',
      '/account/show-vendor-partnership/5',
    );
  });

  it('shows no partnership to an account that has none', async () => {
    await openDashboard(makeUser(), { services });
    expect(screen.queryByRole('heading', { name: 'Your partnership' })).not.toBeInTheDocument();
  });

  it("shows a vendor officer the authority's part of the vendor journey, each count leading to the queue filtered", async () => {
    const officer = makeUser({ permissions: ['vendors.view_all', 'vendors.assign'] });
    const count = (query: string, total: number) => ({
      [`GET /api/vendor-applications?${query}&per_page=1`]: vendorTotal(total),
    });
    await openDashboard(officer, { services }, undefined, [], {
      ...count('stage=submitted', 4),
      ...count('stage=under_evaluation', 6),
      ...count('stage=clarification_requested', 1),
      ...count('overdue=true', 2),
    });
    expect(await workCards()).toEqual([
      [
        'To assign4submitted, waiting for a committee',
        '/account/vendor-applications?stage=submitted',
      ],
      ['Under evaluation6with a committee', '/account/vendor-applications?stage=under_evaluation'],
      [
        'Clarification requested1waiting on the vendor',
        '/account/vendor-applications?stage=clarification_requested',
      ],
      ['Overdue2past their stage’s target', '/account/vendor-applications?overdue=true'],
      [
        'Needing attention0not on track, or a return, audit, finding or action behind',
        '/account/vendor-partnerships?attention=true',
      ],
    ]);
  });

  it('shows whoever runs partnerships the queues that wait on them, each leading to the list filtered', async () => {
    const manager = makeUser({ permissions: ['vendors.manage'] });
    const count = (query: string, total: number) => ({
      [`GET /api/vendor-partnerships?${query}&per_page=1`]: partnershipTotal(total),
    });
    await openDashboard(manager, { services }, undefined, [], {
      ...count('attention=true', 3),
      ...count('waiting=workplan_approval', 1),
      ...count('waiting=answered_findings', 2),
      ...count('waiting=actions_done', 4),
    });
    expect(await workCards()).toEqual([
      [
        'Needing attention3not on track, or a return, audit, finding or action behind',
        '/account/vendor-partnerships?attention=true',
      ],
      [
        'Workplans to approve1submitted by the vendor',
        '/account/vendor-partnerships?waiting=workplan_approval',
      ],
      [
        'Findings answered2to close or reopen',
        '/account/vendor-partnerships?waiting=answered_findings',
      ],
      [
        'Actions to verify4corrective actions the vendor has done',
        '/account/vendor-partnerships?waiting=actions_done',
      ],
    ]);
    // One journey: no heading to tell it from another.
    expect(screen.queryByRole('heading', { name: 'Vendor partnerships' })).not.toBeInTheDocument();
  });

  it('shows whoever decides partnerships the reviews to finalise and the renewals to decide', async () => {
    const decider = makeUser({ permissions: ['vendors.decide'] });
    await openDashboard(decider, { services }, undefined, [], {
      'GET /api/vendor-partnerships?waiting=renewal&per_page=1': partnershipTotal(1),
    });
    const cards = (await workCards()).map(([text]) => text);
    expect(cards).toContain('Reviews open0to score or to finalise');
    expect(cards).toContain('Renewals to decide1a year with its four reviews finalised');
    expect(cards).not.toContain('Workplans to approve0submitted by the vendor');
  });

  it('names each journey above its cards where both show', async () => {
    const officer = makeUser({ permissions: ['applications.view_all', 'vendors.view_all'] });
    await openDashboard(officer, { services });
    const work = within(await screen.findByRole('region', { name: 'Your work' }));
    expect(work.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Land applications',
      'Vendor applications',
      'Vendor partnerships',
    ]);
    expect(await workCards()).toHaveLength(10);
  });

  it('says when the vendor applications could not be counted, and counts them again', async () => {
    const user = userEvent.setup();
    const officer = makeUser({ permissions: ['vendors.view_all'] });
    const fetch = await openDashboard(officer, { services }, undefined, [], {
      'GET /api/vendor-applications': { status: 500, body: { status: 'error', message: 'No.' } },
    });
    expect(
      await screen.findByText('The vendor applications could not be counted.'),
    ).toBeInTheDocument();
    fetch.mockRestore();
    stubFetch({ 'GET /api/vendor-applications': vendorTotal(3) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The vendor applications' four, and the partnerships' one counted before.
    expect(await workCards()).toHaveLength(5);
  });

  it('shows staff their work first, and does not onboard them as applicants', async () => {
    const officer = makeUser({ permissions: ['applications.view_all', 'applications.process'] });
    await openDashboard(officer, { services }, profileOf(officer, null, null));
    expect(await workCards()).toHaveLength(5);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Your work');
    expect(section('Your next step')).not.toBeInTheDocument();
    expect(screen.queryByText(/Start (an|your) application/)).not.toBeInTheDocument();
  });

  it('leads staff outside the land journey to the back-office lists their role opens', async () => {
    const clerk = makeUser({ permissions: ['users.view', 'roles.manage'] });
    await openDashboard(clerk, { services });
    expect(await workCards()).toEqual([
      ['All usersOpen the list', '/account/users'],
      ['RolesOpen the list', '/account/roles'],
    ]);
    expect(section('Your next step')).not.toBeInTheDocument();
  });

  it('shows an applicant no work section, and does not ask for it', async () => {
    const fetch = await openDashboard(makeUser(), { services });
    await screen.findByRole('link', { name: 'Start an application' });
    expect(section('Your work')).not.toBeInTheDocument();
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);
    expect(asked).not.toContain('/api/applications/work');
  });

  it('shows an administrator no next step', async () => {
    await openDashboard(admin(), adminDashboard);
    expect(section('Your next step')).not.toBeInTheDocument();
  });

  it.each([
    [Role.Administrator, true],
    [Role.Developer, true],
    [Role.Investor, true],
    [Role.RegisteredUser, false],
    [Role.SoftwareVendor, false],
    [Role.CommitteeMember, false],
  ])('role %i sees the developer cards: %s', async (role, sees) => {
    await openDashboard(makeUser({ role }), { services });
    const developers = section('Developers');
    if (!sees) {
      expect(developers).not.toBeInTheDocument();
      return;
    }
    const cards = within(developers!).getAllByRole('link');
    expect(cards.map((card) => [card.firstChild?.textContent, card.getAttribute('href')])).toEqual([
      ['Get Started', '/account/api-documentation'],
      ['API Documentation', '/account/api-documentation'],
      ['Create API', '/account/create-api'],
      ['All APIs', '/account/apis'],
    ]);
  });

  it('shows one loading indicator per section, then word that it failed at once, and tries again', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({ 'GET /api/profile': answer(profileOf(makeUser(), null, null)) });
    renderApp('/account/dashboard', { user: makeUser() });
    expect(await screen.findByRole('status', { name: 'Loading services' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(2);
    // No hidden retries: one call, and the failure shows as soon as it is answered.
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading services' })).not.toBeInTheDocument();
    const dashboardCalls = () =>
      fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/dashboard')).length;
    expect(dashboardCalls()).toBe(1);

    stubFetch({
      'GET /api/dashboard': answer({ services }),
      'GET /api/profile': answer(profileOf(makeUser(), null, null)),
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Water Bills' })).toBeInTheDocument();
  });
});
