import type { ParcelRecord } from '@portal/shared/parcels';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditedByAda } from '@web/testing/fixtures';
import { clientWithFirstPage, columnHeaders } from '@web/testing/paged-lists';
import { renderWithProviders } from '@web/testing/render-app';
import { Component as ParcelsScreen } from './parcels';

const available: ParcelRecord = {
  id: 32,
  number: 'TC-P1-0032',
  acre: '1.25',
  min_floors: 2,
  max_floors: 8,
  land_use: 'Mixed Use',
  zone: 'Mixed-Use Corridor',
  status: 'Available',
  allocation: null,
  ...auditedByAda,
};

const allocated: ParcelRecord = {
  ...available,
  id: 31,
  number: 'TC-P1-0031',
  min_floors: 5,
  max_floors: 5,
  status: 'Allocated',
  allocation: {
    id: 4,
    allocated_to: 'Savannah Data Ltd',
    allocated_at: '2026-03-01',
    lease_term_years: 60,
  },
};

// The first page as the server answered it, so the screen shows it without a call.
function openParcels() {
  renderWithProviders(
    <QueryClientProvider client={clientWithFirstPage('parcels', [available, allocated])}>
      <ParcelsScreen />
    </QueryClientProvider>,
    '/account/parcels',
  );
  const table = screen.getByRole('table', { name: 'Parcels' });
  const [first, second] = within(table).getAllByRole('row').slice(1);
  return { table, available: within(first!), allocated: within(second!) };
}

describe('parcels screen', () => {
  it('lists each parcel’s number, area, floors, land use, zone and status', () => {
    const { table, available: row, allocated: sameFloors } = openParcels();
    expect(screen.getByRole('searchbox', { name: 'Search parcels' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/account/create-parcel',
    );
    expect(columnHeaders(table)).toEqual([
      '#',
      'Number',
      'Acres',
      'Floors',
      'Land use',
      'Zone',
      'Status',
      'Created',
      'Action',
    ]);
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['TC-P1-0032', '1.25', '2–8', 'Mixed Use', 'Available']),
    );
    // One number where the least and the most floors are the same.
    expect(sameFloors.getAllByRole('cell').map((cell) => cell.textContent)).toContain('5');
  });

  it('offers Allocate on a parcel that is not allocated only', () => {
    const { available: free, allocated: taken } = openParcels();
    expect(free.getByRole('link', { name: 'Allocate TC-P1-0032' })).toHaveAttribute(
      'href',
      '/account/allocate-parcel/32',
    );
    expect(taken.queryByRole('link', { name: /^Allocate/ })).not.toBeInTheDocument();
    expect(taken.getByRole('link', { name: 'Edit TC-P1-0031' })).toHaveAttribute(
      'href',
      '/account/edit-parcel/31',
    );
    expect(taken.getByRole('button', { name: 'Delete TC-P1-0031' })).toBeInTheDocument();
  });

  it('View shows an allocated parcel’s allottee and lease', async () => {
    const user = userEvent.setup();
    const { allocated: row } = openParcels();
    await user.click(row.getByRole('button', { name: 'View TC-P1-0031' }));
    const dialog = within(screen.getByRole('dialog', { name: 'TC-P1-0031' }));
    expect(dialog.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Number',
      'Acres',
      'Land use',
      'Zone',
      'Floors',
      'Status',
      'Allotted to',
      'Allocation date',
      'Lease term',
      'Created',
      'Created by',
      'Updated by',
      'Updated at',
    ]);
    expect(dialog.getByText('Savannah Data Ltd')).toBeInTheDocument();
    expect(dialog.getByText('60 years (long term)')).toBeInTheDocument();
    expect(dialog.getByText('Allocated')).toBeInTheDocument();
  });
});
