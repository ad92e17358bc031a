import type { VendorApplication } from '@portal/shared/vendor-applications';
import { vendorMessages } from '@portal/shared/vendor-applications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { success } from '@web/testing/applications';
import { countries, makeUser } from '@web/testing/fixtures';
import { refused } from '@web/testing/open-screen';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { makeSolution, makeVendorApplication } from '@web/testing/vendor-applications';
import { scaled } from '../../../../../../e2e/support/machine';

const vera = makeUser({ id: 7, name: 'Vera Vendor' });
const lookups = success({ account_types: [], countries });

function open(application: VendorApplication, address: string, answers: Record<string, Answer>) {
  const fetch = stubFetch({
    'GET /api/vendor-applications/31': success(application),
    'GET /api/unpaginated-items-home': lookups,
    ...answers,
  });
  const user = userEvent.setup();
  const view = renderApp(`/account/edit-vendor-application/31${address}`, { user: vera });
  /** The JSON body sent by `method` to `path`, the last time. */
  const sent = (method: string, path: string) => {
    const call = fetch.mock.calls.findLast(
      ([input, init]) => init?.method === method && new URL(String(input)).pathname === path,
    );
    return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
  };
  return { user, sent, ...view };
}

/** Types `text` at once: a paste, as long answers do not need a keystroke each here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const step = (number: number, title: string) =>
  screen.findByRole('heading', { level: 2, name: `${number}. ${title}` });

describe('edit-vendor-application: the organisation', () => {
  it('saves the whole draft on Save and continue, the revenue typed in shillings and sent in cents', async () => {
    const draft = makeVendorApplication({ target_revenue_first_year: null, year_founded: null });
    const { user, sent, router } = open(draft, '', {
      'PUT /api/vendor-applications/31': success(draft, 'Application saved.'),
    });
    expect(await step(1, 'Organisation')).toBeVisible();
    await fill(user, screen.getByRole('textbox', { name: 'Year founded' }), '2015');
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Target revenue in the first year (KES)' }),
      '12,000,000.50',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await step(2, 'Solutions')).toBeVisible();
    expect(router.state.location.search).toBe('?step=2');
    expect(sent('PUT', '/api/vendor-applications/31')).toMatchObject({
      organisation_name: 'Nimbus Cloud Africa Ltd',
      year_founded: 2015,
      target_revenue_first_year: 1_200_000_050,
      contact_country_code: '+254',
      signatory_date_of_birth: '1980-04-12',
    });
  });

  it('refuses a signatory under 18, saying so under the date and in the summary', async () => {
    const draft = makeVendorApplication();
    const { user, sent, router } = open(draft, '', {
      'PUT /api/vendor-applications/31': success(draft, 'Application saved.'),
    });
    const born = await screen.findByLabelText(/Signatory’s date of birth/);
    expect(born).toHaveAccessibleDescription('The signatory must be 18 or over.');
    await user.clear(born);
    const tenYearsAgo = `${new Date().getFullYear() - 10}-01-15`;
    await fill(user, born, tenYearsAgo);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const summary = within(await screen.findByRole('alert', { name: 'There is a problem' }));
    expect(
      summary.getByRole('link', { name: `Signatory’s date of birth: ${vendorMessages.underAge}` }),
    ).toBeVisible();
    expect(born).toHaveAttribute('aria-invalid', 'true');
    // The draft keeps what was typed; the vendor stays on the step to put it right.
    expect(sent('PUT', '/api/vendor-applications/31')).toMatchObject({
      signatory_date_of_birth: tenYearsAgo,
    });
    expect(router.state.location.search).toBe('');
  });

  it('saves a draft with gaps, then names what the step still lacks, each link leading to its field', async () => {
    const draft = makeVendorApplication({
      country: null,
      website: null,
      markets: null,
      target_customers_first_year: null,
    });
    const { user } = open(draft, '', {
      'PUT /api/vendor-applications/31': success(draft, 'Application saved.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Country of registration: This field is required.',
      'Website: This field is required.',
      'Markets: This field is required.',
      'Target customers in the first year: This field is required.',
    ]);
    await user.click(links[3]!);
    expect(
      screen.getByRole('textbox', { name: 'Target customers in the first year' }),
    ).toHaveFocus();
  });

  it('Save and come back later saves and goes to My vendor applications', async () => {
    const draft = makeVendorApplication();
    const { user, sent, router } = open(draft, '', {
      'PUT /api/vendor-applications/31': success(draft, 'Application saved.'),
      'GET /api/vendor-applications': { status: 500, body: { status: 'error', message: 'x' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save and come back later' }));
    await screen.findByRole('heading', { level: 1, name: 'My vendor applications' });
    expect(router.state.location.pathname).toBe('/account/my-vendor-applications');
    expect(sent('PUT', '/api/vendor-applications/31')).toBeDefined();
  });
});

describe('edit-vendor-application: the solutions', () => {
  it('lists the solutions, and asks for one before going on when there is none', async () => {
    const { user, router } = open(makeVendorApplication({ solutions: [] }), '?step=2', {});
    expect(await step(2, 'Solutions')).toBeVisible();
    expect(screen.getByText('No solutions yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = within(await screen.findByRole('alert', { name: 'There is a problem' }));
    expect(summary.getByRole('link', { name: vendorMessages.noSolutions })).toHaveAttribute(
      'href',
      '/account/edit-vendor-application/31?step=2&solution=new',
    );
    expect(router.state.location.search).toBe('?step=2');
  });

  it('offers only the call’s categories, and the city’s data centre sets Kenya', async () => {
    const { user } = open(makeVendorApplication({ solutions: [] }), '?step=2&solution=new', {});
    expect(await step(2, 'Add a solution')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    // Only what the call takes: software and platforms, not infrastructure or colocation.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Software as a service',
      'Platform as a service',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: /^Facility/ })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'In the technology city’s data centre' }));
    // The city's data centre is in Kenya: the country follows, and cannot be changed.
    const country = screen.getByRole('combobox', { name: /^Country where the data is kept/ });
    expect(country).toHaveValue('Kenya');
    expect(country).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: /^Facility/ })).not.toBeInTheDocument();
  });

  it(
    'adds a solution whole, its certifications with it, and lists it',
    async () => {
      const draft = makeVendorApplication({ solutions: [] });
      const added = makeVendorApplication({ solutions: [makeSolution({ name: 'Nimbus Mail' })] });
      const { user, sent, router } = open(draft, '?step=2', {
        'POST /api/vendor-applications/31/solutions': success(added, 'Solution added.'),
      });
      await user.click(await screen.findByRole('link', { name: 'Add a solution' }));
      await fill(
        user,
        await screen.findByRole('textbox', { name: 'Name of the solution' }),
        'Nimbus Mail',
      );
      await user.click(screen.getByRole('combobox', { name: /^Category/ }));
      await user.click(screen.getByRole('option', { name: 'Software as a service' }));
      await user.click(screen.getByRole('combobox', { name: /^Service model/ }));
      await user.click(await screen.findByRole('option', { name: 'Hybrid cloud' }));
      await user.click(screen.getByRole('radio', { name: 'In the technology city’s data centre' }));
      await user.click(screen.getByRole('button', { name: 'Add a certification' }));
      await user.click(screen.getByRole('combobox', { name: /^Certification/ }));
      await user.click(await screen.findByRole('option', { name: 'Another certification' }));
      await fill(
        user,
        screen.getByRole('textbox', { name: 'Name of the certification' }),
        'CSA STAR',
      );
      await fill(user, screen.getByLabelText(/^Expires on/), '2028-06-30');
      await fill(user, screen.getByRole('textbox', { name: 'Exit plan' }), 'Exports in 30 days.');
      await fill(user, screen.getByRole('textbox', { name: 'Description' }), 'Mail for teams.');
      await user.click(screen.getByRole('button', { name: 'Save solution' }));

      await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
      expect(await screen.findByText('Nimbus Mail')).toBeVisible();
      expect(sent('POST', '/api/vendor-applications/31/solutions')).toEqual({
        name: 'Nimbus Mail',
        category: 'saas',
        service_model: 'hybrid_cloud',
        data_location_country: 'KE',
        data_location_facility: 'technology_city_data_centre',
        certifications: [{ name: 'other', other: 'CSA STAR', expires_on: '2028-06-30' }],
        exit_plan: 'Exports in 30 days.',
        description: 'Mail for teams.',
      });
    },
    // Three selects and a row of certification: a long form for a busy machine.
    scaled(30_000),
  );

  it('changes a solution kept elsewhere, and shows what the server refuses under its field', async () => {
    const draft = makeVendorApplication({
      solutions: [
        makeSolution({
          data_location_facility: 'Frankfurt region',
          data_location_country: 'GB',
          certifications: [],
        }),
      ],
    });
    const { user, sent } = open(draft, '?step=2', {
      'PUT /api/vendor-applications/31/solutions/5': refused({
        category: [vendorMessages.categoryNotInCall],
      }),
    });
    await user.click(await screen.findByRole('link', { name: 'Change Nimbus Backup' }));
    expect(await step(2, 'Change Nimbus Backup')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'In another facility' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Facility/ })).toHaveValue('Frankfurt region');
    await user.click(screen.getByRole('button', { name: 'Save solution' }));
    expect(await screen.findByText(vendorMessages.categoryNotInCall)).toBeVisible();
    expect(sent('PUT', '/api/vendor-applications/31/solutions/5')).toMatchObject({
      data_location_facility: 'Frankfurt region',
      data_location_country: 'GB',
    });
  });

  it('removes a solution once confirmed', async () => {
    const { user, sent } = open(makeVendorApplication(), '?step=2', {
      'DELETE /api/vendor-applications/31/solutions/5': success(
        makeVendorApplication({ solutions: [] }),
        'Solution removed.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Nimbus Backup' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No solutions yet.')).toBeVisible();
    expect(sent('DELETE', '/api/vendor-applications/31/solutions/5')).toEqual({});
  });
});

describe('edit-vendor-application: documents, checking and submitting', () => {
  it('offers the vendor’s kinds of document and says which are still needed', async () => {
    const { user } = open(makeVendorApplication(), '?step=3', {});
    expect(await step(3, 'Documents')).toBeVisible();
    expect(
      screen.getByText(
        'Still needed before you submit: Certificate of incorporation; Company profile.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /^Kind of document/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain(
      'Data protection registration',
    );
  });

  it('checks the answers with Change links, and names every gap of a refused submit with the step that fixes it', async () => {
    const { user } = open(makeVendorApplication({ website: null }), '?step=4', {
      'POST /api/vendor-applications/31/submit': refused({
        website: ['This field is required.'],
        signatory_date_of_birth: [vendorMessages.underAge],
        solutions: [vendorMessages.noSolutions],
        documents: ['Add a certificate of incorporation and a company profile before submitting.'],
      }),
    });
    expect(await step(4, 'Check and submit')).toBeVisible();
    for (const [name, to] of [
      ['Change organisation', 1],
      ['Change solutions', 2],
      ['Change documents', 3],
    ] as const)
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/account/edit-vendor-application/31?step=${to}`,
      );
    expect(
      screen.getByRole('row', { name: /Revenue in the first year 12,000,000 KES/ }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Nimbus Backup' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const summary = within(await screen.findByRole('alert', { name: 'There is a problem' }));
    const links = summary.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Website: This field is required.', '/account/edit-vendor-application/31?step=1'],
      [
        `Signatory’s date of birth: ${vendorMessages.underAge}`,
        '/account/edit-vendor-application/31?step=1',
      ],
      [vendorMessages.noSolutions, '/account/edit-vendor-application/31?step=2'],
      [
        'Add a certificate of incorporation and a company profile before submitting.',
        '/account/edit-vendor-application/31?step=3',
      ],
    ]);
  });

  it('submits, then goes to the application’s page', async () => {
    const submitted = makeVendorApplication({ stage: 'submitted', actions: ['withdraw'] });
    const { user, router } = open(makeVendorApplication(), '?step=4', {
      'POST /api/vendor-applications/31/submit': success(submitted, 'Application submitted.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/show-vendor-application/31'),
    );
    expect(await screen.findByText('Application submitted.')).toBeInTheDocument();
  });

  it('does not offer the form once the application is submitted', async () => {
    open(makeVendorApplication({ stage: 'submitted', actions: ['withdraw'] }), '', {});
    expect(
      await screen.findByText('This application is no longer a draft: it cannot be changed.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the application' })).toHaveAttribute(
      'href',
      '/account/show-vendor-application/31',
    );
  });
});
