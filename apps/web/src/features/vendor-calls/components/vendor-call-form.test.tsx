import type { VendorCall } from '@portal/shared/vendor-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditedByAda } from '@web/testing/fixtures';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { refused } from '@web/testing/open-screen';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { VendorCallForm } from './vendor-call-form';

// 06:00 and 15:30 UTC: 09:00 and 18:30 in Nairobi, three hours ahead all year.
const hosting: VendorCall = {
  id: 5,
  reference: 'VEOI-2026-01',
  title: 'Hosting for the city’s agencies',
  description: 'Sovereign hosting.\nTier III at least.',
  categories: ['iaas', 'colocation'],
  opens_at: '2026-12-01T06:00:00.000Z',
  closes_at: '2027-01-15T15:30:00.000Z',
  status: 'upcoming',
  applications: 0,
  ...auditedByAda,
};

const saved = (message: string) => ({
  status: 201,
  body: { status: 'success', message, data: hosting },
});

// A date-time input has no ARIA role of its own.
const opens = () => screen.getByLabelText('Opens (Nairobi time)');
const closes = () => screen.getByLabelText('Closes (Nairobi time)');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const described = (message: string) => expect.stringContaining(message);

/** What the form sent, as the server would read it. */
const sentBody = (calls: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(calls.mock.calls[0]?.[1]?.body)) as unknown;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('vendor call form', () => {
  it('sends the times typed in Nairobi time as instants, whatever the browser’s zone', async () => {
    const calls = stubFetch({ 'POST /api/vendor-calls': saved('Call VEOI-2026-01 created.') });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VendorCallForm />, '/account/create-vendor-call');
    expect(submitButton('Submit')).toBeDisabled();
    await user.click(textbox('Title'));
    await user.paste('Hosting');
    await user.click(textbox('Description'));
    await user.paste('Sovereign hosting.');
    await user.click(checkbox('Colocation'));
    await user.click(checkbox('Software as a service'));
    await user.type(opens(), '2026-12-01T09:00');
    await user.type(closes(), '2027-01-15T18:30');
    await user.click(submitButton('Submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/vendor-calls'));
    expect(sentBody(calls)).toEqual({
      title: 'Hosting',
      description: 'Sovereign hosting.',
      // In the published order, whatever order they were ticked in.
      categories: ['saas', 'colocation'],
      opens_at: '2026-12-01T06:00:00.000Z',
      closes_at: '2027-01-15T15:30:00.000Z',
    });
    expect(await screen.findByText('Call VEOI-2026-01 created.')).toBeInTheDocument();
  });

  it('asks for every field, at least one category and a closing after the opening', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VendorCallForm />);
    await user.type(textbox('Title'), ' ');
    expect(textbox('Title')).toHaveAccessibleDescription(messages.required);
    await user.click(checkbox('Managed services'));
    await user.click(checkbox('Managed services'));
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription(
      described('Choose at least one category.'),
    );

    await user.type(opens(), '2026-12-01T09:00');
    await user.type(closes(), '2026-12-01T08:00');
    expect(closes()).toHaveAccessibleDescription(
      described('The closing time must be after the opening time.'),
    );
    // Moving the opening earlier settles it: the closing is checked again.
    await user.clear(opens());
    await user.type(opens(), '2026-11-30T09:00');
    expect(closes()).not.toHaveAccessibleDescription(
      described('The closing time must be after the opening time.'),
    );
    await user.clear(opens());
    expect(opens()).toHaveAccessibleDescription(described('Enter a date and time.'));
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('opens on the call being edited, its times in Nairobi time, its reference and status read-only', async () => {
    renderWithProviders(<VendorCallForm call={hosting} />);
    expect(textbox('Reference')).toHaveValue('VEOI-2026-01');
    expect(textbox('Reference')).toHaveAttribute('readonly');
    expect(textbox('Status')).toHaveValue('Upcoming');
    expect(textbox('Status')).toHaveAttribute('readonly');
    expect(textbox('Title')).toHaveValue('Hosting for the city’s agencies');
    expect(textbox('Description')).toHaveValue('Sovereign hosting.\nTier III at least.');
    expect(checkbox('Infrastructure as a service')).toBeChecked();
    expect(checkbox('Colocation')).toBeChecked();
    expect(checkbox('Software as a service')).not.toBeChecked();
    expect(opens()).toHaveValue('2026-12-01T09:00');
    expect(closes()).toHaveValue('2027-01-15T18:30');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
  });

  it('sends a change to the call’s own address, without its reference or status', async () => {
    const calls = stubFetch({
      'PUT /api/vendor-calls/5': { body: { ...saved('Call VEOI-2026-01 updated.').body } },
    });
    const user = userEvent.setup();
    renderWithProviders(<VendorCallForm call={hosting} />, '/account/edit-vendor-call/5');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
    await user.clear(closes());
    await user.type(closes(), '2027-01-31T17:00');
    await user.click(submitButton('Submit'));
    await waitFor(() =>
      expect(sentBody(calls)).toEqual({
        title: hosting.title,
        description: hosting.description,
        categories: ['iaas', 'colocation'],
        opens_at: '2026-12-01T06:00:00.000Z',
        closes_at: '2027-01-31T14:00:00.000Z',
      }),
    );
  });

  it('puts the server’s 422 messages under their fields and sums them up above the form', async () => {
    stubFetch({
      'PUT /api/vendor-calls/5': refused({
        closes_at: ['The closing time must be after the opening time.'],
        categories: ['Choose at least one category.'],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <VendorCallForm call={hosting} />,
      '/account/edit-vendor-call/5',
    );
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
    await user.click(submitButton('Submit'));

    await waitFor(() =>
      expect(closes()).toHaveAccessibleDescription(
        described('The closing time must be after the opening time.'),
      ),
    );
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription(
      described('Choose at least one category.'),
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', {
        name: 'Closes (Nairobi time): The closing time must be after the opening time.',
      }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/edit-vendor-call/5');
  });

  it('Cancel goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VendorCallForm />, '/account/create-vendor-call');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account/vendor-calls');
  });
});
