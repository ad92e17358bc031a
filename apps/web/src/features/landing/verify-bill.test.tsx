import { screen } from '@testing-library/react';
import type { PublicBill } from '@portal/shared/utility-bills';
import { describe, expect, it } from 'vitest';
import type { Answer } from '@web/testing/stub-fetch';
import { openVerifyPage } from './open-verify-page';

const CODE = 'Q7ZM-4XHP-2ZTR-9WNC';
const notFound: Answer = { status: 404, body: { status: 'error', message: 'Not found' } };
const bill: PublicBill = {
  code: CODE,
  invoice_number: 'INV-2026-000104',
  connection_number: 'W-TC-P3-0079',
  service: 'water',
  period: '2026-10',
  consumption: 25,
  amount_due: 1_558_00,
  currency: 'KES',
  due_date: '2026-12-05',
  issued_at: '2026-11-21T07:00:00.000Z',
};

describe('verify the code printed on a utility bill', () => {
  it('asks the bills after the letters and the register, and shows what the bill asked', async () => {
    const fetch = openVerifyPage(CODE, {
      [`GET /api/public/letters/${CODE}`]: notFound,
      [`GET /api/public/cloud-solutions/${CODE}`]: notFound,
      [`GET /api/public/utility-bills/${CODE}`]: {
        body: { status: 'success', message: '', data: bill },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a bill' })).toBeVisible();
    const terms = [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Bill', 'Water bill for October 2026'],
      ['Invoice number', 'INV-2026-000104'],
      ['Connection', 'W-TC-P3-0079'],
      ['Amount due', expect.stringMatching(/1,558(\.00)?/)],
      ['Due date', '5 December 2026'],
      ['Issued on', '21 November 2026'],
    ]);
    expect(
      screen.queryByRole('heading', { name: 'No letter has this code' }),
    ).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      `/api/public/letters/${CODE}`,
      `/api/public/cloud-solutions/${CODE}`,
      `/api/public/utility-bills/${CODE}`,
    ]);
  });
});
