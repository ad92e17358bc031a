import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '@web/lib/session';
import { countries, makeUser } from '@web/testing/fixtures';
import { messages, passwordInput, submitButton, textbox } from '@web/testing/form-queries';
import { renderApp } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';

// Web tests reach no server: GET /profile fails here. The read view with data is tested on the
// card itself (profile-card); the forms must work whether or not the profile has loaded.
async function openProfile() {
  const user = userEvent.setup();
  const view = renderApp('/account/profile', { user: makeUser() });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return { user, ...view };
}

describe('profile screen', () => {
  it('says when the profile could not be loaded, and still offers LogOut', async () => {
    const { user, router } = await openProfile();
    const failed = await screen.findByText('Your profile could not be loaded.');
    expect(within(failed.parentElement!).getByRole('button', { name: 'Try again' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'LogOut' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getCurrentUser()).toBeNull();
  });

  it('opens on the profile form when asked to complete the profile (?tab=update)', async () => {
    renderApp('/account/profile?tab=update', { user: makeUser() });
    expect(await screen.findByRole('tab', { name: 'Profile update' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Designation' })).toBeVisible();
  });

  it("lists the user's committees, each opening its members' page", async () => {
    const user = userEvent.setup();
    const member = makeUser({
      committees: [
        { id: 4, name: 'Finance', role: 'Chairperson' },
        { id: 9, name: 'Land Allocation', role: 'Member' },
      ],
    });
    const { router } = renderApp('/account/profile', { user: member });
    const section = within(await screen.findByRole('region', { name: 'Your committees' }));
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Finance (Chairperson)',
      'Land Allocation (Member)',
    ]);
    await user.click(section.getByRole('link', { name: 'Land Allocation' }));
    await screen.findByRole('heading', { level: 1, name: 'Committee details' });
    expect(router.state.location.pathname).toBe('/account/show-committee/9');
  });

  it('shows no committees section to a user who sits on none', async () => {
    await openProfile();
    expect(screen.queryByRole('region', { name: 'Your committees' })).not.toBeInTheDocument();
  });

  it('opens on the Change Password tab, next to Profile update', async () => {
    await openProfile();
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Profile update' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });
});

describe('change password tab', () => {
  it('asks for the current password first, as the browser fills it in', async () => {
    await openProfile();
    const inputs = screen.getAllByLabelText(/password/i, { selector: 'input' });
    expect(inputs.map((input) => input.getAttribute('autocomplete'))).toEqual([
      'current-password',
      'new-password',
      'new-password',
    ]);
    expect(inputs[0]).toBe(passwordInput('Current password'));
  });

  it('says touched empty fields are required and keeps the submit disabled', async () => {
    const { user } = await openProfile();
    expect(submitButton('Change Password')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    await user.click(passwordInput('Current password'));
    await user.click(passwordInput('New password'));
    await user.click(passwordInput('Confirm password'));
    await user.tab();
    expect(passwordInput('Current password')).toHaveAccessibleDescription(messages.required);
    expect(passwordInput('New password')).toHaveAccessibleDescription(messages.required);
    expect(passwordInput('Confirm password')).toHaveAccessibleDescription(messages.required);
  });

  it("shows the server's refusal of the current password beside that field", async () => {
    const wrong = messages.currentPasswordIncorrect;
    const sent = stubFetch({
      'POST /api/change-password': {
        status: 422,
        body: {
          status: 'error',
          message: wrong,
          code: 'validation_failed',
          errors: { current_password: [wrong] },
        },
      },
    });
    const { user } = await openProfile();
    await user.type(passwordInput('Current password'), 'not-mine-1');
    await user.type(passwordInput('New password'), 'changed-pass-1');
    await user.type(passwordInput('Confirm password'), 'changed-pass-1');
    await user.click(submitButton('Change Password'));
    await waitFor(() =>
      expect(passwordInput('Current password')).toHaveAccessibleDescription(wrong),
    );
    // The summary above the form takes the focus and leads to the field (record 0044).
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: `Current password: ${wrong}` })).toBeVisible();
    const [, init] = sent.mock.calls.find(([, options]) => options?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'not-mine-1',
      password: 'changed-pass-1',
      password_confirmation: 'changed-pass-1',
    });
  });

  it('wants at least 6 characters and a matching confirmation', async () => {
    const { user } = await openProfile();
    await user.type(passwordInput('Current password'), 'old-pass-1');
    await user.type(passwordInput('New password'), 'short');
    expect(passwordInput('New password')).toHaveAccessibleDescription(messages.minLength6);
    await user.type(passwordInput('New password'), '1');
    await user.type(passwordInput('Confirm password'), 'short2');
    expect(passwordInput('Confirm password')).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
    expect(submitButton('Change Password')).toBeDisabled();

    await user.clear(passwordInput('Confirm password'));
    await user.type(passwordInput('Confirm password'), 'short1');
    expect(passwordInput('Confirm password')).not.toHaveAccessibleDescription();
    expect(submitButton('Change Password')).toBeEnabled();
  });
});

describe('profile update tab', () => {
  async function openProfileUpdate() {
    const opened = await openProfile();
    await opened.user.click(screen.getByRole('tab', { name: 'Profile update' }));
    return opened;
  }

  it('says touched empty fields are required and keeps the submit disabled', async () => {
    const { user } = await openProfileUpdate();
    expect(submitButton('Update Profile')).toBeDisabled();
    await user.click(textbox('Phone'));
    await user.click(textbox('Designation'));
    await user.tab();
    expect(textbox('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(messages.required),
    );
    expect(textbox('Designation')).toHaveAccessibleDescription(messages.required);
  });

  it('wants a country code and a phone of at least 9 digits, then enables the submit', async () => {
    stubFetch({
      'GET /api/unpaginated-items-home': {
        body: { status: 'success', message: '', data: { account_types: [], countries } },
      },
    });
    const { user } = await openProfileUpdate();
    const phone = textbox('Phone');
    await user.type(phone, '0712345');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(messages.minPhoneLength));
    await user.type(textbox('Designation'), 'Director');
    await user.type(phone, '678');
    expect(phone).toHaveAccessibleDescription('Digits only, without the country code.');
    expect(submitButton('Update Profile')).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    await user.click(await screen.findByRole('option', { name: 'Kenya (+254)' }));
    expect(submitButton('Update Profile')).toBeEnabled();
  });
});
