import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { conflict, openScreen } from '@web/testing/open-screen';
import { columnHeaders, onePage } from '@web/testing/paged-lists';
import { biller, makeCreditNote } from '@web/testing/utility-billing';
import { Component as CreditNotes } from './utility-credit-notes';

const carls = makeCreditNote();
const beas = makeCreditNote({
  id: 8,
  connection_number: 'E-TC-P3-0079',
  amount: 120_00,
  reason: 'Estimate far too high',
  requested_by_id: 50,
  requested_by: 'Bea Biller',
});
const approved = makeCreditNote({
  id: 6,
  connection_number: 'W-TC-P1-0007',
  status: 'approved',
  decided_by: 'Olu Other',
  decided_at: '2026-12-03T10:00:00.000Z',
});
const pending = { body: onePage('utility-credit-notes', [beas, carls]) };

const rowOf = async (number: string) => {
  const table = await screen.findByRole('table', { name: 'Credit notes' });
  return within(within(table).getByText(number).closest('tr')!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('credit notes', () => {
  it('opens on the pending notes, and refuses to let one decide one’s own, saying why', async () => {
    const { calls, posted } = openScreen(<CreditNotes />, '/account/utility-credit-notes', biller, {
      'GET /api/utility-credit-notes': pending,
    });
    const table = await screen.findByRole('table', { name: 'Credit notes' });
    expect(calls()).toEqual(['/api/utility-credit-notes?status=pending']);
    expect(columnHeaders(table)).toEqual([
      '#',
      'Bill',
      'Amount',
      'Reason',
      'Status',
      'Raised',
      'Decided',
      'Action',
    ]);
    const own = await rowOf('E-TC-P3-0079');
    const approve = own.getByRole('button', { name: /^Approve/ });
    expect(approve).toBeDisabled();
    expect(own.getByRole('button', { name: /^Reject/ })).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'A credit note is approved by a second person: you raised this one.',
    );
    const other = await rowOf('Meter misread by a digit');
    expect(other.getByRole('button', { name: /^Approve/ })).toBeEnabled();
    expect(other.getByRole('link', { name: /W-TC-P3-0079/ })).toHaveAttribute(
      'href',
      '/account/utility-bills/9',
    );
    expect(posted()).toEqual([]);
  });

  it('approves another person’s note', async () => {
    const decided = { ...carls, status: 'approved', decided_by: 'Bea Biller' };
    const { user, posted } = openScreen(<CreditNotes />, '/account/utility-credit-notes', biller, {
      'GET /api/utility-credit-notes': pending,
      'POST /api/utility-credit-notes/7/approve': success(
        decided,
        'Credit note approved: the next bill takes it.',
      ),
    });
    const other = await rowOf('Meter misread by a digit');
    await user.click(
      other.getByRole('button', { name: 'Approve credit note on W-TC-P3-0079, November 2026' }),
    );
    await waitFor(() =>
      expect(posted()).toEqual([['POST /api/utility-credit-notes/7/approve', {}]]),
    );
  });

  it('says so when a note was decided meanwhile', async () => {
    const message = 'This credit note is decided already.';
    const { user } = openScreen(<CreditNotes />, '/account/utility-credit-notes', biller, {
      'GET /api/utility-credit-notes': pending,
      'POST /api/utility-credit-notes/7/reject': conflict(message),
    });
    const other = await rowOf('Meter misread by a digit');
    await user.click(other.getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows decided notes with who decided them and when, the status in the address', async () => {
    const { user, calls, address } = openScreen(
      <CreditNotes />,
      '/account/utility-credit-notes',
      biller,
      {
        'GET /api/utility-credit-notes': pending,
        'GET /api/utility-credit-notes?status=approved': {
          body: onePage('utility-credit-notes', [approved]),
        },
      },
    );
    await screen.findByRole('table', { name: 'Credit notes' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address()).toBe('/account/utility-credit-notes?status=approved'));
    const row = await rowOf('W-TC-P1-0007');
    expect(row.getByText('Approved')).toBeInTheDocument();
    expect(row.getByText(/^Olu Other, /)).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(calls().at(-1)).toBe('/api/utility-credit-notes?status=approved');
  });
});
