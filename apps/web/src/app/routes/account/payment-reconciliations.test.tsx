import { screen, within } from '@testing-library/react';
import type { Reconciliation } from '@portal/shared/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstOfTwoPages, openScreen } from '@web/testing/open-screen';
import { columnHeaders } from '@web/testing/paged-lists';
import { cashier } from '@web/testing/utility-billing';
import { Component as Reconciliations } from './payment-reconciliations';

function makeDay(overrides: Partial<Reconciliation> = {}): Reconciliation {
  return {
    id: 5,
    provider: 'mpesa',
    day: '2026-11-26',
    matched: 41,
    differences: 2,
    unresolved: 1,
    created_at: '2026-11-27T00:10:00.000Z',
    ...overrides,
  };
}

const rowOf = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Reconciliations' });
  return within((await within(table).findByText(text)).closest('tr')!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reconciliations', () => {
  it('lists each day, the unresolved ones standing out, each leading to its lines', async () => {
    const card = makeDay({
      id: 4,
      provider: 'aggregator',
      day: '2026-11-25',
      matched: 7,
      differences: 1,
      unresolved: 0,
    });
    const { calls } = openScreen(<Reconciliations />, '/account/payment-reconciliations', cashier, {
      'GET /api/payments/reconciliations': {
        body: firstOfTwoPages('payments/reconciliations', [makeDay(), card]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Reconciliations' });
    expect(calls()).toEqual(['/api/payments/reconciliations']);
    expect(columnHeaders(table)).toEqual([
      '#',
      'Day',
      'Provider',
      'Matched',
      'Differences',
      'Unresolved',
      'Action',
    ]);
    const open = await rowOf('M-Pesa');
    expect(open.getByText('41')).toBeInTheDocument();
    expect(open.getByText('1 to resolve')).toBeInTheDocument();
    expect(open.getByRole('link', { name: /^Show M-Pesa/ })).toHaveAttribute(
      'href',
      '/account/show-payment-reconciliation/5',
    );
    const done = await rowOf('Payment aggregator');
    expect(done.getByText('None')).toBeInTheDocument();
    expect(done.getByRole('link', { name: /^Show Payment aggregator/ })).toHaveAttribute(
      'href',
      '/account/show-payment-reconciliation/4',
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('says when no day has been reconciled yet', async () => {
    openScreen(<Reconciliations />, '/account/payment-reconciliations', cashier, {
      'GET /api/payments/reconciliations': {
        body: { ...firstOfTwoPages('payments/reconciliations', []), last_page: 1, total: 0 },
      },
    });
    expect(await screen.findByText(/No day has been reconciled yet/)).toBeInTheDocument();
  });
});
