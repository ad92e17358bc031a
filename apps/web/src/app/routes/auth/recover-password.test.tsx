import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, passwordInput, submitButton } from '@web/testing/form-queries';
import { renderApp } from '@web/testing/render-app';

async function openRecoverPassword() {
  const user = userEvent.setup();
  renderApp('/auth/recover-password/a-mailed-token');
  await screen.findByRole('heading', { level: 1, name: 'Recover password' });
  return user;
}

describe('recover password screen', () => {
  it('asks for the new password twice, as new passwords', async () => {
    await openRecoverPassword();
    expect(passwordInput('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordInput('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    expect(submitButton('Reset password')).toBeDisabled();
  });

  it('says touched empty fields are required', async () => {
    const user = await openRecoverPassword();
    await user.click(passwordInput('New password'));
    await user.click(passwordInput('Confirm password'));
    await user.tab();
    expect(passwordInput('New password')).toHaveAccessibleDescription(messages.required);
    expect(passwordInput('Confirm password')).toHaveAccessibleDescription(messages.required);
  });

  it('wants at least 6 characters and a matching confirmation', async () => {
    const user = await openRecoverPassword();
    await user.type(passwordInput('New password'), '12345');
    expect(passwordInput('New password')).toHaveAccessibleDescription(messages.minLength6);
    await user.type(passwordInput('Confirm password'), '12345');
    expect(passwordInput('Confirm password')).not.toHaveAccessibleDescription();
    expect(submitButton('Reset password')).toBeDisabled();

    await user.type(passwordInput('New password'), '6');
    expect(passwordInput('New password')).not.toHaveAccessibleDescription();
    expect(passwordInput('Confirm password')).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
    expect(submitButton('Reset password')).toBeDisabled();

    await user.type(passwordInput('Confirm password'), '6');
    expect(passwordInput('Confirm password')).not.toHaveAccessibleDescription();
    expect(submitButton('Reset password')).toBeEnabled();
  });
});
