import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { openScreen, refused } from '@web/testing/open-screen';
import { columnHeaders, onePage } from '@web/testing/paged-lists';
import { makeFlaggedReading, meterClerk } from '@web/testing/utility-connections';
import { Component as ReadingsToReview } from './utility-readings';

const high = makeFlaggedReading();
const low = makeFlaggedReading({
  id: 52,
  connection_id: 6,
  connection_number: 'E-TC-P1-0042',
  meter_serial: 'EM-88',
  value: 70_010,
  consumption: 10,
  flag_reason:
    'Low: 0.3 kWh a day since the previous reading, less than a third of the average of 40 kWh a day over the last 6 months.',
});
const listed = { body: onePage('utility-readings', [high, low]) };

const rowOf = async (number: string) => {
  const table = await screen.findByRole('table', { name: 'Readings to review' });
  return within(within(table).getByText(number).closest('tr')!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readings to review', () => {
  it('lists the flagged readings not yet reviewed, each with why it was flagged', async () => {
    const { calls } = openScreen(<ReadingsToReview />, '/account/utility-readings', meterClerk, {
      'GET /api/utility-readings': listed,
    });
    const table = await screen.findByRole('table', { name: 'Readings to review' });
    expect(calls()).toEqual(['/api/utility-readings?to_review=true']);
    expect(columnHeaders(table)).toEqual([
      '#',
      'Connection',
      'Meter',
      'Read at',
      'Reading',
      'Use',
      'Source',
      'Why flagged',
      'Action',
    ]);
    const row = await rowOf('E-TC-P1-0042');
    expect(row.getByText(/^Low: 0.3 kWh a day/)).toBeInTheDocument();
    expect(row.getByText('70,010')).toBeInTheDocument();
    expect(
      row.getByRole('link', { name: 'Connection E-TC-P1-0042 reading 70010' }),
    ).toHaveAttribute('href', '/account/show-utility-connection/6');
  });

  it('rejects a reading with a note, and it leaves the list', async () => {
    const rejected = makeFlaggedReading({
      review: 'rejected',
      review_note: 'Read twice: 125 on the dials',
    });
    const { user, posted } = openScreen(
      <ReadingsToReview />,
      '/account/utility-readings',
      meterClerk,
      {
        'GET /api/utility-readings': listed,
        'POST /api/utility-readings/41/review': success(rejected, 'Reading rejected.'),
      },
    );
    const row = await rowOf('W-TC-P3-0079');
    await user.click(row.getByRole('button', { name: 'Review W-TC-P3-0079 reading 1250' }));
    const form = within(await screen.findByRole('dialog', { name: 'Review: W-TC-P3-0079, 1250' }));
    expect(form.getByText(/^Flagged: High/)).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: /Reject/ }));
    await user.type(form.getByRole('textbox', { name: 'Note' }), 'Read twice: 125 on the dials');
    await user.click(form.getByRole('button', { name: 'Save the review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      [
        'POST /api/utility-readings/41/review',
        { decision: 'rejected', note: 'Read twice: 125 on the dials' },
      ],
    ]);
    const table = screen.getByRole('table', { name: 'Readings to review' });
    expect(within(table).queryByText('W-TC-P3-0079')).not.toBeInTheDocument();
    expect(within(table).getByText('E-TC-P1-0042')).toBeInTheDocument();
  });

  it('shows a refused note under the note', async () => {
    const message = 'This field is required.';
    const { user } = openScreen(<ReadingsToReview />, '/account/utility-readings', meterClerk, {
      'GET /api/utility-readings': listed,
      'POST /api/utility-readings/41/review': refused({ note: [message] }),
    });
    const row = await rowOf('W-TC-P3-0079');
    await user.click(row.getByRole('button', { name: 'Review W-TC-P3-0079 reading 1250' }));
    const form = within(await screen.findByRole('dialog'));
    await user.click(form.getByRole('radio', { name: /Accept/ }));
    const note = form.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Checked');
    await user.click(form.getByRole('button', { name: 'Save the review' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
