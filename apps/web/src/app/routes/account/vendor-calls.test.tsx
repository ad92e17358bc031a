import { vendorCallMessages, type VendorCall } from '@portal/shared/vendor-calls';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isGroup, sidebarFor } from '@web/features/shell/sidebar-items';
import { admin, auditedByAda } from '@web/testing/fixtures';
import { conflict, openScreen } from '@web/testing/open-screen';
import { columnHeaders, onePage } from '@web/testing/paged-lists';
import { Component as VendorCalls } from './vendor-calls';

// 06:00 UTC is 09:00 in Nairobi, three hours ahead all year.
const hosting: VendorCall = {
  id: 5,
  reference: 'VEOI-2026-01',
  title: 'Hosting for the city’s agencies',
  description: 'Sovereign hosting.',
  categories: ['iaas', 'colocation'],
  opens_at: '2026-12-01T06:00:00.000Z',
  closes_at: '2027-01-15T14:30:00.000Z',
  status: 'open',
  applications: 3,
  ...auditedByAda,
};
const payroll: VendorCall = {
  ...hosting,
  id: 6,
  reference: 'VEOI-2027-01',
  title: 'Payroll software',
  categories: ['saas'],
  opens_at: '2027-02-01T06:00:00.000Z',
  closes_at: '2027-03-01T06:00:00.000Z',
  status: 'upcoming',
  applications: 0,
};
const listed = { body: onePage('vendor-calls', [hosting, payroll]) };

const rowOf = async (reference: string) => {
  const table = await screen.findByRole('table', { name: 'Vendor calls' });
  return within(within(table).getByText(reference).closest('tr')!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('vendor calls list', () => {
  it('shows each call’s reference, title, categories, status, times in Nairobi time and applications', async () => {
    openScreen(<VendorCalls />, '/account/vendor-calls', admin(), {
      'GET /api/vendor-calls': listed,
    });
    const table = await screen.findByRole('table', { name: 'Vendor calls' });
    expect(columnHeaders(table)).toEqual([
      '#',
      'Reference',
      'Title',
      'Categories',
      'Status',
      'Opens',
      'Closes',
      'Applications',
      'Action',
    ]);
    const open = await rowOf('VEOI-2026-01');
    expect(open.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      'VEOI-2026-01',
      'Hosting for the city’s agencies',
      'Infrastructure as a service, Colocation',
      'Open',
      '1 Dec 2026, 09:00 EAT',
      '15 Jan 2027, 17:30 EAT',
      '3',
      'EditDelete',
    ]);
    expect(open.getByRole('link', { name: 'Edit VEOI-2026-01' })).toHaveAttribute(
      'href',
      '/account/edit-vendor-call/5',
    );
    const upcoming = await rowOf('VEOI-2027-01');
    expect(upcoming.getByText('Upcoming')).toBeInTheDocument();
    expect(upcoming.getByText('Software as a service')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/account/create-vendor-call',
    );
  });

  it('searches as every list does: the count toasted, the term in the address', async () => {
    const { user, address, posted } = openScreen(
      <VendorCalls />,
      '/account/vendor-calls',
      admin(),
      {
        'GET /api/vendor-calls': listed,
        'POST /api/search-vendor-calls': {
          body: { ...onePage('vendor-calls', [payroll]), message: '1 call found.' },
        },
      },
    );
    await rowOf('VEOI-2026-01');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search vendor calls' }),
      'payroll{Enter}',
    );
    expect(await screen.findByText('1 call found.')).toBeInTheDocument();
    expect(posted()).toEqual([['POST /api/search-vendor-calls', { search_term: 'payroll' }]]);
    await waitFor(() => expect(address()).toBe('/account/vendor-calls?search_term=payroll'));
    const table = screen.getByRole('table', { name: 'Vendor calls' });
    await waitFor(() => expect(within(table).queryByText('VEOI-2026-01')).not.toBeInTheDocument());
  });

  it('keeps a call with applications, saying why, and takes off one without', async () => {
    const refusal = vendorCallMessages.hasApplications(3);
    const { user } = openScreen(<VendorCalls />, '/account/vendor-calls', admin(), {
      'GET /api/vendor-calls': listed,
      'DELETE /api/vendor-calls/5': conflict(refusal),
      'DELETE /api/vendor-calls/6': {
        body: { status: 'success', message: 'Call VEOI-2027-01 deleted.' },
      },
    });
    const open = await rowOf('VEOI-2026-01');
    await user.click(open.getByRole('button', { name: 'Delete VEOI-2026-01' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Vendor calls' });
    expect(within(table).getByText('VEOI-2026-01')).toBeInTheDocument();

    const upcoming = await rowOf('VEOI-2027-01');
    await user.click(upcoming.getByRole('button', { name: 'Delete VEOI-2027-01' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Call VEOI-2027-01 deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('VEOI-2027-01')).not.toBeInTheDocument());
  });

  it('is in the sidebar’s Vendors group for the holders of vendors.manage only', () => {
    const vendors = (permissions: string[]) =>
      sidebarFor(permissions)
        .filter(isGroup)
        .find((group) => group.label === 'Vendors')?.links ?? [];
    expect(vendors(['vendors.manage'])).toContainEqual({
      label: 'Vendor calls',
      to: '/account/vendor-calls',
    });
    expect(vendors(['vendors.view_all']).map((link) => link.to)).not.toContain(
      '/account/vendor-calls',
    );
  });
});
