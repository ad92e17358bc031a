import type { Application } from '@portal/shared/application-detail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeApplication, makeInvoice, success } from '@web/testing/applications';
import { countries, makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';

const lookups = success({ account_types: [], countries });
const options = success({
  parcels: [
    {
      id: 12,
      number: 'TC-P1-0001',
      acre: '2.50',
      land_use: 'Commercial',
      zone: 'Science and Technology Park',
    },
  ],
  committees: [],
});
const parcelName = 'TC-P1-0001 · 2.50 acres · Commercial · Science and Technology Park';

function open(application: Application, step: number, answers: Record<string, Answer> = {}) {
  const fetch = stubFetch({
    'GET /api/applications/12': success(application),
    'GET /api/unpaginated-items-home': lookups,
    'GET /api/applications/options': options,
    ...answers,
  });
  const view = renderApp(`/account/edit-application/12?step=${step}`, { user: makeUser() });
  return { fetch, ...view };
}

const sentBody = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) => {
  const call = fetch.mock.calls.find(
    ([input, init]) => init?.method === method && new URL(String(input)).pathname === path,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('edit-application: the stepped form', () => {
  it('saves the whole draft on Continue, the investment typed in shillings and sent in cents', async () => {
    const user = userEvent.setup();
    const draft = makeApplication({ planned_investment: null, jobs_expected: null });
    const { fetch, router } = open(draft, 2, {
      'PUT /api/applications/12': success(draft, 'Application saved.'),
    });
    const investment = await screen.findByRole('textbox', { name: 'Planned investment' });
    await user.type(investment, '2,500,000.50');
    await user.type(screen.getByRole('textbox', { name: 'Jobs expected' }), '40');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: '3. Documents' })).toBeVisible();
    // Where the stepper does not fit, on a phone, a caption says how far along the step is.
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=3');
    const body = sentBody(fetch, 'PUT', '/api/applications/12');
    expect(body).toMatchObject({
      planned_investment: 250_000_050,
      investment_currency: 'KES',
      jobs_expected: 40,
      organisation_name: 'Savanna Labs Ltd',
    });
  });

  it('offers the available parcels as an optional preference', async () => {
    const user = userEvent.setup();
    const draft = makeApplication();
    const { fetch } = open(draft, 2, {
      'PUT /api/applications/12': success(draft, 'Application saved.'),
    });
    const preferred = await screen.findByRole('combobox', { name: /Preferred parcel/ });
    expect(preferred).not.toBeRequired();
    await user.click(preferred);
    await user.click(await screen.findByRole('option', { name: parcelName }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: '3. Documents' });
    expect(sentBody(fetch, 'PUT', '/api/applications/12')).toMatchObject({
      preferred_parcel_id: 12,
    });
  });

  it('shows a saved amount as a person writes it, thousands grouped', async () => {
    open(makeApplication({ planned_investment: 250_000_050 }), 2);
    expect(await screen.findByRole('textbox', { name: 'Planned investment' })).toHaveValue(
      '2,500,000.50',
    );
  });

  it('still shows a preferred parcel reserved since it was chosen, as no longer available', async () => {
    const user = userEvent.setup();
    const draft = makeApplication({
      preferred_parcel_id: 30,
      preferred_parcel_number: 'TC-P1-0030',
    });
    open(draft, 2);
    const preferred = await screen.findByRole('combobox', { name: /Preferred parcel/ });
    await waitFor(() => expect(preferred).toHaveValue('TC-P1-0030 (no longer available)'));
    await user.click(preferred);
    expect(await screen.findByRole('option', { name: parcelName })).toBeVisible();
  });

  it('says how to type an amount it cannot read, and keeps Continue disabled', async () => {
    const user = userEvent.setup();
    open(makeApplication({ planned_investment: null }), 2);
    await user.type(await screen.findByRole('textbox', { name: 'Planned investment' }), '2.5m');
    expect(await screen.findByText('Enter an amount such as 15000 or 15,000.50.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  });

  it("puts the server's 422 under its field and stays on the step", async () => {
    const user = userEvent.setup();
    const { router } = open(makeApplication(), 1, {
      'PUT /api/applications/12': {
        status: 422,
        body: {
          status: 'error',
          message: 'The given data was invalid.',
          errors: { registration_number: ['This registration number is not valid.'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const field = await screen.findByRole('textbox', { name: 'Registration number' });
    expect(await screen.findByText('This registration number is not valid.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?step=1');
  });

  it('Save and continue saves the draft, then names what the step still lacks, focused in a summary', async () => {
    const user = userEvent.setup();
    const draft = makeApplication({ registration_number: null, contact_person: null });
    const { fetch, router } = open(draft, 1, {
      'PUT /api/applications/12': success(draft, 'Application saved.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Registration number: This field is required.',
      'Contact person: This field is required.',
    ]);
    // The draft is saved as it is, and the applicant stays on the step to finish it.
    expect(sentBody(fetch, 'PUT', '/api/applications/12')).toMatchObject({
      registration_number: null,
    });
    expect(router.state.location.search).toBe('?step=1');
    await user.click(links[1]!);
    expect(screen.getByRole('textbox', { name: 'Contact person' })).toHaveFocus();
  });

  it("checks the contact's phone against its country's numbering plan, under the phone", async () => {
    const user = userEvent.setup();
    open(makeApplication({ contact_phone: null }), 1);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(phone, '999999999');
    expect(
      await screen.findByText('Enter a valid phone number for the chosen country.'),
    ).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  });

  it('Save and come back later saves and goes to My applications', async () => {
    const user = userEvent.setup();
    const draft = makeApplication();
    const { fetch, router } = open(draft, 1, {
      'PUT /api/applications/12': success(draft, 'Application saved.'),
      'GET /api/applications': { body: { status: 'error', message: 'x' }, status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Save and come back later' }));
    await screen.findByRole('heading', { level: 1, name: 'My applications' });
    expect(router.state.location.pathname).toBe('/account/my-applications');
    expect(sentBody(fetch, 'PUT', '/api/applications/12')).toBeDefined();
  });

  it('checks the answers with Change links, and shows what a refused submit misses, step by step', async () => {
    const user = userEvent.setup();
    open(makeApplication({ acres: null }), 4, {
      'POST /api/applications/12/submit': {
        status: 422,
        body: {
          status: 'error',
          message: 'The given data was invalid.',
          errors: {
            acres: ['This field is required.'],
            documents: ['Add Business plan before submitting.'],
          },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: '4. Check and submit' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change organisation' })).toHaveAttribute(
      'href',
      '/account/edit-application/12?step=1',
    );
    expect(screen.getByRole('link', { name: 'Change project' })).toHaveAttribute(
      'href',
      '/account/edit-application/12?step=2',
    );
    expect(screen.getByRole('row', { name: /Organisation name Savanna Labs Ltd/ })).toBeVisible();
    // Phones read the same everywhere: international, in groups.
    expect(screen.getByRole('row', { name: 'Contact phone +254 712 345 678' })).toBeVisible();
    expect(screen.getByRole('row', { name: /Planned investment 2,500,000 KES/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const summary = within(await screen.findByRole('alert', { name: 'There is a problem' }));
    expect(summary.getByRole('link', { name: 'Acres: This field is required.' })).toHaveAttribute(
      'href',
      '/account/edit-application/12?step=2',
    );
    expect(
      summary.getByRole('link', { name: 'Add Business plan before submitting.' }),
    ).toHaveAttribute('href', '/account/edit-application/12?step=3');
  });

  it('confirms a submit with the reference and the fee invoice to pay', async () => {
    const user = userEvent.setup();
    const submitted = makeApplication({
      stage: 'submitted',
      invoices: [makeInvoice()],
      actions: ['withdraw'],
    });
    open(makeApplication(), 4, { 'POST /api/applications/12/submit': success(submitted) });
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Application submitted' })).toBeVisible();
    expect(screen.getByText('EOI-2026-000012')).toBeVisible();
    expect(screen.getByText(/Invoice INV-2026-000031: 15,000 KES, due by/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your application' })).toHaveAttribute(
      'href',
      '/account/show-application/12',
    );
  });

  it('shows the correction asked for, and sends a corrected application back', async () => {
    const user = userEvent.setup();
    const correcting = makeApplication({
      stage: 'correction_requested',
      history: [
        { from: null, to: 'draft', at: '2026-11-20T08:00:00.000Z', actor: 'Ivy', note: null },
        {
          from: 'under_evaluation',
          to: 'correction_requested',
          at: '2026-11-22T08:00:00.000Z',
          actor: 'Chair',
          note: 'Attach audited statements.',
        },
      ],
    });
    const { fetch } = open(correcting, 4, {
      'POST /api/applications/12/resubmit': success({ ...correcting, stage: 'under_evaluation' }),
    });
    expect(await screen.findByText('Attach audited statements.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send back for evaluation' }));
    expect(
      await screen.findByRole('heading', { name: 'Application sent back for evaluation' }),
    ).toBeVisible();
    expect(sentBody(fetch, 'POST', '/api/applications/12/resubmit')).toEqual({});
  });

  it('does not offer the form once the application is submitted', async () => {
    open(makeApplication({ stage: 'under_evaluation', actions: [] }), 1);
    expect(
      await screen.findByText('This application is no longer a draft: it cannot be changed.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
  });
});
