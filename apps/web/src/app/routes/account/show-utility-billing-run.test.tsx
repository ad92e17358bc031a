import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { conflict } from '@web/testing/open-screen';
import { onePage } from '@web/testing/paged-lists';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { biller, makeBill, makeRun } from '@web/testing/utility-billing';

const run = makeRun();
const draftBill = makeBill({
  status: 'draft',
  invoice_id: null,
  invoice_number: null,
  code: null,
  issued_at: null,
});
const bills = { body: onePage('utility-bills', [draftBill]) };

function open(answers: Record<string, Answer> = {}, user = biller) {
  const fetch = stubFetch({
    'GET /api/utility-billing-runs/4': success(run),
    'GET /api/utility-bills': bills,
    ...answers,
  });
  renderApp('/account/show-utility-billing-run/4', { user });
  const posts = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input]) => new URL(String(input)).pathname);
  return { fetch, posts };
}

const fact = (label: string) =>
  screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a billing run', () => {
  it('shows its totals, the readings still to review, the estimates and its bills', async () => {
    const { fetch } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing run November 2026' }),
    ).toBeVisible();
    expect(fact('Total')).toHaveTextContent('3,116 KES');
    expect(fact('Bills')).toHaveTextContent('2');
    expect(fact('Computed')).toHaveTextContent(/^Bea Biller, /);
    const flagged = within(screen.getByRole('table', { name: 'Flagged readings to review' }));
    expect(flagged.getByText('Three times the usual daily use')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Readings' })).toHaveAttribute(
      'href',
      '/account/utility-readings',
    );
    const estimated = within(screen.getByRole('table', { name: 'Estimated bills' }));
    expect(estimated.getByRole('link', { name: 'Show bill of E-TC-P3-0079' })).toHaveAttribute(
      'href',
      '/account/utility-bills/202',
    );
    // Opened afresh, the run still says which connections it left out: none here.
    expect(screen.getByText('Every active connection was billed.')).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'Bills' }));
    const row = within(table.getByText('W-TC-P3-0079').closest('tr')!);
    expect(row.getByText('34 m³')).toBeInTheDocument();
    expect(row.getByText('3,041.25 KES')).toBeInTheDocument();
    expect(row.getByText('Draft')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Show bill of W-TC-P3-0079' })).toHaveAttribute(
      'href',
      '/account/utility-bills/9',
    );
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input)));
    expect(asked.some((url) => url.search === '?period=2026-11')).toBe(true);
  });

  it('asks before issuing, saying what will happen, and sends nothing on Cancel', async () => {
    const user = userEvent.setup();
    const { posts } = open();
    await user.click(await screen.findByRole('button', { name: 'Issue all bills' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Issue all bills of November 2026?' }),
    );
    expect(dialog.getByText(/The 2 draft bills, 3,116 KES in all/)).toBeVisible();
    expect(dialog.getByText(/each become an invoice/)).toBeVisible();
    expect(dialog.getByText(/every account holder is mailed their bill/)).toBeVisible();
    expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts()).toEqual([]);
  });

  it('keeps the reason issuing was refused on the page', async () => {
    const user = userEvent.setup();
    const message =
      'A tariff this run used has changed since it was computed. Run it again, then issue it.';
    const { posts } = open({ 'POST /api/utility-billing-runs/4/issue': conflict(message) });
    await user.click(await screen.findByRole('button', { name: 'Issue all bills' }));
    const dialog = await screen.findByRole('dialog', { name: /Issue all bills/ });
    await user.click(within(dialog).getByRole('button', { name: 'Issue all bills' }));
    const alert = (await screen.findByText('Not done')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(message);
    expect(posts()).toEqual(['/api/utility-billing-runs/4/issue']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fact('Status')).toHaveTextContent('Draft');
  });

  it('issues the run once confirmed: no more Run again nor Issue', async () => {
    const user = userEvent.setup();
    const issued = makeRun({
      status: 'issued',
      issued_by: 'Bea Biller',
      issued_at: '2026-12-02T08:00:00.000Z',
    });
    open({
      'POST /api/utility-billing-runs/4/issue': success(
        issued,
        '2 bills issued for November 2026.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Issue all bills' }));
    const dialog = await screen.findByRole('dialog', { name: /Issue all bills/ });
    await user.click(within(dialog).getByRole('button', { name: 'Issue all bills' }));
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Issued'));
    expect(fact('Issued')).toHaveTextContent(/^Bea Biller, /);
    expect(screen.queryByRole('button', { name: 'Issue all bills' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
  });

  it('Run again lists the connections it could not bill, and why', async () => {
    const user = userEvent.setup();
    const recomputed = makeRun({
      unbilled: [
        { connection_id: 15, connection_number: 'W-TC-P4-0001', reason: 'No meter is fitted.' },
      ],
    });
    const { posts } = open({
      'POST /api/utility-billing-runs': {
        status: 201,
        ...success(recomputed, '2 draft bills computed for November 2026.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    const unbilled = within(await screen.findByRole('table', { name: 'Connections not billed' }));
    expect(unbilled.getByText('No meter is fitted.')).toBeInTheDocument();
    expect(unbilled.getByRole('link', { name: 'W-TC-P4-0001' })).toHaveAttribute(
      'href',
      '/account/show-utility-connection/15',
    );
    expect(posts()).toEqual(['/api/utility-billing-runs']);
  });

  it('shows those who only read it no way to run or issue it', async () => {
    open({}, makeUser({ permissions: ['utilities.view_all'] }));
    await screen.findByRole('heading', { level: 1, name: 'Billing run November 2026' });
    expect(screen.queryByRole('button', { name: 'Issue all bills' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
  });
});
