import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { openScreen } from '@web/testing/open-screen';
import { columnHeaders, rowsOf } from '@web/testing/paged-lists';
import { biller, cashier } from '@web/testing/utility-billing';
import { Component as Arrears } from './utility-arrears';

const arrears = {
  currency: 'KES',
  buckets: [
    { bucket: '0-30', amount: 1_558_00, bills: 1 },
    { bucket: '31-60', amount: 0, bills: 0 },
    { bucket: '61-90', amount: 2_000_00, bills: 2 },
    { bucket: 'over-90', amount: 500_00, bills: 1 },
  ],
  connections: [
    {
      connection_id: 13,
      connection_number: 'E-TC-P3-0079',
      account_holder: 'Ivy Investor',
      overdue: 2_500_00,
      oldest_due_date: '2026-08-15',
      days_past_due: 110,
    },
    {
      connection_id: 12,
      connection_number: 'W-TC-P3-0079',
      account_holder: null,
      overdue: 1_558_00,
      oldest_due_date: '2026-11-20',
      days_past_due: 13,
    },
  ],
};
const report = success(arrears);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('arrears', () => {
  it('shows the money past due by age, then the connections owing it, longest first', async () => {
    openScreen(<Arrears />, '/account/utility-arrears', cashier, {
      'GET /api/utility-arrears': report,
    });
    const buckets = within(await screen.findByRole('table', { name: 'Past due, by age' }));
    expect(
      buckets.getByRole('rowheader', { name: 'Up to 30 days' }).closest('tr'),
    ).toHaveTextContent(/1,558 KES.*1/);
    expect(
      buckets.getByRole('rowheader', { name: '61 to 90 days' }).closest('tr'),
    ).toHaveTextContent(/2,000 KES.*2/);
    expect(
      buckets.getByRole('rowheader', { name: 'Over 90 days' }).closest('tr'),
    ).toHaveTextContent(/500 KES.*1/);
    const table = screen.getByRole('table', { name: 'Connections past due' });
    expect(columnHeaders(table)).toEqual([
      '#',
      'Connection',
      'Holder',
      'Overdue',
      'Oldest due date',
      'Days past due',
      'Action',
    ]);
    const [longest, latest] = rowsOf(table);
    expect(longest!.getByText('E-TC-P3-0079')).toBeInTheDocument();
    expect(longest!.getByText('2,500 KES')).toBeInTheDocument();
    expect(longest!.getByText('Aug 15, 2026')).toBeInTheDocument();
    expect(longest!.getByText('110')).toBeInTheDocument();
    expect(longest!.getByRole('link', { name: 'Record payment E-TC-P3-0079' })).toHaveAttribute(
      'href',
      '/account/utility-payments/13',
    );
    expect(latest!.getByText('W-TC-P3-0079')).toBeInTheDocument();
    // Finance sees no connection's page: the number is not a link for them.
    expect(latest!.queryByRole('link', { name: 'W-TC-P3-0079' })).not.toBeInTheDocument();
  });

  it('offers Record payment to those who record payments only', async () => {
    openScreen(<Arrears />, '/account/utility-arrears', biller, {
      'GET /api/utility-arrears': report,
    });
    const table = await screen.findByRole('table', { name: 'Connections past due' });
    expect(within(table).queryByRole('link', { name: /^Record payment/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'W-TC-P3-0079' })).toBeInTheDocument();
  });

  it('says when nothing is past due', async () => {
    openScreen(
      <Arrears />,
      '/account/utility-arrears',
      makeUser({ permissions: ['payments.record'] }),
      {
        'GET /api/utility-arrears': success({
          currency: 'KES',
          buckets: arrears.buckets.map((bucket) => ({ ...bucket, amount: 0, bills: 0 })),
          connections: [],
        }),
      },
    );
    expect(await screen.findByText('No bill is past its due date.')).toBeInTheDocument();
  });
});
