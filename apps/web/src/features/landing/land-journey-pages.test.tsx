import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { openVerifyPage } from './open-verify-page';
import { ServiceTimesPage } from './pages/service-times-page';

const CODE = 'ABCD-EFGH-JKLM-NPQR';

const openVerify = (answer: Answer) =>
  openVerifyPage(CODE, { [`GET /api/public/letters/${CODE}`]: answer });

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
          status: 'valid',
          withdrawn_at: null,
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

  it('says a letter of a withdrawn application no longer stands, and since when', async () => {
    openVerify({
      body: {
        status: 'success',
        message: '',
        data: {
          kind: 'notification',
          reference: 'EOI-2026-000012',
          organisation: 'Savanna Labs Ltd',
          issued_at: '2026-11-23T10:00:00.000Z',
          sha256: 'b'.repeat(64),
          status: 'withdrawn',
          withdrawn_at: '2026-11-25T09:00:00.000Z',
        },
      },
    });
    expect(
      await screen.findByText(
        'This letter no longer stands: the application was withdrawn on 25 November 2026.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Withdrawn')).toBeVisible();
  });

  it('checks a code typed at /verify in any case and without dashes', async () => {
    const fetch = stubFetch({
      [`GET /api/public/letters/${CODE}`]: {
        status: 404,
        body: { status: 'error', message: 'Not found.' },
      },
    });
    const { router } = renderApp('/verify');
    const field = await screen.findByRole('textbox', { name: 'Verification code' });
    await userEvent.type(field, CODE.toLowerCase().replaceAll('-', ''));
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByRole('heading', { name: 'No letter has this code' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/verify/${CODE}`);
    expect(fetch).toHaveBeenCalled();
  });

  it('explains at /verify what is wrong with a missing or short code, beside the field and above', async () => {
    renderApp('/verify');
    await userEvent.click(await screen.findByRole('button', { name: 'Check the code' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'Enter the verification code printed on the letter',
      }),
    ).toHaveAttribute('href', '#code');
    expect(summary).toHaveFocus();
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    expect(field).toHaveAccessibleDescription(
      /Error: Enter the verification code printed on the letter/,
    );
    await userEvent.type(field, 'ABCD-EFGH');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      await within(screen.getByRole('alert')).findByText(
        'Enter the 16 letters and digits of the code, such as K7QM-4XHP-2ZTR-9WNC',
      ),
    ).toBeVisible();
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
            vendor_stages: [
              {
                stage: 'clarification_requested',
                passed: 3,
                median_days: 4,
                p90_days: 9.5,
                target: { days: 14, working: false },
              },
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
    const vendors = screen.getByRole('table', {
      name: 'Days vendor applications spent in each stage',
    });
    expect(
      within(vendors)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Clarification requested349.514 days']);
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
