import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answer } from '@web/testing/stub-fetch';
import type { ReceiptCheck } from './components/payment-receipt-record';
import { openVerifyPage } from './open-verify-page';

const CODE = 'RC7K-2M9Q-X4TD-8WNB';
const notFound: Answer = { status: 404, body: { status: 'error', message: 'Not found' } };
const receipt: ReceiptCheck = {
  invoice_number: 'INV-2026-000031',
  amount: 1_500_000,
  currency: 'KES',
  method: 'mobile_money',
  transaction_id: 'SIM7Q2K9XA',
  paid_at: '2026-11-27T07:02:00.000Z',
  sha256: 'a'.repeat(64),
};
const before = {
  [`GET /api/public/letters/${CODE}`]: notFound,
  [`GET /api/public/cloud-solutions/${CODE}`]: notFound,
  [`GET /api/public/utility-bills/${CODE}`]: notFound,
};

describe('verify the code printed on a payment receipt', () => {
  it('asks the receipts after the letters, the register and the bills, and shows what it proves', async () => {
    const fetch = openVerifyPage(CODE.toLowerCase().replaceAll('-', ''), {
      ...before,
      [`GET /api/public/payment-receipts/${CODE}`]: {
        body: { status: 'success', message: '', data: receipt },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify a receipt' }),
    ).toBeVisible();
    const terms = [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Invoice number', 'INV-2026-000031'],
      ['Amount', expect.stringMatching(/15,000(\.00)? KES/)],
      ['Paid by', 'M-Pesa'],
      ['Transaction', 'SIM7Q2K9XA'],
      ['Paid at', '27 November 2026 at 10:02 (Nairobi time)'],
      ['SHA-256 of the PDF', 'a'.repeat(64)],
    ]);
    expect(
      screen.queryByRole('heading', { name: 'No letter has this code' }),
    ).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      `/api/public/letters/${CODE}`,
      `/api/public/cloud-solutions/${CODE}`,
      `/api/public/utility-bills/${CODE}`,
      `/api/public/payment-receipts/${CODE}`,
    ]);
  });

  it('says only that no letter has a code nothing knows', async () => {
    openVerifyPage(CODE, {
      ...before,
      [`GET /api/public/payment-receipts/${CODE}`]: notFound,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No letter has this code' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify a letter');
    expect(screen.queryByText('Checking the code…')).not.toBeInTheDocument();
  });
});
