import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UtilityBill } from '@portal/shared/utility-bills';
import type { CurrentUser } from '@portal/shared/current-user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { admin } from '@web/testing/fixtures';
import { refused } from '@web/testing/open-screen';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { biller, makeBill, makeCreditNote } from '@web/testing/utility-billing';

function open(bill: UtilityBill, user: CurrentUser = biller, answers: Record<string, Answer> = {}) {
  const fetch = stubFetch({ 'GET /api/utility-bills/9': success(bill), ...answers });
  renderApp('/account/utility-bills/9', { user });
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [
        new URL(String(input)).pathname,
        JSON.parse(String(init?.body)) as unknown,
      ]);
  return { posted };
}

// The bill's facts come first; the charges' foot repeats the amount due.
const fact = (label: string) =>
  screen.getAllByRole('rowheader', { name: label })[0]!.nextElementSibling as HTMLElement;
const footRow = (label: string) =>
  within(screen.getByRole('table', { name: 'Charges' }))
    .getByRole('rowheader', { name: label })
    .closest('tr')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a bill as staff see it', () => {
  it('reads line by line: readings with dates and sources, charges, tax, credits, arrears, amount due', async () => {
    const closing = {
      value: 1234,
      read_at: '2026-11-30T06:15:00.000Z',
      source: 'customer' as const,
    };
    open(makeBill({ closing_reading: closing }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bill INV-2026-000055' }),
    ).toBeVisible();
    expect(fact('Connection')).toHaveTextContent('W-TC-P3-0079');
    expect(fact('Month')).toHaveTextContent('November 2026');
    expect(fact('Invoice')).toHaveTextContent('INV-2026-000055');
    expect(fact('Verification code')).toHaveTextContent('UB7K-2M9Q-X4TD');
    expect(fact('Due')).toHaveTextContent('Dec 15, 2026');
    expect(fact('Amount due')).toHaveTextContent('12,345.50 KES');
    const readings = within(screen.getByRole('table', { name: 'Readings' }));
    expect(readings.getByRole('rowheader', { name: 'Opening' }).closest('tr')).toHaveTextContent(
      /1200.*31 October 2026 at 09:00 \(Nairobi time\).*Actual/,
    );
    expect(readings.getByRole('rowheader', { name: 'Closing' }).closest('tr')).toHaveTextContent(
      /1234.*30 November 2026.*Holder's own/,
    );
    expect(screen.getByText(/^Used: 34 m³/)).toBeVisible();
    const charges = within(screen.getByRole('table', { name: 'Charges' }));
    expect(
      charges.getByRole('rowheader', { name: 'Block 2 (6 to 20 m³)' }).closest('tr'),
    ).toHaveTextContent(/14.*67 KES\/m³.*938 KES/);
    expect(footRow('Subtotal')).toHaveTextContent('4,041.25 KES');
    expect(footRow('Tax')).toHaveTextContent('0 KES');
    expect(footRow('Credits taken')).toHaveTextContent('-1,000 KES');
    expect(footRow('This bill')).toHaveTextContent('3,041.25 KES');
    expect(footRow('Owed from earlier bills')).toHaveTextContent('9,304.25 KES');
    expect(footRow('Amount due')).toHaveTextContent('12,345.50 KES');
  });

  it('says a draft reaches nobody until issued, and offers no credit note on it', async () => {
    open(
      makeBill({
        status: 'draft',
        invoice_id: null,
        invoice_number: null,
        code: null,
        issued_at: null,
      }),
      admin(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bill W-TC-P3-0079' }),
    ).toBeVisible();
    expect(screen.getByText(/reaches its holder only when the month is issued/)).toBeVisible();
    expect(fact('Invoice')).toHaveTextContent('Made when the month is issued');
    expect(screen.queryByRole('button', { name: 'Raise a credit note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record a payment' })).not.toBeInTheDocument();
  });

  it('raises a credit note in shillings, saying a second person approves it and the next bill takes it', async () => {
    const user = userEvent.setup();
    const { posted } = open(makeBill(), biller, {
      'POST /api/utility-bills/9/credit-notes': {
        status: 201,
        ...success(makeCreditNote(), 'Credit note raised: a second person approves it.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Raise a credit note' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Raise a credit note: INV-2026-000055' }),
    );
    expect(dialog.getByText(/A second person who bills approves or rejects/)).toBeVisible();
    expect(dialog.getByText(/credited to this account's next bill/)).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Amount (KES)' }), '58');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Meter misread by a digit');
    await user.click(dialog.getByRole('button', { name: 'Raise the credit note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      ['/api/utility-bills/9/credit-notes', { amount: 58_00, reason: 'Meter misread by a digit' }],
    ]);
  });

  it('puts an amount over what the bill charged under its field', async () => {
    const user = userEvent.setup();
    const message = "A credit note cannot be more than the bill's remaining 1,558 KES.";
    open(makeBill(), biller, {
      'POST /api/utility-bills/9/credit-notes': refused({ amount: [message] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Raise a credit note' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Raise a credit note/ }));
    await user.type(dialog.getByRole('textbox', { name: 'Amount (KES)' }), '2,000');
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Too much');
    await user.click(dialog.getByRole('button', { name: 'Raise the credit note' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Amount (KES)' })).toHaveAccessibleDescription(
        new RegExp(message),
      ),
    );
    expect(dialog.getByRole('link', { name: `Amount (KES): ${message}` })).toBeInTheDocument();
  });

  it('offers Record a payment to those who record payments, naming this bill', async () => {
    open(makeBill(), admin());
    expect(await screen.findByRole('link', { name: 'Record a payment' })).toHaveAttribute(
      'href',
      '/account/utility-payments/4?bill=9',
    );
  });
});
