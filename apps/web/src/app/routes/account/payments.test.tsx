import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAttempt, makeOptions, paidAttempt } from '@web/features/payments/testing/attempts';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { scaled } from '../../../../../../e2e/support/machine';

const ATTEMPT = 'GET /api/payment-attempts/5';

/** The attempt's page as Ivy, who started it, with the server's answers, which a test may change. */
function open(attempt: Answer, answers: Record<string, Answer> = {}) {
  const table: Record<string, Answer> = {
    [ATTEMPT]: attempt,
    'GET /api/payments/options': success(makeOptions()),
    ...answers,
  };
  stubFetch(table);
  renderApp('/account/payments/5', { user: makeUser() });
  return { table, user: userEvent.setup() };
}

const fact = (label: string) =>
  screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;

describe('/account/payments/:id', () => {
  it('shows a paid attempt with its invoice, amount, method, receipt and the way back', async () => {
    const { user } = open(success(paidAttempt()), {
      'GET /api/payment-attempts/5/receipt': {
        file: '%PDF-1.4',
        type: 'application/pdf',
        name: 'receipt-INV-2026-000031.pdf',
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Payment for invoice INV-2026-000031',
      }),
    ).toBeVisible();
    expect(screen.getByRole('status', { name: 'Payment status' })).toHaveTextContent(
      'Paid15,000 KES received for invoice INV-2026-000031. Receipt code RC7K-2M9Q-X4TD-8WNB.',
    );
    expect(within(fact('Invoice')).getByRole('link')).toHaveAttribute(
      'href',
      '/account/show-invoice/31',
    );
    expect(fact('Amount')).toHaveTextContent('15,000 KES');
    expect(fact('Paid by')).toHaveTextContent('M-Pesa, 2547•••••678');
    expect(fact('Started')).toHaveTextContent('27 November 2026 at 10:00 (Nairobi time)');
    expect(await screen.findByText('Payments are simulated: no money moves')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to invoice INV-2026-000031' })).toHaveAttribute(
      'href',
      '/account/show-invoice/31',
    );
    // The breadcrumb leads to the invoices.
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/account/invoices',
    );
    expect(trail.getByText('Payment')).toHaveAttribute('aria-current', 'page');

    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(saved).toEqual(['receipt-INV-2026-000031.pdf']));
  });

  it('waits for a card payment the provider has not confirmed yet, then shows it paid', async () => {
    const card = { method: 'card' as const, phone: null };
    const { table } = open(success(makeAttempt(card)));
    const status = await screen.findByRole('status', { name: 'Payment status' });
    expect(status).toHaveTextContent('Waiting for the card payment to be confirmed');
    expect(fact('Paid by')).toHaveTextContent(/^Card$/);

    table[ATTEMPT] = success(paidAttempt(card));
    await waitFor(() => expect(status).toHaveTextContent(/^Paid/), { timeout: scaled(8_000) });
  });

  it('says why an attempt failed, and leads back to the invoice to try again', async () => {
    open(
      success(
        makeAttempt({
          status: 'expired',
          failure_reason: 'No confirmation came in time. Nothing was charged.',
        }),
      ),
    );
    expect(await screen.findByRole('status', { name: 'Payment status' })).toHaveTextContent(
      'ExpiredNo confirmation came in time. Nothing was charged.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/account/show-invoice/31',
    );
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
  });

  it('says an attempt it cannot load could not be loaded', async () => {
    open({ status: 404, body: { status: 'error', message: 'Payment attempt not found.' } });
    expect(await screen.findByText('This payment could not be loaded.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      '/account/invoices',
    );
  });
});
