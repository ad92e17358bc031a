import type { CurrentUser } from '@portal/shared/current-user';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '@web/lib/session';
import { admin, makeUser, makeUserRecord } from '@web/testing/fixtures';
import { clientWithFirstPage } from '@web/testing/paged-lists';
import { renderWithProviders } from '@web/testing/render-app';
import { Component as UsersScreen } from './users';

const kamau = makeUserRecord({
  id: 9,
  name: 'Kamau Njoroge',
  email: 'kamau@example.com',
  account_type: 'Investor',
  account_type_id: 1,
});

function openUsers(user: CurrentUser) {
  setCurrentUser(user);
  renderWithProviders(
    <QueryClientProvider client={clientWithFirstPage('users', [kamau])}>
      <UsersScreen />
    </QueryClientProvider>,
    '/account/users',
  );
  return within(screen.getByRole('table', { name: 'Users' }));
}

describe('users list by permission', () => {
  it('gives a role that may manage users and statuses every action', () => {
    const table = openUsers(admin());
    expect(screen.getByRole('link', { name: 'Add New' })).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Edit Kamau Njoroge' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Delete Kamau Njoroge' })).toBeInTheDocument();
    expect(
      table.getByRole('link', { name: 'Active: change the account status of Kamau Njoroge' }),
    ).toHaveAttribute('href', '/account/account-status/9');
  });

  it('shows the phone in international form, grouped', () => {
    const table = openUsers(admin());
    expect(table.getByRole('row', { name: /Kamau Njoroge/ })).toHaveTextContent('+254 712 345 678');
  });

  it('shows a role that may only read users nothing it would be refused', () => {
    const table = openUsers(makeUser({ permissions: ['users.view'] }));
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(table.getByRole('button', { name: 'View Kamau Njoroge' })).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Show Kamau Njoroge' })).toBeInTheDocument();
    expect(table.queryByRole('link', { name: 'Edit Kamau Njoroge' })).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Delete Kamau Njoroge' })).not.toBeInTheDocument();
    // The status shows, but is no way into a screen the role may not open.
    expect(table.getByText('Active')).toBeInTheDocument();
    expect(
      table.queryByRole('link', { name: /change the account status/ }),
    ).not.toBeInTheDocument();
  });
});
