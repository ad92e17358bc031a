import type { ApiKeyRecord } from '@portal/shared/api-keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { ApiKeyForm } from './api-key-form';

const planningApp: ApiKeyRecord = {
  id: 5,
  name: 'Planning app',
  key: 'tck_planning-app-key',
  requests: 3,
  expiry_date: '2027-12-31',
  status: 'Active',
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
  api_owner: { id: 7, name: 'Ivy Investor' },
};

// A date input has no ARIA role of its own.
const expiryDate = () => screen.getByLabelText('Expiry Date');

const described = (message: string) => expect.stringContaining(message);

describe('API key form', () => {
  // Noon on 2026-11-21 in Nairobi, the authority's time zone.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says the name and the expiry date are required, and only submits with both', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeyForm />);
    expect(submitButton('Submit')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    expect(expiryDate()).toHaveAttribute('type', 'date');

    await user.type(textbox('Name'), ' ');
    expect(textbox('Name')).toHaveAccessibleDescription(messages.required);
    await user.type(textbox('Name'), 'Planning app');
    expect(textbox('Name')).not.toHaveAccessibleDescription();
    await user.click(expiryDate());
    await user.tab();
    expect(expiryDate()).toHaveAccessibleDescription(described(messages.required));
    expect(submitButton('Submit')).toBeDisabled();

    await user.type(expiryDate(), '2027-12-31');
    expect(expiryDate()).not.toHaveAccessibleDescription(described(messages.required));
    expect(submitButton('Submit')).toBeEnabled();
  });

  it('refuses a year of more than four digits, which a date picker lets through', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeyForm apiKey={planningApp} />);
    await user.clear(expiryDate());
    await user.type(expiryDate(), '20277-12-31');
    expect(expiryDate()).toHaveAccessibleDescription(described(messages.calendarDate));
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('is prefilled with the key being edited, and a cleared date is required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeyForm apiKey={planningApp} />);
    expect(textbox('Name')).toHaveValue('Planning app');
    expect(expiryDate()).toHaveValue('2027-12-31');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
    await user.clear(expiryDate());
    expect(expiryDate()).toHaveAccessibleDescription(described(messages.required));
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('takes only a date after today, and offers none earlier in the date picker', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeyForm />);
    expect(expiryDate()).toHaveAttribute('min', '2026-11-22');
    await user.type(textbox('Name'), 'Planning app');
    for (const day of ['2026-11-21', '2025-01-01']) {
      await user.clear(expiryDate());
      await user.type(expiryDate(), day);
      expect(expiryDate()).toHaveAccessibleDescription(described(messages.expiryInFuture));
      expect(submitButton('Submit')).toBeDisabled();
    }
    await user.clear(expiryDate());
    await user.type(expiryDate(), '2026-11-22');
    expect(expiryDate()).not.toHaveAccessibleDescription(described(messages.expiryInFuture));
    expect(submitButton('Submit')).toBeEnabled();
  });

  it('lets an expired key be renamed with its own date, but not moved to another past one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeyForm apiKey={{ ...planningApp, expiry_date: '2025-06-30' }} />);
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'Old importer');
    expect(submitButton('Submit')).toBeEnabled();
    await user.clear(expiryDate());
    await user.type(expiryDate(), '2025-07-31');
    expect(expiryDate()).toHaveAccessibleDescription(described(messages.expiryInFuture));
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('Cancel goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ApiKeyForm />, '/account/create-api');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account/apis');
  });
});
