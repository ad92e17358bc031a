import type { CommitteeDetail } from '@portal/shared/committees';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@web/lib/format';
import { auditedByAda } from '@web/testing/fixtures';
import { renderWithProviders } from '@web/testing/render-app';
import { CommitteeMembers } from './committee-members';

const finance = (members: CommitteeDetail['members']): CommitteeDetail => ({
  id: 4,
  name: 'Finance',
  alias: 'FIN',
  ...auditedByAda,
  members,
});

describe('committee members', () => {
  it('titles the card with the committee and lists who sits on it', () => {
    const updated = '2026-03-04T05:06:07.000Z';
    renderWithProviders(
      <CommitteeMembers
        committee={finance([
          { user_id: 8, name: 'Ben Board', role: 'Chairperson', updated_at: updated },
          { user_id: 3, name: 'Cy Clerk', role: 'Secretary', updated_at: updated },
        ])}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Finance Members' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Finance Members' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Name', 'Role', 'Updated at']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Ben Board', 'Chairperson', formatDate(updated)],
      ['2', 'Cy Clerk', 'Secretary', formatDate(updated)],
    ]);
  });

  it('says No items when nobody sits on the committee', () => {
    renderWithProviders(<CommitteeMembers committee={finance([])} />);
    const table = screen.getByRole('table', { name: 'Finance Members' });
    expect(within(table).getByText('No items')).toBeInTheDocument();
  });
});
