import type { Paginated } from '@portal/shared/envelope';
import { roleList, type RoleRecord } from '@portal/shared/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '@web/lib/session';
import { auditedByAda, makeUser } from '@web/testing/fixtures';
import { createTestQueryClient } from '@web/testing/query-clients';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { ListPage } from './list-page';
import { listAddressOf } from './list-address';
import { pageKey } from './use-paged-list';

const role = (id: number, name: string): RoleRecord => ({
  id,
  name,
  ...auditedByAda,
});

const link = (page: number) => `http://portal.example/api/roles?page=${page}&per_page=10`;

/** Page `current` of two, holding `data`. */
function rolesPage(current: 1 | 2, data: RoleRecord[]): Paginated<RoleRecord> {
  return {
    status: 'success',
    message: '',
    data,
    links: [
      { url: current === 1 ? null : link(1), label: '« Previous', active: false },
      { url: link(1), label: '1', active: current === 1 },
      { url: link(2), label: '2', active: current === 2 },
      { url: current === 1 ? link(2) : null, label: 'Next »', active: false },
    ],
    current_page: current,
    last_page: 2,
    per_page: 10,
    total: 12,
    from: current === 1 ? 1 : 11,
    to: current === 1 ? 10 : 12,
  };
}

const secondPage = rolesPage(2, [role(12, 'Auditor'), role(11, 'Inspector')]);
const firstPage = rolesPage(1, [role(10, 'Registrar')]);

const noRoles: Paginated<RoleRecord> = {
  ...secondPage,
  data: [],
  links: [],
  total: 0,
  from: null,
  to: null,
};

/**
 * The roles list at `path` (its address), each page keyed by the API path it was asked for, as
 * the server answered it: the screen shows them without a call (tests reach no server).
 */
function renderRoles(
  remove: (row: RoleRecord) => Promise<{ message: string }>,
  {
    path = '/',
    pages = { '/roles': secondPage },
  }: { path?: string; pages?: Record<string, Paginated<RoleRecord>> } = {},
) {
  const queryClient = createTestQueryClient();
  for (const [apiPath, page] of Object.entries(pages)) {
    const address = listAddressOf(new URLSearchParams(apiPath.split('?')[1]));
    queryClient.setQueryData(pageKey('roles', address), page);
  }
  const { router } = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ListPage
        title="Roles"
        source={roleList}
        item="role"
        auditType="role"
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
    path,
  );
  // With no page kept, the list is still loading: its table comes with the answer.
  const loaded = Object.keys(pages).length > 0;
  return { table: loaded ? screen.getByRole('table', { name: 'Roles' }) : document.body, router };
}

const noRemove = async () => ({ message: '' });
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('list page', () => {
  it('shows title, search, Add New, the numbered rows with their actions, and the links', () => {
    const { table } = renderRoles(noRemove);
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
    renderRoles(noRemove);
    await user.click(screen.getByRole('button', { name: 'View Inspector' }));
    const dialog = screen.getByRole('dialog', { name: 'Inspector' });
    expect(within(dialog).getByRole('definition')).toHaveTextContent('Inspector');
  });

  it('View links to the record’s history for whoever may read the audit trail, only them', async () => {
    const user = userEvent.setup();
    setCurrentUser(makeUser({ permissions: ['roles.manage', 'audit.view'] }));
    const { router } = renderRoles(noRemove);
    await user.click(screen.getByRole('button', { name: 'View Inspector' }));
    const dialog = screen.getByRole('dialog', { name: 'Inspector' });
    await user.click(within(dialog).getByRole('link', { name: 'History' }));
    expect(router.state.location.pathname).toBe('/account/audit');
    expect(router.state.location.search).toBe('?record_type=role&record_id=11');

    cleanup();
    setCurrentUser(makeUser({ permissions: ['roles.manage'] }));
    renderRoles(noRemove);
    await user.click(screen.getByRole('button', { name: 'View Inspector' }));
    const without = screen.getByRole('dialog', { name: 'Inspector' });
    expect(within(without).getByRole('definition')).toHaveTextContent('Inspector');
    expect(within(without).queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });

  it('a confirmed delete takes the row off the page and renumbers the rest', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => ({ message: 'Role deleted successfully.' }));
    const { table } = renderRoles(remove);
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

  it('keeps the page in the address: a link puts it there, Back takes it away', async () => {
    const user = userEvent.setup();
    const { table, router } = renderRoles(noRemove, {
      pages: { '/roles': firstPage, '/roles?page=2': secondPage },
    });
    expect(firstCells(table)).toEqual(['Registrar']);
    await user.click(screen.getByRole('button', { name: 'Next »' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(firstCells(table)).toEqual(['Auditor', 'Inspector']);
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(firstCells(table)).toEqual(['Registrar']);
  });

  it('opened at an address with a page and a term, shows that page of that search', () => {
    const { table } = renderRoles(noRemove, {
      path: '/?page=2&search_term=audit',
      pages: { '/roles?page=2&search_term=audit': secondPage },
    });
    expect(firstCells(table)).toEqual(['Auditor', 'Inspector']);
    expect(screen.getByRole('searchbox', { name: 'Search roles' })).toHaveValue('audit');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('asks the server for the page and term of the address, leaving out the first page', async () => {
    const fetch = stubFetch({ 'GET /api/roles': { body: secondPage } });
    renderRoles(noRemove, { path: '/?page=2&search_term=a+b', pages: {} });
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(firstCells(table)).toEqual(['Auditor', 'Inspector']);
    expect(fetch).toHaveBeenCalledOnce();
    expect(new URL(String(fetch.mock.calls[0]![0])).search).toBe('?page=2&search_term=a+b');
  });

  it('a search says how many it found and goes in the address; Clear goes back to page 1', async () => {
    const user = userEvent.setup();
    const found = { ...rolesPage(1, [role(12, 'Auditor')]), message: '1 role found.' };
    const fetch = stubFetch({ 'POST /api/search-roles': { body: found } });
    const { table, router } = renderRoles(noRemove, {
      path: '/?page=2',
      pages: { '/roles?page=2': secondPage, '/roles': firstPage },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search roles' }), 'audit{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('1 role found.');
    expect(fetch).toHaveBeenCalledOnce();
    expect(router.state.location.search).toBe('?search_term=audit');
    await waitFor(() => expect(firstCells(table)).toEqual(['Auditor']));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(firstCells(table)).toEqual(['Registrar']));
    expect(screen.getByRole('searchbox', { name: 'Search roles' })).toHaveValue('');
  });

  /** The app's calls, each answered when the test says, by the term it searched for. */
  function searchesHeld() {
    const held = new Map<string, (answer: Response) => void>();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_, init) =>
        new Promise<Response>((resolve) => {
          const { search_term } = JSON.parse(String(init?.body)) as { search_term: string };
          held.set(search_term, resolve);
        }),
    );
    return (term: string, rows: RoleRecord[]) =>
      act(async () => {
        const message = `${rows.length} role${rows.length === 1 ? '' : 's'} found.`;
        held.get(term)!(Response.json({ ...rolesPage(1, rows), message }));
      });
  }

  it('a search still running when the user follows a link does not take them back', async () => {
    const user = userEvent.setup();
    const answer = searchesHeld();
    const { router } = renderRoles(noRemove, { pages: { '/roles': firstPage } });
    await user.type(screen.getByRole('searchbox', { name: 'Search roles' }), 'audit{Enter}');
    await act(() => router.navigate('/account/edit-role/10'));
    await answer('audit', [role(12, 'Auditor')]);
    expect(router.state.location.pathname).toBe('/account/edit-role/10');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a search still running when the user clears it stays cleared', async () => {
    const user = userEvent.setup();
    const answer = searchesHeld();
    const { table, router } = renderRoles(noRemove, {
      path: '/?search_term=reg',
      pages: { '/roles?search_term=reg': firstPage, '/roles': secondPage },
    });
    const box = screen.getByRole('searchbox', { name: 'Search roles' });
    await user.clear(box);
    await user.type(box, 'audit{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await answer('audit', [role(12, 'Auditor')]);
    expect(router.state.location.search).toBe('');
    expect(firstCells(table)).toEqual(['Auditor', 'Inspector']);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an empty list says No items and what to do: add one, or clear the search', () => {
    const { table } = renderRoles(noRemove, { pages: { '/roles': noRoles } });
    expect(table).toHaveTextContent(/^#NameActionNo itemsAdd the first role with Add New\.$/);
    cleanup();
    const searched = renderRoles(noRemove, {
      path: '/?search_term=zz',
      pages: { '/roles?search_term=zz': noRoles },
    });
    expect(searched.table).toHaveTextContent(
      'No items' + 'No role matches "zz". Clear the search to see all.',
    );
  });
});
