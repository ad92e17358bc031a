import { screen, within } from '@testing-library/react';
import type { RegisterRecord } from '@portal/shared/cloud-solutions';
import { describe, expect, it } from 'vitest';
import type { Answer } from '@web/testing/stub-fetch';
import { openVerifyPage } from './open-verify-page';

const CODE = 'K7QM-4XHP-2ZTR-9WNC';
const notFound: Answer = { status: 404, body: { status: 'error', message: 'Not found' } };
const record: RegisterRecord = {
  code: CODE,
  vendor: 'Nimbus Cloud Africa Ltd',
  solution: 'Aurora Analytics',
  category: 'paas',
  data_location_country: 'KE',
  data_location_facility: 'technology_city_data_centre',
  certifications: [{ name: 'ISO 27001', other: null, expires_on: '2028-06-30' }],
  status: 'approved_with_conditions',
  conditions: [{ text: 'Annual penetration test.', due_on: '2027-09-30' }],
  decided_on: '2026-11-21',
  history: [
    { from_status: null, to_status: 'in_process', at: '2026-11-02T07:00:00.000Z' },
    {
      from_status: 'in_process',
      to_status: 'approved_with_conditions',
      at: '2026-11-21T07:00:00.000Z',
    },
  ],
};

describe('verify a code of the register of cloud solutions', () => {
  it('asks the register when no letter has the code, and shows the solution’s status today first', async () => {
    const fetch = openVerifyPage(CODE.toLowerCase().replaceAll('-', ''), {
      [`GET /api/public/letters/${CODE}`]: notFound,
      [`GET /api/public/cloud-solutions/${CODE}`]: {
        body: { status: 'success', message: '', data: record },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify a cloud solution' }),
    ).toBeVisible();
    // The letters' refusal is read to its end, so that the browser can finish the request.
    const refusal = (await fetch.mock.results[0]!.value) as Response;
    expect(refusal.status).toBe(404);
    expect(refusal.bodyUsed).toBe(true);
    expect(screen.getByText(/as of today/)).toHaveTextContent(
      'Approved with conditions as of today',
    );
    const terms = [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Solution', 'Aurora Analytics'],
      ['Vendor', 'Nimbus Cloud Africa Ltd'],
      ['Category', 'Platform as a service'],
      ['Data stored', 'In the technology city’s data centre, Kenya'],
      ['Decided on', '21 November 2026'],
    ]);
    expect(screen.getByText(/Annual penetration test\./)).toHaveTextContent(
      'Annual penetration test. Due 30 September 2027.',
    );
    const history = screen.getByRole('heading', { name: 'History' }).nextElementSibling!;
    expect(
      within(history as HTMLElement)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['2 November 2026In process', '21 November 2026Approved with conditions']);
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      `/api/public/letters/${CODE}`,
      `/api/public/cloud-solutions/${CODE}`,
    ]);
  });

  it('says only that no letter has a code neither letters, the register nor the bills know', async () => {
    openVerifyPage(CODE, {
      [`GET /api/public/letters/${CODE}`]: notFound,
      [`GET /api/public/cloud-solutions/${CODE}`]: notFound,
      [`GET /api/public/utility-bills/${CODE}`]: notFound,
    });
    expect(await screen.findByRole('heading', { name: 'No letter has this code' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a letter' })).toBeVisible();
    expect(screen.queryByText(/as of today/)).not.toBeInTheDocument();
  });

  it('does not ask the register for a letter’s code', async () => {
    const fetch = openVerifyPage(CODE, {
      [`GET /api/public/letters/${CODE}`]: {
        body: {
          status: 'success',
          message: '',
          data: {
            kind: 'offer',
            reference: 'EOI-2026-000012',
            organisation: 'Savanna Labs Ltd',
            issued_at: '2026-11-23T10:00:00.000Z',
            sha256: 'a'.repeat(64),
            status: 'valid',
            withdrawn_at: null,
          },
        },
      },
    });
    expect(await screen.findByText('Letter of Offer')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says that no letter has the code, and that the register could not be checked, when it fails', async () => {
    openVerifyPage(CODE, {
      [`GET /api/public/letters/${CODE}`]: notFound,
      [`GET /api/public/cloud-solutions/${CODE}`]: { status: 429, body: {} },
    });
    expect(await screen.findByRole('heading', { name: 'No letter has this code' })).toBeVisible();
    expect(
      screen.getByText(/The register of cloud solutions could not be checked just now\./),
    ).toBeVisible();
  });
});
