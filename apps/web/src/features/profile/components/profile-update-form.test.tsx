import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countries, makeProfile } from '@web/testing/fixtures';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { ProfileUpdateForm } from './profile-update-form';

const profile = makeProfile();

const props = { userId: 7, profile, countries, loadingCountries: false };

describe('profile update form', () => {
  it('is prefilled from the loaded profile and can be sent as it is', async () => {
    renderWithProviders(<ProfileUpdateForm {...props} />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('Kenya (+254)');
    expect(textbox('Phone')).toHaveValue('712345678');
    expect(textbox('Designation')).toHaveValue('Director');
    await waitFor(() => expect(submitButton('Update Profile')).toBeEnabled());
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
  });

  it('says an erased designation is required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileUpdateForm {...props} />);
    await user.clear(textbox('Designation'));
    expect(textbox('Designation')).toHaveAccessibleDescription(messages.required);
    expect(submitButton('Update Profile')).toBeDisabled();
  });

  it('starts empty for a profile without phone or designation', () => {
    renderWithProviders(
      <ProfileUpdateForm {...props} profile={{ ...profile, phone: null, designation: null }} />,
    );
    expect(textbox('Phone')).toHaveValue('');
    expect(textbox('Designation')).toHaveValue('');
    expect(submitButton('Update Profile')).toBeDisabled();
  });

  it('checks the phone against the chosen country, again when the country changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileUpdateForm {...props} />);
    const phone = textbox('Phone');
    await user.clear(phone);
    await user.type(phone, '912345678');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(messages.phoneForCountry));
    expect(submitButton('Update Profile')).toBeDisabled();

    await user.clear(phone);
    await user.type(phone, '07911 123456');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(messages.phoneForCountry));
    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom (+44)' }));
    expect(phone).not.toHaveAccessibleDescription(
      expect.stringContaining(messages.phoneForCountry),
    );
    expect(submitButton('Update Profile')).toBeEnabled();
  });
});
