import { ServiceCategory } from '@portal/shared/constants';
import type { CurrentUser } from '@portal/shared/current-user';
import type { ServiceSummary } from '@portal/shared/services';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '@web/lib/session';
import { admin, makeUser } from '@web/testing/fixtures';
import { clientWithFirstPage } from '@web/testing/paged-lists';
import { renderWithProviders } from '@web/testing/render-app';
import { Component as ServicesScreen } from './services';

const service = (id: number, name: string, category: number, categoryName: string) =>
  ({
    id,
    name,
    link: `https://${id}.services.example/portal`,
    has_sso: false,
    description: `${name} for investors`,
    logo_url: `/api/services/${id}/logo?v=v${id}`,
    category,
    service_category: categoryName,
    created_at: '2026-01-02T03:04:05.000Z',
    updated_at: '2026-01-03T03:04:05.000Z',
    created_by: 'Ada Admin',
    updated_by: 'Bo Admin',
  }) satisfies ServiceSummary;

const services = [
  service(2, 'Water Bills', ServiceCategory.AuthorityService, 'Authority Service'),
  service(1, 'Cloud Hosting', ServiceCategory.PartnerService, 'Partner Service'),
];

// The first page as the server answered it, so the screen shows it without a call.
function openServices(user: CurrentUser, data = services) {
  setCurrentUser(user);
  const queryClient = clientWithFirstPage('services', data);
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ServicesScreen />
    </QueryClientProvider>,
    '/account/services',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search services' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
}

describe('services screen', () => {
  it('gives an administrator the management table', async () => {
    openServices(admin());
    const table = screen.getByRole('table', { name: 'Services' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Logo', 'Name', 'Description', 'Category', 'Created', 'Action']);
    const [first] = within(table).getAllByRole('row').slice(1);
    const row = within(first!);
    const logo = row.getByRole('img', { name: 'Water Bills logo' });
    expect(logo).toHaveAttribute('src', '/api/services/2/logo?v=v2');
    expect(logo).toHaveAttribute('width', '48');
    expect(logo).toHaveAttribute('height', '48');
    expect(row.getByText('Authority Service')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Water Bills' })).toHaveAttribute(
      'href',
      '/account/edit-service/2',
    );
    expect(row.getByRole('button', { name: 'Delete Water Bills' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/account/create-service',
    );

    await userEvent.setup().click(row.getByRole('button', { name: 'View Water Bills' }));
    const details = screen.getByRole('dialog', { name: 'Water Bills' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Link', 'Created', 'Created by', 'Updated by', 'Updated at']);
    expect(within(details).getByRole('link', { name: /^https:\/\/2\.services/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('gives everyone else the catalogue, without Add New, edit or delete', () => {
    openServices(makeUser());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Water Bills',
      'Cloud Hosting',
    ]);
    const card = within(screen.getByRole('article', { name: 'Cloud Hosting' }));
    expect(card.getByRole('img', { name: 'Cloud Hosting logo' })).toHaveAttribute(
      'src',
      '/api/services/1/logo?v=v1',
    );
    expect(card.getByText('Cloud Hosting for investors')).toBeInTheDocument();
    expect(card.getByText('Partner Service')).toBeInTheDocument();
    const getService = card.getByRole('link', { name: /^Get service/ });
    expect(getService).toHaveAccessibleName('Get service: Cloud Hosting (opens in a new tab)');
    expect(getService).toHaveAttribute('href', 'https://1.services.example/portal');
    expect(getService).toHaveAttribute('target', '_blank');
    expect(getService).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says No items when the catalogue is empty', () => {
    openServices(makeUser(), []);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('No items')).toBeInTheDocument();
  });
});
