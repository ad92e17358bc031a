import { Role } from '@portal/shared/constants';
import type { CurrentUser } from '@portal/shared/current-user';
import type { AdminDashboard, DashboardService } from '@portal/shared/dashboard';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';

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

async function openDashboard(user: CurrentUser, data: unknown) {
  stubFetch({ 'GET /api/dashboard': { body: { status: 'success', message: '', data } } });
  renderApp('/account/dashboard', { user });
  await screen.findByRole('heading', { level: 2, name: 'Services' });
}

const section = (name: string) => screen.queryByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

describe('dashboard screen', () => {
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
    expect(water.getByRole('link', { name: /^https:\/\/water\.example/ })).toBeInTheDocument();
    expect(
      water.getByRole('button', { name: 'Get service: Water Bills (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(
      list.getByRole('link', { name: 'Get service: Cloud Hosting (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://cloud.example');
  });

  it('says No items when there is no service', async () => {
    await openDashboard(makeUser(), { services: [] });
    expect(within(section('Services')!).getByText('No items')).toBeInTheDocument();
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

  it('shows the progress indicator until the answer, then word that it failed', async () => {
    renderApp('/account/dashboard', { user: makeUser() });
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});
