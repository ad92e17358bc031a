import { utilityConnectionMessages, type Connection } from '@portal/shared/utility-connections';
import { utilityReadingMessages } from '@portal/shared/utility-readings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { refused } from '@web/testing/open-screen';
import { onePage } from '@web/testing/paged-lists';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import {
  makeConnection,
  makeFlaggedReading,
  makeReading,
  meterClerk,
  utilitiesReader,
} from '@web/testing/utility-connections';

const opening = makeReading({
  id: 40,
  value: 300,
  read_at: '2026-09-01T00:00:00.000Z',
  role: 'opening',
  consumption: null,
});
const flagged = makeFlaggedReading();
const readings = { body: onePage('utility-readings', [flagged, opening]) };

function open(connection: Connection, user = meterClerk, answers: Record<string, Answer> = {}) {
  // The table itself, so that a test may change an answer once the screen is open.
  const sent = stubFetch(
    Object.assign(answers, {
      'GET /api/utility-connections/4': success(connection),
      'GET /api/utility-readings': readings,
    }),
  );
  const view = renderApp('/account/show-utility-connection/4', { user });
  const posted = () =>
    sent.mock.calls
      .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
      .map(([input, init]) => [
        `${init?.method} ${new URL(String(input)).pathname}`,
        JSON.parse(String(init?.body)) as unknown,
      ]);
  return { sent, posted, user: userEvent.setup(), ...view };
}

const fact = (label: string) =>
  screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a connection’s page', () => {
  it('shows its facts, its account and its readings, with the flag and what to do', async () => {
    const { sent } = open(makeConnection());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection W-TC-P3-0079' }),
    ).toBeVisible();
    expect(fact('Parcel')).toHaveTextContent('TC-P3-0079');
    expect(fact('Account holder')).toHaveTextContent('Ivy Investor');
    expect(fact('Customer class')).toHaveTextContent('Commercial');
    expect(fact('Sewerage')).toHaveTextContent('Yes');
    expect(fact('Status')).toHaveTextContent('Active');
    expect(fact('Meter')).toHaveTextContent('WM-00417, 6 dials, counting m³');
    expect(fact('Last reading')).toHaveTextContent('1,234 m³ on 30 November 2026 at 09:15');
    expect(fact('Owed')).toHaveTextContent('4,500 KES');
    expect(fact('Latest bill')).toHaveTextContent('November 2026');

    const table = within(await screen.findByRole('table', { name: 'Readings' }));
    const high = within(table.getByText('1,250').closest('tr')!);
    expect(high.getByText('30 November 2026 at 09:15 (Nairobi time)')).toBeInTheDocument();
    expect(high.getByText('950')).toBeInTheDocument();
    expect(high.getByText('To review')).toBeInTheDocument();
    expect(high.getByText(/^High: 31.7 m³ a day/)).toBeInTheDocument();
    expect(high.getByRole('button', { name: 'Review reading 1250' })).toBeInTheDocument();
    const first = within(table.getByText('300').closest('tr')!);
    expect(first.getByText('Actual (opening)')).toBeInTheDocument();
    expect(first.getByText('Not flagged')).toBeInTheDocument();
    expect(
      sent.mock.calls.some(([input]) =>
        String(input).endsWith('/api/utility-readings?connection_id=4'),
      ),
    ).toBe(true);

    for (const action of ['Replace the meter', 'Record a reading', 'Change status'])
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/account/edit-utility-connection/4',
    );
  });

  it('offers nothing to change to those who only read', async () => {
    open(makeConnection(), utilitiesReader);
    await screen.findByRole('heading', { level: 1, name: 'Connection W-TC-P3-0079' });
    await screen.findByRole('table', { name: 'Readings' });
    expect(screen.queryByRole('button', { name: 'Replace the meter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Review/ })).not.toBeInTheDocument();
  });

  it('replaces the meter with the old one’s closing reading, and says a refused one under it', async () => {
    const below = utilityConnectionMessages.closingBelowLast(1_250);
    const answers: Record<string, Answer> = {
      'POST /api/utility-connections/4/meters': refused({ closing_value: [below] }),
    };
    const { user, posted } = open(makeConnection(), meterClerk, answers);
    await user.click(await screen.findByRole('button', { name: 'Replace the meter' }));
    const form = await dialog('Replace the meter');
    expect(form.getByText(/billed once/)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Unit' })).toHaveValue('m³');
    await user.type(form.getByRole('textbox', { name: 'Serial number' }), 'WM-310077');
    await user.type(form.getByRole('textbox', { name: 'Dials' }), '6');
    await user.type(form.getByLabelText(/Fitted on/), '2026-12-01');
    await user.type(form.getByRole('textbox', { name: 'Opening reading (m³)' }), '0');
    const closing = form.getByRole('textbox', { name: 'Closing reading of WM-00417 (m³)' });
    // The old meter's last reading is needed: asked before anything is sent.
    await user.click(closing);
    await user.tab();
    expect(closing).toHaveAccessibleDescription(
      escaped(utilityConnectionMessages.closingValueNeeded),
    );
    expect(form.getByRole('button', { name: 'Replace the meter' })).toBeDisabled();

    await user.type(closing, '1200');
    await user.click(form.getByRole('button', { name: 'Replace the meter' }));
    await waitFor(() => expect(closing).toHaveAccessibleDescription(escaped(below)));
    expect(posted()).toEqual([
      [
        'POST /api/utility-connections/4/meters',
        {
          serial: 'WM-310077',
          unit: 'm3',
          dials: 6,
          installed_on: '2026-12-01',
          opening_value: 0,
          closing_value: 1_200,
        },
      ],
    ]);

    const replaced = makeConnection({
      meter: { id: 4, serial: 'WM-310077', unit: 'm3', dials: 6, installed_on: '2026-12-01' },
    });
    answers['POST /api/utility-connections/4/meters'] = {
      status: 201,
      body: {
        status: 'success',
        message: 'Meter WM-310077 replaces the old meter.',
        data: replaced,
      },
    };
    await user.clear(closing);
    await user.type(closing, '1300');
    await user.click(form.getByRole('button', { name: 'Replace the meter' }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fact('Meter')).toHaveTextContent('WM-310077');
  });

  it('closes the connection on a day, with a reason, having said that closing is final', async () => {
    const closed = makeConnection({
      status: 'closed',
      status_reason: 'Lease surrendered',
      closed_on: '2026-11-30',
    });
    const { user, posted } = open(makeConnection(), meterClerk, {
      'POST /api/utility-connections/4/status': success(
        closed,
        'Connection W-TC-P3-0079 is closed.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const form = await dialog('Change status');
    expect(form.getByRole('radio', { name: /Suspend/ })).toBeInTheDocument();
    expect(form.queryByRole('radio', { name: /Reactivate/ })).not.toBeInTheDocument();
    expect(form.queryByLabelText(/Closed on/)).not.toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: /Close/ }));
    expect(form.getByText('Closing is final')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Closed on/), '2026-11-30');
    await user.type(form.getByRole('textbox', { name: 'Reason' }), 'Lease surrendered');
    await user.click(form.getByRole('button', { name: 'Close the connection' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      [
        'POST /api/utility-connections/4/status',
        { status: 'closed', reason: 'Lease surrendered', closed_on: '2026-11-30' },
      ],
    ]);
    expect(fact('Status')).toHaveTextContent('ClosedLease surrendered');
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('records a reading in Nairobi time, and shows a lower one’s refusal under the reading', async () => {
    const lower = utilityReadingMessages.belowPrevious(1_250);
    const { user, posted } = open(makeConnection(), meterClerk, {
      'POST /api/utility-readings': refused({ value: [lower] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Record a reading' }));
    const form = await dialog('Record a reading');
    const rollover = form.getByRole('checkbox', { name: 'The dials rolled over' });
    expect(rollover).toHaveAccessibleDescription(
      /went past their maximum and started again from 0/,
    );
    const value = form.getByRole('textbox', { name: 'Reading (m³)' });
    await user.type(value, '40');
    await user.type(form.getByLabelText(/Read at/), '2026-12-01T09:00');
    await user.click(form.getByRole('radio', { name: /holder’s own/ }));
    await user.click(form.getByRole('button', { name: 'Record the reading' }));

    await waitFor(() => expect(value).toHaveAccessibleDescription(escaped(lower)));
    expect(posted()).toEqual([
      [
        'POST /api/utility-readings',
        {
          connection_id: 4,
          value: 40,
          read_at: '2026-12-01T06:00:00.000Z',
          source: 'customer',
          rollover: false,
        },
      ],
    ]);
    // The summary above the form says it too, and the dialog stays for the rollover to be ticked.
    expect(form.getByRole('link', { name: /^Reading \(m³\): / })).toBeInTheDocument();
  });
});
