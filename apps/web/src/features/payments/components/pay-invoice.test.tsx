import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { makeProfile, makeUser } from '@web/testing/fixtures';
import { openScreen, refused } from '@web/testing/open-screen';
import type { Answer } from '@web/testing/stub-fetch';
import { scaled } from '../../../../../../e2e/support/machine';
import { leaveApp } from '@web/lib/leave-app';
import { makeAttempt, makeOptions, paidAttempt } from '../testing/attempts';
import { PayInvoice, type PayableInvoice } from './pay-invoice';

const OPTIONS = 'GET /api/payments/options';
const PROFILE = 'GET /api/profile';
const START = 'POST /api/invoices/31/payment-attempts';
const ATTEMPT = 'GET /api/payment-attempts/5';

const invoice: PayableInvoice = {
  id: 31,
  number: 'INV-2026-000031',
  balance: 1_500_000,
  currency: 'KES',
  open: true,
};

/**
 * Pay now for invoice 31, as Ivy, whose profile phone is Kenyan, with the server's answers: a
 * table the test may change as the server's answers change.
 */
function open(answers: Record<string, Answer> = {}, payable = invoice) {
  const table: Record<string, Answer> = {
    [OPTIONS]: success(makeOptions()),
    [PROFILE]: success(makeProfile()),
    ...answers,
  };
  return { table, ...openScreen(<PayInvoice invoice={payable} />, '/', makeUser(), table) };
}

const panel = () => screen.getByRole('group', { name: 'Pay invoice INV-2026-000031' });
const phoneField = () => screen.getByRole('textbox', { name: /M-Pesa phone number/ });

/** Opens the panel and chooses `method`. */
async function choose(user: ReturnType<typeof open>['user'], method: 'M-Pesa' | 'Card') {
  await user.click(await screen.findByRole('button', { name: 'Pay now' }));
  await user.click(await within(panel()).findByRole('radio', { name: method }));
}

describe('Pay now', () => {
  it('offers the methods on offer, says plainly that no money moves, and how to pay from the phone’s menu', async () => {
    const { user } = open();
    expect(
      await screen.findByText(/Or from your phone’s M-Pesa menu/, { selector: 'p' }),
    ).toHaveTextContent(
      'Or from your phone’s M-Pesa menu: Lipa na M-Pesa → Pay Bill → Business number 174379 → Account number 2026-000031.',
    );

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(panel()).toHaveFocus();
    expect(within(panel()).getByText('Left to pay: 15,000 KES')).toBeVisible();
    expect(within(panel()).getByText('Payments are simulated: no money moves')).toBeVisible();
    const methods = within(panel()).getByRole('radiogroup', { name: 'How do you want to pay?' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['mobile_money', 'card']);
    // Two ways: none is chosen for the payer, and nothing can be sent until one is.
    expect(within(methods).getByRole('radio', { name: 'M-Pesa' })).not.toBeChecked();
    expect(within(panel()).getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: /Pay invoice/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveFocus();
  });

  it('offers card alone when only card is on offer, with no paybill and no word of a simulator', async () => {
    const { user } = open({
      [OPTIONS]: success(
        makeOptions({ provider: 'webhooks', simulated: false, methods: ['card'], paybill: null }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(within(panel()).getAllByRole('radio')).toHaveLength(1);
    expect(within(panel()).getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.queryByText(/M-Pesa menu/)).not.toBeInTheDocument();
    expect(screen.queryByText(/simulated/)).not.toBeInTheDocument();
  });

  it('offers no Pay now on an invoice with nothing left to pay', async () => {
    const { calls } = open({}, { ...invoice, balance: 0, open: false });
    await waitFor(() => expect(calls()).toContain('/api/payments/options'));
    expect(screen.queryByText(/M-Pesa menu/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('offers the payer’s own Kenyan phone, and puts the server’s 422 under the field', async () => {
    const message = 'This number is not registered for M-Pesa.';
    const { user, posted } = open({ [START]: refused({ phone: [message] }) });
    await choose(user, 'M-Pesa');
    expect(phoneField()).toHaveValue('0712 345 678');

    await user.click(within(panel()).getByRole('button', { name: 'Send the payment request' }));
    await waitFor(() => expect(phoneField()).toHaveAccessibleDescription(new RegExp(message)));
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toEqual([[START, { method: 'mobile_money', phone: '254712345678' }]]);
  });

  it('offers no phone but a Kenyan one', async () => {
    const { user } = open({
      [PROFILE]: success(makeProfile({ country_code: '+44', phone: '7700 900123' })),
    });
    await choose(user, 'M-Pesa');
    expect(phoneField()).toHaveValue('');
    await user.type(phoneField(), '0712');
    expect(await within(panel()).findByText(/Enter an M-Pesa number/)).toBeVisible();
    expect(
      within(panel()).getByRole('button', { name: 'Send the payment request' }),
    ).toBeDisabled();
  });

  it('follows an M-Pesa request on screen until the provider confirms it, with its receipt', async () => {
    const { user, calls, table } = open({
      [START]: { status: 201, body: success(makeAttempt()).body },
      [ATTEMPT]: success(makeAttempt()),
    });
    await choose(user, 'M-Pesa');
    await user.click(within(panel()).getByRole('button', { name: 'Send the payment request' }));

    const status = await within(panel()).findByRole('status', { name: 'Payment status' });
    expect(status).toHaveTextContent('Check your phone and enter your M-Pesa PIN');
    expect(status).toHaveTextContent('We asked 2547•••••678 for 15,000 KES.');
    expect(panel()).toHaveFocus();

    // The provider confirms: the next poll says so, without the page being reloaded.
    table[ATTEMPT] = success(paidAttempt());
    await waitFor(() => expect(status).toHaveTextContent(/^Paid/), { timeout: scaled(8_000) });
    expect(status).toHaveTextContent(
      'Paid15,000 KES received for invoice INV-2026-000031. Receipt code RC7K-2M9Q-X4TD-8WNB.',
    );
    expect(within(panel()).getByRole('button', { name: 'Download receipt' })).toBeVisible();
    expect(calls().filter((call) => call === '/api/payment-attempts/5').length).toBeGreaterThan(0);
  });

  it('says why a request did not go through, and tries again with the same phone', async () => {
    const reason = 'You cancelled the M-Pesa request. Nothing was charged.';
    const { user } = open({
      [START]: { status: 201, body: success(makeAttempt()).body },
      [ATTEMPT]: success(makeAttempt({ status: 'failed', failure_reason: reason })),
    });
    await choose(user, 'M-Pesa');
    await user.clear(phoneField());
    await user.type(phoneField(), '0712 345 602');
    await user.click(within(panel()).getByRole('button', { name: 'Send the payment request' }));

    const status = await within(panel()).findByRole('status', { name: 'Payment status' });
    await waitFor(() => expect(status).toHaveTextContent(`Not paid${reason}`));
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(within(panel()).getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    expect(phoneField()).toHaveValue('0712 345 602');
  });

  it('sends a card payment to the provider’s page', async () => {
    const providerPage = 'http://127.0.0.1:3100/checkout/pay_7';
    const sent = vi.spyOn(leaveApp, 'to').mockImplementation(() => {});
    const { user, posted } = open({
      [START]: {
        status: 201,
        body: success(makeAttempt({ method: 'card', phone: null, checkout_url: providerPage }))
          .body,
      },
    });
    await choose(user, 'Card');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Continue to card payment' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith(providerPage));
    sent.mockRestore();
    expect(posted()).toEqual([[START, { method: 'card', phone: null }]]);
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Taking you to the card provider’s page…',
    );
  });
});
