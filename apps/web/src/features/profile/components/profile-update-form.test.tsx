import type { Profile } from '@portal/shared/profile';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, submitButton, textbox } from '../../../testing/form-queries';
import { renderWithProviders } from '../../../testing/render-app';
import { ProfileUpdateForm } from './profile-update-form';

const profile: Profile = {
  id: 7,
  name: 'Ivy Investor',
  email: 'ivy@example.com',
  user_role: 'Investor',
  account_status: 'Active',
  status: 1,
  created_at: '2025-01-02T03:04:05.000Z',
  country_code: '+254',
  phone: '712345678',
  designation: 'Director',
};

describe('profile update form', () => {
  it('is prefilled from the loaded profile and can be sent as it is', async () => {
    renderWithProviders(<ProfileUpdateForm userId={7} profile={profile} />);
    expect(textbox('Phone')).toHaveValue('712345678');
    expect(textbox('Designation')).toHaveValue('Director');
    await waitFor(() => expect(submitButton('Update Profile')).toBeEnabled());
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
  });

  it('says an erased designation is required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileUpdateForm userId={7} profile={profile} />);
    await user.clear(textbox('Designation'));
    expect(textbox('Designation')).toHaveAccessibleDescription(messages.required);
    expect(submitButton('Update Profile')).toBeDisabled();
  });

  it('starts empty for a profile without phone or designation', () => {
    renderWithProviders(
      <ProfileUpdateForm userId={7} profile={{ ...profile, phone: null, designation: null }} />,
    );
    expect(textbox('Phone')).toHaveValue('');
    expect(textbox('Designation')).toHaveValue('');
    expect(submitButton('Update Profile')).toBeDisabled();
  });
});
