import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReconciliationItem } from '@portal/shared/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { conflict, refused } from '@web/testing/open-screen';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { cashier } from '@web/testing/utility-billing';

const line = (overrides: Partial<ReconciliationItem>): ReconciliationItem => ({
  id: 1,
  outcome: 'matched',
  transaction_id: 'QK1AAAAAAA',
  account_reference: '2026-000031',
  currency: 'KES',
  portal_amount: 150_000,
  provider_amount: 150_000,
  resolution_note: null,
  resolved_by: null,
  resolved_at: null,
  ...overrides,
});

const missing = line({
  id: 11,
  outcome: 'missing_in_portal',
  transaction_id: 'QK9ZZZZZZZ',
  account_reference: 'TC 31',
  portal_amount: null,
  provider_amount: 250_000,
});
const differs = line({
  id: 12,
  outcome: 'amount_differs',
  transaction_id: 'QK8YYYYYYY',
  portal_amount: 100_000,
  provider_amount: 100_050,
  resolution_note: 'The provider rounded; their support confirmed it.',
  resolved_by: 'Fay Finance',
  resolved_at: '2026-11-27T07:00:00.000Z',
});
const matched = line({ id: 13 });
// As the server orders them: unresolved, resolved, then matched.
const day = {
  id: 5,
  provider: 'mpesa',
  day: '2026-11-26',
  matched: 1,
  differences: 2,
  unresolved: 1,
  created_at: '2026-11-27T00:10:00.000Z',
  items: [missing, differs, matched],
};

/** The day's page; `answers` is the table the stub reads, so a test may change it as it goes. */
function open(answers: Record<string, Answer> = {}) {
  answers['GET /api/payments/reconciliations/5'] ??= success(day);
  const fetch = stubFetch(answers);
  renderApp('/account/show-payment-reconciliation/5', { user: cashier });
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [
        new URL(String(input)).pathname,
        JSON.parse(String(init?.body)) as unknown,
      ]);
  const asked = () => fetch.mock.calls.map(([input]) => new URL(String(input)).pathname);
  return { fetch, posted, asked };
}

const rowOf = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Lines' });
  return within((await within(table).findByText(text)).closest('tr')!);
};

const fact = (label: string) =>
  screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a reconciliation', () => {
  it('shows the day’s counts and its lines, each difference resolved or to resolve', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Reconciliation M-Pesa, / }),
    ).toBeVisible();
    expect(fact('Unresolved')).toHaveTextContent('1 to resolve');
    expect(fact('Differences')).toHaveTextContent('2');
    const table = await screen.findByRole('table', { name: 'Lines' });
    const transactions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(transactions).toEqual(['QK9ZZZZZZZ', 'QK8YYYYYYY', 'QK1AAAAAAA']);

    const toResolve = await rowOf('QK9ZZZZZZZ');
    expect(toResolve.getByText('Missing in the portal')).toBeInTheDocument();
    expect(toResolve.getByText('2,500 KES')).toBeInTheDocument();
    expect(toResolve.getByText('Not resolved yet')).toBeInTheDocument();
    expect(toResolve.getByRole('button', { name: 'Resolve QK9ZZZZZZZ' })).toBeInTheDocument();

    const resolved = await rowOf('QK8YYYYYYY');
    expect(resolved.getByText('Amount differs')).toBeInTheDocument();
    expect(resolved.getByText('1,000 KES')).toBeInTheDocument();
    expect(resolved.getByText('1,000.50 KES')).toBeInTheDocument();
    expect(resolved.getByText(/The provider rounded/)).toBeInTheDocument();
    expect(resolved.getByText('Fay Finance, 27 Nov 2026, 10:00')).toBeInTheDocument();
    expect(resolved.queryByRole('button')).not.toBeInTheDocument();

    expect((await rowOf('QK1AAAAAAA')).getByText('Matched')).toBeInTheDocument();
  });

  it('resolves a difference with a note, then shows the day again', async () => {
    const user = userEvent.setup();
    const { posted, asked } = open({
      'POST /api/payments/reconciliation-items/11/resolve': success(
        { ...missing, resolution_note: 'Recorded by hand.' },
        'Difference resolved.',
      ),
    });
    const row = await rowOf('QK9ZZZZZZZ');
    await user.click(row.getByRole('button', { name: 'Resolve QK9ZZZZZZZ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve QK9ZZZZZZZ' }));
    expect(dialog.getByText('Missing in the portal')).toBeInTheDocument();
    expect(dialog.getByText('2,500 KES')).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Resolve' });
    expect(submit).toBeDisabled();
    await user.type(
      dialog.getByRole('textbox', { name: 'Note' }),
      'The payer paid twice; the second was refunded by the provider.',
    );
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      [
        '/api/payments/reconciliation-items/11/resolve',
        { note: 'The payer paid twice; the second was refunded by the provider.' },
      ],
    ]);
    expect(await screen.findByText('Difference resolved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(asked().filter((path) => path === '/api/payments/reconciliations/5')).toHaveLength(2),
    );
  });

  it('shows a refused note under it, and keeps a line resolved meanwhile in the dialog', async () => {
    const user = userEvent.setup();
    const tooLong = 'Enter at most 1000 characters.';
    const answers: Record<string, Answer> = {
      'POST /api/payments/reconciliation-items/11/resolve': refused({ note: [tooLong] }),
    };
    open(answers);
    await user.click((await rowOf('QK9ZZZZZZZ')).getByRole('button', { name: /^Resolve/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const note = dialog.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Checked.');
    await user.click(dialog.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(new RegExp(tooLong)));

    const resolved = 'This difference is resolved already.';
    answers['POST /api/payments/reconciliation-items/11/resolve'] = conflict(resolved);
    await user.type(note, ' Again.');
    await user.click(dialog.getByRole('button', { name: 'Resolve' }));
    const alert = (await dialog.findByText('Not done')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(resolved);
  });

  it('Download CSV asks for the day’s file and saves it under its name', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = () => 'blob:http://localhost/reconciliation';
    URL.revokeObjectURL = () => undefined;
    const { asked } = open({
      'GET /api/payments/reconciliations/5/csv': {
        file: 'outcome,transaction_id\n',
        type: 'text/csv',
        name: 'reconciliation-mpesa-2026-11-26.csv',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['reconciliation-mpesa-2026-11-26.csv']));
    expect(asked().at(-1)).toBe('/api/payments/reconciliations/5/csv');
  });
});
