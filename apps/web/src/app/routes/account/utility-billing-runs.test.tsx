import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { conflict, openScreen, refused } from '@web/testing/open-screen';
import { columnHeaders, onePage } from '@web/testing/paged-lists';
import { biller, makeRun } from '@web/testing/utility-billing';
import { Component as BillingRuns } from './utility-billing-runs';

const november = makeRun();
const october = makeRun({
  id: 3,
  period: '2026-10',
  status: 'issued',
  bills_count: 1,
  total: 1_558_00,
  flagged: 0,
  estimated: 0,
  issued_at: '2026-11-02T08:00:00.000Z',
  issued_by: 'Olu Other',
});
const listed = { body: onePage('utility-billing-runs', [november, october]) };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const monthField = () => screen.getByLabelText(/^Month/);

describe('billing runs', () => {
  it('lists each month with its bills, total, what needs a look, and who computed and issued it', async () => {
    openScreen(<BillingRuns />, '/account/utility-billing-runs', biller, {
      'GET /api/utility-billing-runs': listed,
    });
    const table = await screen.findByRole('table', { name: 'Billing runs' });
    expect(columnHeaders(table)).toEqual([
      '#',
      'Month',
      'Status',
      'Bills',
      'Total',
      'Flagged',
      'Estimated',
      'Computed',
      'Issued',
      'Action',
    ]);
    const issued = within(within(table).getByText('October 2026').closest('tr')!);
    expect(issued.getByText('Issued')).toBeInTheDocument();
    expect(issued.getByText('1,558 KES')).toBeInTheDocument();
    expect(issued.getByText(/^Olu Other, /)).toBeInTheDocument();
    const draft = within(within(table).getByText('November 2026').closest('tr')!);
    expect(draft.getByText('Draft')).toBeInTheDocument();
    expect(draft.getByRole('link', { name: 'Show November 2026' })).toHaveAttribute(
      'href',
      '/account/show-utility-billing-run/4',
    );
  });

  it('runs last month by default, explains drafts, and opens the run computed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T09:00:00.000Z'));
    const { user, posted, address } = openScreen(
      <BillingRuns />,
      '/account/utility-billing-runs',
      biller,
      {
        'GET /api/utility-billing-runs': listed,
        'POST /api/utility-billing-runs': {
          status: 201,
          ...success(november, '2 draft bills computed for November 2026.'),
        },
      },
    );
    await screen.findByRole('table', { name: 'Billing runs' });
    expect(monthField()).toHaveValue('2026-11');
    expect(screen.getByText(/can be run again, after readings are corrected/)).toBeVisible();
    expect(screen.getByText(/a month is never billed twice/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Run a month' }));
    await waitFor(() => expect(address()).toBe('/account/show-utility-billing-run/4'));
    expect(posted()).toEqual([['POST /api/utility-billing-runs', { period: '2026-11' }]]);
  });

  it('keeps the reason a month cannot be run beside the button', async () => {
    const message = 'October 2026 is still a draft: issue it before running a later month.';
    const { user } = openScreen(<BillingRuns />, '/account/utility-billing-runs', biller, {
      'GET /api/utility-billing-runs': listed,
      'POST /api/utility-billing-runs': conflict(message),
    });
    await screen.findByRole('table', { name: 'Billing runs' });
    await user.click(screen.getByRole('button', { name: 'Run a month' }));
    // Kept on the page beside the button, after the toast has gone.
    const alert = (await screen.findByText('The month was not run')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(message);
  });

  it('puts a month not over under the field, in the error summary', async () => {
    const message = 'December 2026 has not ended yet: bill a month once it is over.';
    const { user } = openScreen(<BillingRuns />, '/account/utility-billing-runs', biller, {
      'GET /api/utility-billing-runs': listed,
      'POST /api/utility-billing-runs': refused({ period: [message] }),
    });
    await screen.findByRole('table', { name: 'Billing runs' });
    await user.clear(monthField());
    await user.type(monthField(), '2026-12');
    await user.click(screen.getByRole('button', { name: 'Run a month' }));
    await waitFor(() => expect(monthField()).toHaveAccessibleDescription(new RegExp(message)));
    expect(screen.getByRole('link', { name: `Month: ${message}` })).toBeInTheDocument();
  });

  it('shows those who only read the runs no way to run a month', async () => {
    const reader = makeUser({ permissions: ['utilities.view_all'] });
    openScreen(<BillingRuns />, '/account/utility-billing-runs', reader, {
      'GET /api/utility-billing-runs': listed,
    });
    await screen.findByRole('table', { name: 'Billing runs' });
    expect(screen.queryByRole('button', { name: 'Run a month' })).not.toBeInTheDocument();
  });
});
