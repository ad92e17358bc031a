import type { ParcelRecord } from '@portal/shared/parcels';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditedByAda, makeUserRecord } from '@web/testing/fixtures';
import { conflict, openScreen, refused } from '@web/testing/open-screen';
import { onePage } from '@web/testing/paged-lists';
import { makeConnection, meterClerk } from '@web/testing/utility-connections';
import { makeUser } from '@web/testing/fixtures';
import { ConnectionForm } from './connection-form';

const parcel: ParcelRecord = {
  id: 79,
  number: 'TC-P3-0079',
  acre: '2.5',
  min_floors: 1,
  max_floors: 8,
  land_use: 'Commercial',
  zone: 'Central Business District',
  status: 'Allocated',
  allocation: {
    id: 4,
    allocated_to: 'Savanna Labs Ltd',
    allocated_at: '2026-08-01',
    lease_term_years: 60,
  },
  ...auditedByAda,
};
const holder = makeUserRecord({ id: 12, name: 'Hawa Holder', email: 'hawa@example.com' });

const answers = (create: Parameters<typeof openScreen>[3][string]) => ({
  'GET /api/parcels': { body: onePage('parcels', [parcel]) },
  'GET /api/users': { body: onePage('users', [holder]) },
  'POST /api/utility-connections': create,
});
const opened = {
  status: 201,
  body: { status: 'success', message: 'Connection W-TC-P3-0079 opened.', data: makeConnection() },
};

type Screen = ReturnType<typeof openScreen>;
async function pick(user: Screen['user'], label: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}
async function choose(user: Screen['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connection form', () => {
  it('opens a water connection on a parcel and holder found by what was typed, from a past day', async () => {
    const { user, posted, calls, address } = openScreen(
      <ConnectionForm />,
      '/account/create-utility-connection',
      meterClerk,
      answers(opened),
    );
    // What is typed is asked of the server, once typing pauses.
    await user.type(screen.getByRole('combobox', { name: 'Parcel' }), 'P3-0079');
    await waitFor(() => expect(calls()).toContain('/api/parcels?per_page=20&search_term=P3-0079'));
    await user.click(await screen.findByRole('option', { name: 'TC-P3-0079 · Savanna Labs Ltd' }));
    await pick(user, 'Account holder', 'hawa', 'Hawa Holder · hawa@example.com');
    await choose(user, 'Service', 'Water');
    await choose(user, 'Customer class', 'Domestic');
    await user.type(screen.getByLabelText(/Start date/), '2024-03-01');
    // Sewerage is asked of water, yes until said otherwise.
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(address()).toBe('/account/show-utility-connection/5'));
    expect(posted()).toEqual([
      [
        'POST /api/utility-connections',
        {
          parcel_id: 79,
          service: 'water',
          account_holder_id: 12,
          start_date: '2024-03-01',
          customer_class: 'domestic',
          sewerage: false,
        },
      ],
    ]);
  });

  it('asks no sewerage of electricity, and shows a parcel already connected under the parcel', async () => {
    const message =
      'The parcel already has an open connection of this service: E-TC-P3-0079. Close it first.';
    const { user, posted } = openScreen(
      <ConnectionForm />,
      '/account/create-utility-connection',
      meterClerk,
      answers({
        ...conflict(message),
        body: { status: 'error', message, code: 'conflict', errors: { parcel_id: [message] } },
      }),
    );
    await pick(user, 'Parcel', 'P3', 'TC-P3-0079 · Savanna Labs Ltd');
    await pick(user, 'Account holder', 'hawa', 'Hawa Holder · hawa@example.com');
    await choose(user, 'Service', 'Electricity');
    expect(screen.queryByRole('radiogroup', { name: /Sewerage/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Start date/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Parcel' })).toHaveAccessibleDescription(
        new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      ),
    );
    expect(posted()[0]![1]).toEqual({
      parcel_id: 79,
      service: 'electricity',
      account_holder_id: 12,
      start_date: '2026-11-01',
      customer_class: 'commercial',
    });
    // The error summary lists it too, and the form stays to be corrected.
    expect(screen.getByRole('link', { name: new RegExp(`^Parcel: `) })).toBeInTheDocument();
  });

  it('shows a refused start date under its field', async () => {
    const message = 'Enter a date as YYYY-MM-DD.';
    const { user } = openScreen(
      <ConnectionForm />,
      '/account/create-utility-connection',
      meterClerk,
      answers(refused({ start_date: [message] })),
    );
    await pick(user, 'Parcel', 'P3', 'TC-P3-0079 · Savanna Labs Ltd');
    await pick(user, 'Account holder', 'hawa', 'Hawa Holder · hawa@example.com');
    await choose(user, 'Service', 'Water');
    await user.type(screen.getByLabelText(/Start date/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Start date/)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
  });

  it('tells a role that cannot read the register or the users why it cannot open one', () => {
    const clerk = makeUser({ permissions: ['utilities.manage'] });
    openScreen(<ConnectionForm />, '/account/create-utility-connection', clerk, {});
    expect(screen.getByText(/needs the permissions parcels.manage and users.view/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Parcel' })).not.toBeInTheDocument();
  });
});
