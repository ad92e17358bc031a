import type { Invoice } from '@portal/shared/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeInvoice, success } from '@web/testing/applications';
import { makeAttempt, makeOptions, paidAttempt } from '@web/features/payments/testing/attempts';
import { scaled } from '../../../../../../e2e/support/machine';
import { makeProfile, makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';

const finance = makeUser({ id: 40, name: 'Fay Finance', permissions: ['payments.record'] });

function open(invoice: Invoice, user = makeUser(), answers: Record<string, Answer> = {}) {
  const table: Record<string, Answer> = {
    'GET /api/invoices/31': success(invoice),
    'GET /api/payments/options': success(makeOptions()),
    // Its permissions are the user's: the app refreshes the stored user's from the profile.
    'GET /api/profile': success(makeProfile({ id: user.id, permissions: user.permissions })),
    ...answers,
  };
  const fetch = stubFetch(table);
  const view = renderApp('/account/show-invoice/31', { user });
  return { fetch, table, ...view };
}

const fact = (label: string) =>
  screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;
const status = () => screen.getByText('Status').nextElementSibling;

const partlyPaid = makeInvoice({
  paid: 500_000,
  balance: 1_000_000,
  payments: [
    {
      id: 3,
      amount: 500_000,
      method: 'mobile_money',
      reference: 'QK7H2M1',
      paid_on: '2026-11-23',
      recorded_by: 'Fay Finance',
      created_at: '2026-11-23T09:00:00.000Z',
    },
  ],
});

describe('show-invoice', () => {
  it('shows what the invoice is for, what is paid and owed, and every payment into it', async () => {
    open(partlyPaid);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-000031' }),
    ).toBeVisible();
    expect(fact('For')).toHaveTextContent('Registration fee for EOI-2026-000012');
    expect(fact('Amount')).toHaveTextContent('15,000 KES');
    expect(fact('Paid')).toHaveTextContent('5,000 KES');
    expect(fact('Balance')).toHaveTextContent('10,000 KES');
    expect(fact('Due')).toHaveTextContent('Dec 24, 2026');
    expect(status()).toHaveTextContent('Open');
    const payments = within(screen.getByRole('table', { name: 'Payments' }));
    const row = payments.getByText('QK7H2M1').closest('tr')!;
    expect(row).toHaveTextContent(/Nov 23, 2026.*Mobile money.*QK7H2M1.*5,000 KES.*Fay Finance/);
    // The applicant's own: the application is theirs to open, and how to pay is spelt out.
    expect(within(fact('Application')).getByRole('link')).toHaveAttribute(
      'href',
      '/account/show-application/12',
    );
    expect(screen.getByText(/quoting/)).toHaveTextContent('INV-2026-000031');
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeVisible();
    expect(screen.getByText(/M-Pesa menu/)).toHaveTextContent('Account number 2026-000031');
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('says no payment is recorded yet, and offers finance Record payment, which shows the result', async () => {
    const user = userEvent.setup();
    const paid = makeInvoice({
      paid: 1_500_000,
      balance: 0,
      status: 'paid',
      payments: [{ ...partlyPaid.payments[0]!, amount: 1_500_000, reference: 'FT-991' }],
    });
    const { fetch } = open(makeInvoice(), finance, {
      'POST /api/invoices/31/payments': {
        status: 201,
        body: { status: 'success', message: 'Payment recorded.', data: paid },
      },
    });
    expect(await screen.findByText('No payment has been recorded yet.')).toBeVisible();
    // Finance sees every invoice but not every application: no link that would end in a 404.
    expect(within(fact('Application')).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = within(await screen.findByRole('dialog', { name: /INV-2026-000031/ }));
    await user.type(form.getByRole('textbox', { name: 'Amount (KES)' }), '15,000');
    await user.click(form.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await user.type(form.getByRole('textbox', { name: 'Reference' }), 'FT-991');
    await user.type(form.getByLabelText(/Paid on/), '2026-11-23');
    await user.click(form.getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      amount: 1_500_000,
      method: 'bank_transfer',
      reference: 'FT-991',
      paid_on: '2026-11-23',
    });
    await waitFor(() => expect(status()).toHaveTextContent('Paid'));
    expect(fact('Balance')).toHaveTextContent('0 KES');
    expect(
      within(screen.getByRole('table', { name: 'Payments' })).getByText('FT-991'),
    ).toBeVisible();
    // Nothing is left to pay; finance records payments rather than paying online.
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/quoting/)).not.toBeInTheDocument();
  });

  it('lets its payer pay it by M-Pesa, and shows it paid once the provider confirms', async () => {
    const user = userEvent.setup();
    const { table } = open(makeInvoice(), makeUser(), {
      'POST /api/invoices/31/payment-attempts': {
        status: 201,
        body: success(makeAttempt()).body,
      },
      'GET /api/payment-attempts/5': success(makeAttempt()),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const panel = within(screen.getByRole('group', { name: 'Pay invoice INV-2026-000031' }));
    await user.click(panel.getByRole('radio', { name: 'M-Pesa' }));
    await user.click(panel.getByRole('button', { name: 'Send the payment request' }));
    expect(await panel.findByText('Check your phone and enter your M-Pesa PIN')).toBeVisible();
    expect(status()).toHaveTextContent('Open');

    // Confirmed: the attempt says so at its next poll, and the invoice is asked again.
    table['GET /api/payment-attempts/5'] = success(paidAttempt());
    table['GET /api/invoices/31'] = success(
      makeInvoice({ paid: 1_500_000, balance: 0, status: 'paid' }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('Paid'), { timeout: scaled(8_000) });
    expect(fact('Balance')).toHaveTextContent('0 KES');
    expect(panel.getByRole('status', { name: 'Payment status' })).toHaveTextContent(
      'Receipt code RC7K-2M9Q-X4TD-8WNB.',
    );
    expect(screen.queryByText(/quoting/)).not.toBeInTheDocument();
  });

  it('says an invoice it cannot load could not be loaded, with the way back to the list', async () => {
    stubFetch({
      'GET /api/invoices/31': {
        status: 404,
        body: { status: 'error', message: 'Invoice not found.' },
      },
    });
    renderApp('/account/show-invoice/31', { user: makeUser() });
    expect(await screen.findByText('This invoice could not be loaded.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      '/account/invoices',
    );
  });
});
