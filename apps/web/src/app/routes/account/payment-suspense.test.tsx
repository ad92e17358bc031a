import { screen, waitFor, within } from '@testing-library/react';
import type { SuspenseItem } from '@portal/shared/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { conflict, openScreen, refused } from '@web/testing/open-screen';
import { columnHeaders, onePage } from '@web/testing/paged-lists';
import { cashier } from '@web/testing/utility-billing';
import { Component as Suspense } from './payment-suspense';

/** Paid to the paybill under an account number no invoice has: 1,500 KES held. */
function makeHeld(overrides: Partial<SuspenseItem> = {}): SuspenseItem {
  return {
    id: 3,
    provider: 'mpesa',
    transaction_id: 'QK7H2M1XYZ',
    method: 'mobile_money',
    amount: 150_000,
    currency: 'KES',
    account_reference: '2026-00031',
    payer: '254712345678',
    paid_at: '2026-11-26T11:05:00.000Z',
    reason: 'unknown_reference',
    status: 'held',
    invoice_number: null,
    resolution_note: null,
    resolved_by: null,
    resolved_at: null,
    ...overrides,
  };
}

const held = makeHeld();
const overpaid = makeHeld({
  id: 4,
  transaction_id: 'QK8J3N2ABC',
  amount: 2_000_000,
  account_reference: 'INV-2026-000031',
  reason: 'over_balance',
});
const allocated = makeHeld({
  id: 2,
  transaction_id: 'QJ1A0B9DEF',
  status: 'allocated',
  invoice_number: 'INV-2026-000031',
  resolution_note: 'The payer typed the year only; the amount is the registration fee.',
  resolved_by: 'Fay Finance',
  resolved_at: '2026-11-27T06:30:00.000Z',
});
const heldList = { body: onePage('payments/suspense', [overpaid, held]) };

const rowOf = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Money in suspense' });
  return within((await within(table).findByText(text)).closest('tr')!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('money in suspense', () => {
  it('opens on the held payments: when, how, what was typed, how much and why', async () => {
    const { calls } = openScreen(<Suspense />, '/account/payment-suspense', cashier, {
      'GET /api/payments/suspense': heldList,
    });
    const table = await screen.findByRole('table', { name: 'Money in suspense' });
    expect(calls()).toEqual(['/api/payments/suspense?status=held']);
    expect(columnHeaders(table)).toEqual([
      '#',
      'Paid at (Nairobi)',
      'Provider',
      'Transaction',
      'Account reference',
      'Amount',
      'Payer phone',
      'Why held',
      'Status',
      'Action',
    ]);
    const row = await rowOf('QK7H2M1XYZ');
    // 11:05 UTC is 14:05 in Nairobi, whatever the reader's zone.
    expect(row.getByText('26 Nov 2026, 14:05')).toBeInTheDocument();
    expect(row.getByText('M-Pesa')).toBeInTheDocument();
    expect(row.getByText('2026-00031')).toBeInTheDocument();
    expect(row.getByText('1,500 KES')).toBeInTheDocument();
    expect(row.getByText('254712345678')).toBeInTheDocument();
    expect(row.getByText('No invoice has this account number')).toBeInTheDocument();
    expect(row.getByText('Held')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Allocate QK7H2M1XYZ' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Refund QK7H2M1XYZ' })).toBeInTheDocument();
    const other = await rowOf('QK8J3N2ABC');
    expect(other.getByText("More than the invoice's balance")).toBeInTheDocument();
  });

  it('keeps another status in the address, and shows what was done, by whom and when', async () => {
    const { user, calls, address } = openScreen(
      <Suspense />,
      '/account/payment-suspense',
      cashier,
      {
        'GET /api/payments/suspense': heldList,
        'GET /api/payments/suspense?status=allocated': {
          body: onePage('payments/suspense', [allocated]),
        },
      },
    );
    await screen.findByRole('table', { name: 'Money in suspense' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Allocated' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address()).toBe('/account/payment-suspense?status=allocated'));
    const row = await rowOf('QJ1A0B9DEF');
    expect(calls().at(-1)).toBe('/api/payments/suspense?status=allocated');
    expect(row.getByText('Allocated')).toBeInTheDocument();
    expect(row.getByText('INV-2026-000031')).toBeInTheDocument();
    expect(row.getByText(/typed the year only/)).toBeInTheDocument();
    expect(row.getByText('Fay Finance, 27 Nov 2026, 09:30')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Allocate/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Resolution' })).toBeInTheDocument();
  });

  it('asks for every status when All is chosen, and Clear goes back to the held ones', async () => {
    const { user, calls, address } = openScreen(
      <Suspense />,
      '/account/payment-suspense?status=all',
      cashier,
      {
        'GET /api/payments/suspense': { body: onePage('payments/suspense', [held, allocated]) },
        'GET /api/payments/suspense?status=held': heldList,
      },
    );
    await rowOf('QJ1A0B9DEF');
    expect(calls()).toEqual(['/api/payments/suspense']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
    // Only what is still held can be acted on.
    expect((await rowOf('QK7H2M1XYZ')).getByRole('button', { name: /^Refund/ })).toBeVisible();
    expect((await rowOf('QJ1A0B9DEF')).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(address()).toBe('/account/payment-suspense'));
    await waitFor(() => expect(calls().at(-1)).toBe('/api/payments/suspense?status=held'));
  });

  it('allocates a payment to the invoice named, with the note, and lists the payments again', async () => {
    const { user, posted, calls } = openScreen(<Suspense />, '/account/payment-suspense', cashier, {
      'GET /api/payments/suspense': heldList,
      'POST /api/payments/suspense/3/allocate': success(
        { ...held, status: 'allocated' },
        'Payment allocated.',
      ),
    });
    const row = await rowOf('QK7H2M1XYZ');
    await user.click(row.getByRole('button', { name: 'Allocate QK7H2M1XYZ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Allocate QK7H2M1XYZ' }));
    // The payment acted on, to check it is the one meant.
    expect(dialog.getByText('1,500 KES')).toBeInTheDocument();
    expect(dialog.getByText('26 Nov 2026, 14:05')).toBeInTheDocument();
    expect(dialog.getByText('2026-00031')).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Allocate' });
    expect(submit).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Invoice number' }), 'INV-2026-000031');
    await user.type(
      dialog.getByRole('textbox', { name: 'Note' }),
      'Account number typed without INV-.',
    );
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      [
        'POST /api/payments/suspense/3/allocate',
        { invoice_number: 'INV-2026-000031', note: 'Account number typed without INV-.' },
      ],
    ]);
    expect(await screen.findByText('Payment allocated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls().filter((call) => call === '/api/payments/suspense?status=held')).toHaveLength(
        2,
      ),
    );
  });

  it('shows an invoice that cannot take the payment under its number', async () => {
    const message = 'No invoice has this number.';
    const { user, posted } = openScreen(<Suspense />, '/account/payment-suspense', cashier, {
      'GET /api/payments/suspense': heldList,
      'POST /api/payments/suspense/3/allocate': refused({ invoice_number: [message] }),
    });
    const row = await rowOf('QK7H2M1XYZ');
    await user.click(row.getByRole('button', { name: 'Allocate QK7H2M1XYZ' }));
    const dialog = within(await screen.findByRole('dialog'));
    const number = dialog.getByRole('textbox', { name: 'Invoice number' });
    await user.type(number, 'INV-2026-999999');
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'The payer says so.');
    await user.click(dialog.getByRole('button', { name: 'Allocate' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(new RegExp(message)));
    expect(posted()).toHaveLength(1);
    // The form stays for finance to correct the number.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refunds a payment with the note saying how, and says so', async () => {
    const { user, posted } = openScreen(<Suspense />, '/account/payment-suspense', cashier, {
      'GET /api/payments/suspense': heldList,
      'POST /api/payments/suspense/3/refund': success(
        { ...held, status: 'refunded' },
        'Payment marked as refunded.',
      ),
    });
    const row = await rowOf('QK7H2M1XYZ');
    await user.click(row.getByRole('button', { name: 'Refund QK7H2M1XYZ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund QK7H2M1XYZ' }));
    const submit = dialog.getByRole('button', { name: 'Mark as refunded' });
    expect(submit).toBeDisabled();
    await user.type(
      dialog.getByRole('textbox', { name: 'Note' }),
      'Sent back by M-Pesa B2C on 27 November.',
    );
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      ['POST /api/payments/suspense/3/refund', { note: 'Sent back by M-Pesa B2C on 27 November.' }],
    ]);
    expect(await screen.findByText('Payment marked as refunded.')).toBeInTheDocument();
  });

  it('shows a refund’s refused note under it', async () => {
    const message = 'Enter at most 1000 characters.';
    const { user } = openScreen(<Suspense />, '/account/payment-suspense', cashier, {
      'GET /api/payments/suspense': heldList,
      'POST /api/payments/suspense/3/refund': refused({ note: [message] }),
    });
    const row = await rowOf('QK7H2M1XYZ');
    await user.click(row.getByRole('button', { name: 'Refund QK7H2M1XYZ' }));
    const dialog = within(await screen.findByRole('dialog'));
    const note = dialog.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Paid back.');
    await user.click(dialog.getByRole('button', { name: 'Mark as refunded' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription(new RegExp(message)));
  });

  it('keeps the reason in the dialog when the payment was dealt with meanwhile', async () => {
    const message = 'This payment is not held in suspense any more.';
    const { user, calls } = openScreen(<Suspense />, '/account/payment-suspense', cashier, {
      'GET /api/payments/suspense': heldList,
      'POST /api/payments/suspense/3/refund': conflict(message),
    });
    const row = await rowOf('QK7H2M1XYZ');
    await user.click(row.getByRole('button', { name: 'Refund QK7H2M1XYZ' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'Paid back.');
    await user.click(dialog.getByRole('button', { name: 'Mark as refunded' }));
    const alert = (await dialog.findByText('Not done')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(message);
    // The list is asked again: the row has moved on.
    await waitFor(() =>
      expect(calls().filter((call) => call === '/api/payments/suspense?status=held')).toHaveLength(
        2,
      ),
    );
  });
});
