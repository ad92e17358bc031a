import type { AllocationRecord } from '@portal/shared/parcels';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditedByAda } from '@web/testing/fixtures';
import { clientWithFirstPage, columnHeaders } from '@web/testing/paged-lists';
import { renderWithProviders } from '@web/testing/render-app';
import { Component as AllocationsScreen } from './parcel-allocations';

const savannah: AllocationRecord = {
  id: 4,
  parcel_id: 31,
  parcel_number: 'TC-P1-0031',
  allocated_to: 'Savannah Data Ltd',
  allottee: null,
  allocated_at: '2026-03-01',
  lease_term_years: 21,
  lease_ends_at: '2047-02-28',
  ...auditedByAda,
};

// The first page as the server answered it, so the screen shows it without a call.
function openAllocations() {
  renderWithProviders(
    <QueryClientProvider client={clientWithFirstPage('parcel-allocations', [savannah])}>
      <AllocationsScreen />
    </QueryClientProvider>,
    '/account/parcel-allocations',
  );
  const table = screen.getByRole('table', { name: 'Parcel allocations' });
  return { table, row: within(within(table).getAllByRole('row')[1]!) };
}

describe('parcel allocations screen', () => {
  it('lists each allocation’s parcel, allottee, date and lease', () => {
    const { table, row } = openAllocations();
    expect(columnHeaders(table)).toEqual([
      '#',
      'Parcel',
      'Allotted to',
      'Allocation date',
      'Lease term',
      'Lease ends',
      'Created',
      'Action',
    ]);
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['TC-P1-0031', 'Savannah Data Ltd', '21 years (short term)']),
    );
    expect(row.getByRole('link', { name: 'Edit TC-P1-0031' })).toHaveAttribute(
      'href',
      '/account/edit-allocation/4',
    );
  });

  it('calls its delete Release, confirmed in the Remove? dialog', async () => {
    const user = userEvent.setup();
    const { row } = openAllocations();
    expect(row.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Release TC-P1-0031' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(row.getByText('Savannah Data Ltd')).toBeInTheDocument();
  });

  it('View says when no portal account is linked', async () => {
    const user = userEvent.setup();
    const { row } = openAllocations();
    await user.click(row.getByRole('button', { name: 'View TC-P1-0031' }));
    const dialog = within(screen.getByRole('dialog', { name: 'TC-P1-0031' }));
    expect(dialog.getByText('None linked')).toBeInTheDocument();
  });
});
