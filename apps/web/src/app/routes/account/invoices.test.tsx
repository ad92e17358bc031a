import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@portal/shared/money';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInvoice } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { conflict, firstOfTwoPages, openScreen, refused } from '@web/testing/open-screen';
import { columnHeaders } from '@web/testing/paged-lists';
import { Component as Invoices } from './invoices';

const finance = makeUser({ id: 40, name: 'Fay Finance', permissions: ['payments.record'] });
const fee = makeInvoice();
const premium = makeInvoice({
  id: 6,
  number: 'INV-2026-000006',
  purpose: 'stand_premium',
  description: 'Stand premium',
  amount: 250_000_050,
  paid: 250_000_050,
  balance: 0,
  status: 'paid',
});
const listed = { body: firstOfTwoPages('invoices', [fee, premium]) };
const kes = (amount: number) => formatMoney({ amount, currency: 'KES' });

const rowNamed = async (number: string) => {
  const table = await screen.findByRole('table', { name: 'Invoices' });
  const row = within(table).getByText(number).closest('tr');
  return within(row!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('invoices list', () => {
  it('shows what each invoice is for, what is paid and what is still due', async () => {
    const { calls } = openScreen(<Invoices />, '/account/invoices', finance, {
      'GET /api/invoices': listed,
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(calls()).toEqual(['/api/invoices']);
    expect(columnHeaders(table)).toEqual([
      '#',
      'Number',
      'Application or connection',
      'Payer',
      'For',
      'Amount',
      'Paid',
      'Balance',
      'Due',
      'Status',
      'Action',
    ]);
    const open = await rowNamed('INV-2026-000031');
    expect(open.getAllByText('15,000 KES')).toHaveLength(2);
    expect(open.getByText('0 KES')).toBeInTheDocument();
    expect(open.getByText('Open')).toBeInTheDocument();
    const paid = await rowNamed('INV-2026-000006');
    expect(paid.getAllByText('2,500,000.50 KES')).toHaveLength(2);
    expect(paid.getByText('Paid')).toBeInTheDocument();
    // Nothing is left to pay on a paid invoice.
    expect(paid.queryByRole('button', { name: /Record payment/ })).not.toBeInTheDocument();
    expect(
      open.getByRole('button', { name: 'Record payment INV-2026-000031' }),
    ).toBeInTheDocument();
  });

  it('keeps search and status in the address', async () => {
    const { user, calls, address } = openScreen(
      <Invoices />,
      '/account/invoices?status=open',
      finance,
      { 'GET /api/invoices': listed },
    );
    await screen.findByRole('table', { name: 'Invoices' });
    expect(calls()).toEqual(['/api/invoices?status=open']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
    await user.type(screen.getByRole('textbox', { name: /^Search/ }), 'EOI-2026-000012');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(address()).toBe('/account/invoices?search_term=EOI-2026-000012&status=open'),
    );
    await waitFor(() =>
      expect(calls().at(-1)).toBe('/api/invoices?search_term=EOI-2026-000012&status=open'),
    );
  });

  it('shows the server’s refusal of an address’s status under its field', async () => {
    const message = 'Choose one of the listed values.';
    openScreen(<Invoices />, '/account/invoices?status=lost', finance, {
      'GET /api/invoices': refused({ status: [message] }),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(message);
  });

  it('offers Record payment to those who record payments only', async () => {
    openScreen(<Invoices />, '/account/invoices', makeUser(), { 'GET /api/invoices': listed });
    const open = await rowNamed('INV-2026-000031');
    expect(open.getByRole('button', { name: 'PDF INV-2026-000031' })).toBeInTheDocument();
    expect(open.getByRole('link', { name: 'Show INV-2026-000031' })).toHaveAttribute(
      'href',
      '/account/show-invoice/31',
    );
    expect(open.queryByRole('button', { name: /Record payment/ })).not.toBeInTheDocument();
  });

  it('PDF saves the invoice, asked with the user’s token', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = () => 'blob:http://localhost/invoice';
    URL.revokeObjectURL = () => undefined;
    const { user, sent, calls } = openScreen(<Invoices />, '/account/invoices', makeUser(), {
      'GET /api/invoices': listed,
      'GET /api/invoices/31/pdf': {
        file: '%PDF-1.7\n%%EOF\n',
        type: 'application/pdf',
        name: 'INV-2026-000031.pdf',
      },
    });
    const open = await rowNamed('INV-2026-000031');
    await user.click(open.getByRole('button', { name: 'PDF INV-2026-000031' }));
    await waitFor(() => expect(saved).toEqual(['INV-2026-000031.pdf']));
    expect(calls().at(-1)).toBe('/api/invoices/31/pdf');
    const headers = sent.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-ivy');
  });

  it('Record payment sends the amount in cents and the row shows what is paid', async () => {
    const recorded = makeInvoice({ paid: 500_050, balance: 999_950 });
    const { user, posted } = openScreen(<Invoices />, '/account/invoices', finance, {
      'GET /api/invoices': listed,
      'POST /api/invoices/31/payments': {
        status: 201,
        body: { status: 'success', message: 'Payment recorded.', data: recorded },
      },
    });
    const open = await rowNamed('INV-2026-000031');
    await user.click(open.getByRole('button', { name: 'Record payment INV-2026-000031' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment: INV-2026-000031' });
    const form = within(dialog);
    await user.type(form.getByRole('textbox', { name: 'Amount (KES)' }), '5,000.50');
    await user.click(form.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Mobile money' }));
    await user.type(form.getByRole('textbox', { name: 'Reference' }), 'QK7H2M1');
    await user.type(form.getByLabelText(/Paid on/), '2026-11-23');
    await user.click(form.getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted()).toEqual([
      [
        'POST /api/invoices/31/payments',
        { amount: 500_050, method: 'mobile_money', reference: 'QK7H2M1', paid_on: '2026-11-23' },
      ],
    ]);
    const row = await rowNamed('INV-2026-000031');
    expect(row.getByText(kes(500_050))).toBeInTheDocument();
    expect(row.getByText(kes(999_950))).toBeInTheDocument();
    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
  });

  it('shows an amount over the balance under the amount, and a reused reference under its field', async () => {
    const overBalance = 'The payment cannot be more than the balance of the invoice.';
    const answers = {
      'GET /api/invoices': listed,
      'POST /api/invoices/31/payments': refused({ amount: [overBalance] }),
    };
    const { user, posted } = openScreen(<Invoices />, '/account/invoices', finance, answers);
    const open = await rowNamed('INV-2026-000031');
    await user.click(open.getByRole('button', { name: 'Record payment INV-2026-000031' }));
    const form = within(await screen.findByRole('dialog'));
    const amount = form.getByRole('textbox', { name: 'Amount (KES)' });
    await user.type(amount, '15000.01');
    await user.click(form.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Cheque' }));
    await user.type(form.getByRole('textbox', { name: 'Reference' }), 'CHQ-1');
    await user.type(form.getByLabelText(/Paid on/), '2026-11-23');
    await user.click(form.getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(overBalance)));
    expect(posted()).toHaveLength(1);
    expect(posted()[0]![1]).toMatchObject({ amount: 1_500_001 });

    const used = 'This reference is already recorded as a payment of invoice INV-2026-000007.';
    answers['POST /api/invoices/31/payments'] = {
      ...conflict(used),
      body: { status: 'error', message: used, code: 'conflict', errors: { reference: [used] } },
    };
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    // Under the field, not only in a toast that passes.
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Reference' })).toHaveAccessibleDescription(
        new RegExp(used),
      ),
    );
    // The form stays for the clerk to correct the reference.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says how to type an amount it cannot read, and sends nothing', async () => {
    const { user, posted } = openScreen(<Invoices />, '/account/invoices', finance, {
      'GET /api/invoices': listed,
    });
    const open = await rowNamed('INV-2026-000031');
    await user.click(open.getByRole('button', { name: 'Record payment INV-2026-000031' }));
    const form = within(await screen.findByRole('dialog'));
    const amount = form.getByRole('textbox', { name: 'Amount (KES)' });
    await user.type(amount, '15k');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(/Enter an amount such as 15000 or 15,000.50./);
    expect(form.getByRole('button', { name: 'Record payment' })).toBeDisabled();
    expect(posted()).toEqual([]);
  });
});
