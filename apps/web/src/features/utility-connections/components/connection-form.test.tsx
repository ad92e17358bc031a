import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conflict, openScreen, refused } from '@web/testing/open-screen';
import { makeConnection } from '@web/testing/utility-connections';
import { makeUser } from '@web/testing/fixtures';
import { ConnectionForm } from './connection-form';

const choices = (label: string, id: number) => ({
  body: { status: 'success', message: '', data: [{ id, label }] },
});

// The server's own short answers for whoever opens connections: no right to the register or the
// users list is needed (a clerk holding only utilities.manage).
const answers = (create: Parameters<typeof openScreen>[3][string]) => ({
  'GET /api/utility-connections/parcel-choices': choices('TC-P3-0079 · Science Park', 79),
  'GET /api/utility-connections/holder-choices': choices('Hawa Holder · hawa@example.com', 12),
  'POST /api/utility-connections': create,
});
const clerk = makeUser({ permissions: ['utilities.manage'] });
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
      clerk,
      answers(opened),
    );
    // What is typed is asked of the server, once typing pauses.
    await user.type(screen.getByRole('combobox', { name: 'Parcel' }), 'P3-0079');
    await waitFor(() =>
      expect(calls()).toContain('/api/utility-connections/parcel-choices?search_term=P3-0079'),
    );
    await user.click(await screen.findByRole('option', { name: 'TC-P3-0079 · Science Park' }));
    await pick(user, 'Account holder', 'hawa', 'Hawa Holder · hawa@example.com');
    await choose(user, 'Service', 'Water');
    await choose(user, 'Customer class', 'Domestic');
    await user.type(screen.getByLabelText(/Start date/), '2024-03-01');
    // Sewerage is asked of water, yes until said otherwise.
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(address()).toBe('/account/show-utility-connection/4'));
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
      clerk,
      answers({
        ...conflict(message),
        body: { status: 'error', message, code: 'conflict', errors: { parcel_id: [message] } },
      }),
    );
    await pick(user, 'Parcel', 'P3', 'TC-P3-0079 · Science Park');
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
      clerk,
      answers(refused({ start_date: [message] })),
    );
    await pick(user, 'Parcel', 'P3', 'TC-P3-0079 · Science Park');
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
});
