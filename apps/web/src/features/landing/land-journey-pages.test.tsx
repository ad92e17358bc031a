import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { stubFetch, type Answer } from '../../testing/stub-fetch';
import { ServiceTimesPage } from './pages/service-times-page';
import { VerifyLetterPage } from './pages/verify-letter-page';

const CODE = 'ABCD-EFGH-JKLM-NPQR';

function openVerify(answer: Answer) {
  const fetch = stubFetch({ [`GET /api/public/letters/${CODE}`]: answer });
  render(
    <MemoryRouter initialEntries={[`/verify/${CODE}`]}>
      <Routes>
        <Route path="/verify/:code" element={<VerifyLetterPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetch;
}

describe('verify a letter', () => {
  it("shows a genuine letter's kind, reference, organisation, date and fingerprint, and how to check a PDF", async () => {
    const sha256 = 'a'.repeat(64);
    openVerify({
      body: {
        status: 'success',
        message: '',
        data: {
          kind: 'offer',
          reference: 'EOI-2026-000012',
          organisation: 'Savanna Labs Ltd',
          issued_at: '2026-11-23T10:00:00.000Z',
          sha256,
        },
      },
    });
    expect(await screen.findByText('Letter of Offer')).toBeVisible();
    expect(screen.getByText('EOI-2026-000012')).toBeVisible();
    expect(screen.getByText('Savanna Labs Ltd')).toBeVisible();
    expect(screen.getByText('23 November 2026')).toBeVisible();
    expect(screen.getByText(sha256)).toBeVisible();
    expect(screen.getByText('sha256sum letter.pdf')).toBeVisible();
    expect(screen.getByText('certutil -hashfile letter.pdf SHA256')).toBeVisible();
  });

  it('says only that no letter has an unknown code', async () => {
    openVerify({ status: 404, body: { status: 'error', message: 'Not found.' } });
    expect(await screen.findByRole('heading', { name: 'No letter has this code' })).toBeVisible();
    expect(screen.queryByText(/SHA-256 of the PDF/)).not.toBeInTheDocument();
  });

  it('is served at /verify/{code}, outside /landing, in the public chrome', async () => {
    stubFetch({
      [`GET /api/public/letters/${CODE}`]: {
        status: 404,
        body: { status: 'error', message: 'Not found.' },
      },
    });
    const { router } = renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a letter' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No letter has this code' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/verify/${CODE}`);
  });

  it('says the code could not be checked when the server fails', async () => {
    openVerify({ status: 500, body: { status: 'error', message: 'Server error.' } });
    expect(
      await screen.findByText('The code could not be checked just now. Please try again later.'),
    ).toBeVisible();
  });
});

describe('service times', () => {
  it('shows each stage in a table beside its bars', async () => {
    stubFetch({
      'GET /api/public/service-times': {
        body: {
          status: 'success',
          message: '',
          data: {
            from: '2025-11-24T00:00:00.000Z',
            to: '2026-11-24T00:00:00.000Z',
            stages: [
              {
                stage: 'under_evaluation',
                passed: 42,
                median_days: 18.5,
                p90_days: 27,
                target: { days: 30, working: true },
              },
              { stage: 'approved', passed: 0, median_days: null, p90_days: null, target: null },
            ],
          },
        },
      },
    });
    render(
      <MemoryRouter>
        <ServiceTimesPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', {
      name: 'Days applications spent in each stage',
    });
    const rows = within(table)
      .getAllByRole('row')
      // As read: the headings' soft hyphens (where a phone may break them) show only at a break.
      .map((row) => row.textContent?.replaceAll('\u00AD', ''));
    expect(rows).toEqual([
      'StageApplicationsMedian days90th percentileTarget',
      'Under evaluation4218.52730 working days',
      'Approved0––None',
    ]);
    expect(
      screen.getByRole('heading', { name: '24 November 2025 to 24 November 2026' }),
    ).toBeVisible();
    const bars = document.querySelector('[data-stage="under_evaluation"]')!;
    expect(bars.querySelectorAll('span')).toHaveLength(3);
  });

  it('says when the figures could not be loaded', async () => {
    stubFetch({});
    render(
      <MemoryRouter>
        <ServiceTimesPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('The figures could not be loaded. Please try again later.'),
    ).toBeVisible();
  });
});
