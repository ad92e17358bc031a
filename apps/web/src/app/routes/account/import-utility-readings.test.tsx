import { utilityReadingMessages } from '@portal/shared/utility-readings';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openScreen } from '@web/testing/open-screen';
import { rowsOf } from '@web/testing/paged-lists';
import { meterClerk } from '@web/testing/utility-connections';
import { Component as ImportReadings } from './import-utility-readings';

const HEADER = 'connection_number,meter_serial,value,read_at';
const csv = [
  HEADER,
  'W-TC-P3-0079,WM-204518,1250,2026-11-30T09:15:00+03:00',
  'W-NOWHERE,WM-204518,10,2026-11-30T09:15:00+03:00',
].join('\n');
const file = new File([csv], 'november.csv', { type: 'text/csv' });
const fileInput = () => screen.getByLabelText(/CSV file of readings/);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('importing readings', () => {
  it('shows the header a file needs and an example line', () => {
    openScreen(<ImportReadings />, '/account/import-utility-readings', meterClerk, {});
    expect(screen.getAllByText(HEADER, { exact: false }).length).toBeGreaterThan(0);
    expect(
      screen.getByText(/W-TC-P3-0079,WM-204518,1250,2026-11-30T09:15:00\+03:00/),
    ).toBeVisible();
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('sends the file’s text as CSV and says what was imported and what was already there', async () => {
    const { user, sent } = openScreen(
      <ImportReadings />,
      '/account/import-utility-readings',
      meterClerk,
      {
        'POST /api/utility-readings/import': {
          body: {
            status: 'success',
            message: '1 imported, 1 already recorded.',
            data: { imported: 1, skipped: 1 },
          },
        },
      },
    );
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('november.csv imported')).toBeVisible();
    expect(screen.getByText(/1 reading imported; 1 skipped, as already recorded/)).toBeVisible();
    const [, init] = sent.mock.calls.at(-1)!;
    expect(init?.body).toBe(csv);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('text/csv');
    expect(headers.Authorization).toBe('Bearer token-mwangi');
  });

  it('lists every bad line’s field and why, and says nothing was imported', async () => {
    const { user } = openScreen(
      <ImportReadings />,
      '/account/import-utility-readings',
      meterClerk,
      {
        'POST /api/utility-readings/import': {
          status: 422,
          body: {
            status: 'error',
            message: utilityReadingMessages.badRows(3),
            code: 'validation_failed',
            errors: {
              'lines.5.value': [utilityReadingMessages.value],
              'lines.3.connection_number': [utilityReadingMessages.unknownNumber],
              'lines.5.read_at': ['Enter a date and time.'],
              'lines.6.line': [utilityReadingMessages.fieldCount],
            },
          },
        },
      },
    );
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Nothing was imported from november.csv')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Lines to correct' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Line', 'Field', 'Why']);
    expect(
      rowsOf(table).map((row) => row.getAllByRole('cell').map((cell) => cell.textContent)),
    ).toEqual([
      ['3', 'Connection number', utilityReadingMessages.unknownNumber],
      ['5', 'Value', utilityReadingMessages.value],
      ['5', 'Read at', 'Enter a date and time.'],
      ['6', 'The whole line', utilityReadingMessages.fieldCount],
    ]);
  });

  it('says a file too large under the field, before sending it', async () => {
    const { user, sent } = openScreen(
      <ImportReadings />,
      '/account/import-utility-readings',
      meterClerk,
      {},
    );
    const large = new File([csv], 'large.csv', { type: 'text/csv' });
    Object.defineProperty(large, 'size', { value: 3 * 1024 * 1024 });
    await user.upload(fileInput(), large);
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(
        expect.stringContaining(utilityReadingMessages.fileTooLarge),
      ),
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(sent).not.toHaveBeenCalled();
  });
});
