import type { Paginated } from '@portal/shared/envelope';
import { RoleListAnswerSchema, type RoleRecord } from '@portal/shared/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { auditedByAda } from '../../testing/fixtures';
import { createTestQueryClient } from '../../testing/query-clients';
import { renderWithProviders } from '../../testing/render-app';
import { ListPage } from './list-page';
import { pagedListKey } from './use-paged-list';

const role = (id: number, name: string): RoleRecord => ({
  id,
  name,
  ...auditedByAda,
});

const secondPage: Paginated<RoleRecord> = {
  status: 'success',
  message: '',
  data: [role(12, 'Auditor'), role(11, 'Inspector')],
  links: [
    {
      url: 'http://portal.example/api/roles?page=1&per_page=10',
      label: '« Previous',
      active: false,
    },
    { url: 'http://portal.example/api/roles?page=1&per_page=10', label: '1', active: false },
    { url: 'http://portal.example/api/roles?page=2&per_page=10', label: '2', active: true },
    { url: null, label: 'Next »', active: false },
  ],
  current_page: 2,
  last_page: 2,
  per_page: 10,
  total: 12,
  from: 11,
  to: 12,
};

// The list as the server answered it, so the screen shows it without a call (tests reach no server).
function renderRoles(remove: (row: RoleRecord) => Promise<{ message: string }>) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData([...pagedListKey('roles'), '/roles'], secondPage);
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ListPage
        title="Roles"
        source={{ things: 'roles', schema: RoleListAnswerSchema }}
        addPath="/account/create-role"
        columns={[{ header: 'Name', cell: (row) => row.name }]}
        actions={{
          name: (row) => row.name,
          details: (row) => [{ label: 'Name', value: row.name }],
          editPath: (row) => `/account/edit-role/${row.id}`,
          remove,
        }}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('table', { name: 'Roles' });
}

describe('list page', () => {
  it('shows title, search, Add New, the numbered rows with their actions, and the links', () => {
    const table = renderRoles(async () => ({ message: '' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search roles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/account/create-role',
    );
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(first!).getByRole('button', { name: 'View Auditor' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Edit Auditor' })).toHaveAttribute(
      'href',
      '/account/edit-role/12',
    );
    expect(within(first!).getByRole('button', { name: 'Delete Auditor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('View opens the row’s details', async () => {
    const user = userEvent.setup();
    renderRoles(async () => ({ message: '' }));
    await user.click(screen.getByRole('button', { name: 'View Inspector' }));
    const dialog = screen.getByRole('dialog', { name: 'Inspector' });
    expect(within(dialog).getByRole('definition')).toHaveTextContent('Inspector');
  });

  it('a confirmed delete takes the row off the page and renumbers the rest', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => ({ message: 'Role deleted successfully.' }));
    const table = renderRoles(remove);
    await user.click(screen.getByRole('button', { name: 'Delete Auditor' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Role deleted successfully.');
    expect(remove).toHaveBeenCalledWith(secondPage.data[0]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Inspector',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
  });
});
