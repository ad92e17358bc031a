import { PERMISSIONS } from '@portal/shared/permissions';
import type { RoleDetail } from '@portal/shared/roles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditedByAda } from '@web/testing/fixtures';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { RoleGrants } from './role-grants';

const answering = (permissions: string[]) => {
  const role: RoleDetail = { id: 9, name: 'Auditor', permissions, ...auditedByAda };
  stubFetch({
    'GET /api/permissions': { body: { status: 'success', message: '', data: PERMISSIONS } },
    'GET /api/roles/9': { body: { status: 'success', message: '', data: role } },
  });
};

describe("a role's grants in its view modal", () => {
  it('names what the role grants in words, in the order of the catalogue', async () => {
    answering(['mail.view', 'users.view']);
    renderWithProviders(<RoleGrants roleId={9} />);
    const list = await screen.findByRole('list', { name: 'Permissions granted' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'See the users list and any user’s details',
      'See the mail the portal could not deliver yet, and send it again',
    ]);
  });

  it('says Nothing for a role that grants nothing', async () => {
    answering([]);
    renderWithProviders(<RoleGrants roleId={9} />);
    expect(await screen.findByText('Nothing')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the role could not be loaded', async () => {
    stubFetch({});
    renderWithProviders(<RoleGrants roleId={9} />);
    expect(await screen.findByText('Could not be loaded.')).toBeInTheDocument();
  });
});
