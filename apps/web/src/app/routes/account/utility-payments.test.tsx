import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@portal/shared/current-user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { admin } from '@web/testing/fixtures';
import { onePage } from '@web/testing/paged-lists';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { cashier, makeBill } from '@web/testing/utility-billing';
import { makeConnection } from '@web/testing/utility-connections';

const october = makeBill({
  id: 190,
  invoice_number: 'INV-2026-000020',
  period: '2026-10',
  due_date: '2026-11-14',
  balance: 1_000_00,
});
const november = makeBill();
const draft = makeBill({ id: 230, status: 'draft', period: '2026-12', invoice_number: null });
const arrears = success({
  currency: 'KES',
  buckets: [],
  connections: [
    {
      connection_id: 4,
      connection_number: 'W-TC-P3-0079',
      account_holder: 'Ivy Investor',
      overdue: 1_000_00,
      oldest_due_date: '2026-11-14',
      days_past_due: 19,
    },
  ],
});
const recorded = success(
  {
    receipt_id: 5,
    amount: 3_000_00,
    settled: [
      { bill_id: 190, invoice_number: 'INV-2026-000020', amount: 1_000_00 },
      { bill_id: 9, invoice_number: 'INV-2026-000055', amount: 1_458_00 },
    ],
    credit: 542_00,
    currency: 'KES',
  },
  'Payment of 3,000 KES recorded.',
);

function open(path: string, user: CurrentUser, answers: Record<string, Answer> = {}) {
  const fetch = stubFetch({
    'GET /api/utility-arrears': arrears,
    'POST /api/utility-connections/4/payments': { status: 201, ...recorded },
    ...answers,
  });
  renderApp(path, { user });
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { posted };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Amount (KES)' }), '3,000');
  await user.click(screen.getByRole('combobox', { name: 'Method' }));
  await user.click(await screen.findByRole('option', { name: 'Mobile money' }));
  await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'QK7H2M1');
  await user.type(screen.getByLabelText(/Paid on/), '2026-12-02');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recording a payment on an account', () => {
  it('records money from the arrears, then shows what each bill took and the credit carried', async () => {
    const user = userEvent.setup();
    const { posted } = open('/account/utility-payments/4', cashier);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Record a payment on an account' }),
    ).toBeVisible();
    const facts = within((await screen.findAllByRole('table'))[0]!);
    expect(facts.getByText('W-TC-P3-0079')).toBeInTheDocument();
    expect(facts.getByText('Ivy Investor')).toBeInTheDocument();
    expect(facts.getByRole('rowheader', { name: 'Past due' }).nextElementSibling).toHaveTextContent(
      '1,000 KES',
    );
    // Finance reads no bill: the oldest open one is settled first.
    expect(
      screen.queryByRole('combobox', { name: /Bill to settle first/ }),
    ).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    const took = within(await screen.findByRole('table', { name: 'What each bill took' }));
    expect(
      took.getByRole('rowheader', { name: 'INV-2026-000020' }).closest('tr'),
    ).toHaveTextContent('1,000 KES');
    expect(
      took.getByRole('rowheader', { name: 'INV-2026-000055' }).closest('tr'),
    ).toHaveTextContent('1,458 KES');
    expect(screen.getByText('Credit carried to the next bill: 542 KES.')).toBeVisible();
    expect(posted()).toEqual([
      { amount: 3_000_00, method: 'mobile_money', reference: 'QK7H2M1', paid_on: '2026-12-02' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Record another payment' }));
    expect(await screen.findByRole('textbox', { name: 'Amount (KES)' })).toHaveValue('');
  });

  it('settles the bill it was opened from first, chosen among the open ones', async () => {
    const user = userEvent.setup();
    const { posted } = open('/account/utility-payments/4?bill=9', admin(), {
      'GET /api/utility-connections/4': success(makeConnection()),
      'GET /api/utility-bills': { body: onePage('utility-bills', [draft, november, october]) },
    });
    const fact = async (label: string) =>
      (await screen.findByRole('rowheader', { name: label })).nextElementSibling;
    expect(await fact('Owed')).toHaveTextContent('4,500 KES');
    expect(await fact('Credit waiting')).toHaveTextContent('1,000.50 KES');
    const billField = await screen.findByRole('combobox', { name: /Bill to settle first/ });
    expect(billField).toHaveValue('INV-2026-000055, November 2026: 12,345.50 KES left');
    await user.click(billField);
    // Open bills only, the oldest first.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'INV-2026-000020, October 2026: 1,000 KES left',
      'INV-2026-000055, November 2026: 12,345.50 KES left',
    ]);
    await user.keyboard('{Escape}');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByRole('table', { name: 'What each bill took' });
    expect(posted()).toEqual([
      {
        amount: 3_000_00,
        method: 'mobile_money',
        reference: 'QK7H2M1',
        paid_on: '2026-12-02',
        bill_id: '9',
      },
    ]);
  });
});
