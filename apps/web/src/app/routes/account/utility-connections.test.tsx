import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openScreen, refused } from '@web/testing/open-screen';
import { columnHeaders, onePage } from '@web/testing/paged-lists';
import { makeConnection, meterClerk, utilitiesReader } from '@web/testing/utility-connections';
import { Component as UtilityConnections } from './utility-connections';

const water = makeConnection();
const electricity = makeConnection({
  id: 6,
  number: 'E-TC-P1-0042',
  parcel_id: 42,
  parcel_number: 'TC-P1-0042',
  service: 'electricity',
  sewerage: false,
  customer_class: 'industrial',
  status: 'suspended',
  account_holder: null,
  meter: null,
  account: { currency: 'KES', owed: 0, credit: 0, last_bill: null },
});
const listed = { body: onePage('utility-connections', [water, electricity]) };

const rowOf = async (number: string) => {
  const table = await screen.findByRole('table', { name: 'Connections' });
  return within(within(table).getByText(number).closest('tr')!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connections list', () => {
  it('shows each connection’s parcel, holder, class, status, meter and what it owes', async () => {
    openScreen(<UtilityConnections />, '/account/utility-connections', meterClerk, {
      'GET /api/utility-connections': listed,
    });
    const table = await screen.findByRole('table', { name: 'Connections' });
    expect(columnHeaders(table)).toEqual([
      '#',
      'Number',
      'Service',
      'Parcel',
      'Holder',
      'Class',
      'Status',
      'Meter',
      'Owed',
      'Action',
    ]);
    const metered = await rowOf('W-TC-P3-0079');
    expect(metered.getByText('TC-P3-0079')).toBeInTheDocument();
    expect(metered.getByText('Ivy Investor')).toBeInTheDocument();
    expect(metered.getByText('Commercial')).toBeInTheDocument();
    expect(metered.getByText('Active')).toBeInTheDocument();
    expect(metered.getByText('WM-00417')).toBeInTheDocument();
    expect(metered.getByText('4,500 KES')).toBeInTheDocument();
    expect(metered.getByRole('link', { name: 'Show W-TC-P3-0079' })).toHaveAttribute(
      'href',
      '/account/show-utility-connection/4',
    );
    const bare = await rowOf('E-TC-P1-0042');
    expect(bare.getByText('Suspended')).toBeInTheDocument();
    expect(bare.getByText('None yet')).toBeInTheDocument();
    expect(bare.getByText('Account deleted')).toBeInTheDocument();
    expect(bare.getByText('0 KES')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/account/create-utility-connection',
    );
  });

  it('offers Add New only to those who manage connections', async () => {
    openScreen(<UtilityConnections />, '/account/utility-connections', utilitiesReader, {
      'GET /api/utility-connections': listed,
    });
    await rowOf('W-TC-P3-0079');
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
  });

  it('keeps the search, service and status in the address and asks the server for them', async () => {
    const { user, address, calls } = openScreen(
      <UtilityConnections />,
      '/account/utility-connections?status=active',
      meterClerk,
      { 'GET /api/utility-connections': listed },
    );
    await rowOf('W-TC-P3-0079');
    expect(calls()).toEqual(['/api/utility-connections?status=active']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await user.type(screen.getByRole('textbox', { name: /^Search/ }), 'P3-0079');
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Water' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const query = 'search_term=P3-0079&service=water&status=active';
    await waitFor(() => expect(address()).toBe(`/account/utility-connections?${query}`));
    await waitFor(() => expect(calls().at(-1)).toBe(`/api/utility-connections?${query}`));
  });

  it('shows the server’s refusal of an address’s service under its field', async () => {
    const message = 'Choose water or electricity.';
    openScreen(<UtilityConnections />, '/account/utility-connections?service=gas', meterClerk, {
      'GET /api/utility-connections': refused({ service: [message] }),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveAccessibleDescription(message);
  });
});
