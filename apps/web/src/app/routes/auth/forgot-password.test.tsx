import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { renderApp } from '@web/testing/render-app';

async function openForgotPassword() {
  const user = userEvent.setup();
  renderApp('/auth/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
  return user;
}

describe('forgot password screen', () => {
  it('asks for the email only, with a link back to login', async () => {
    await openForgotPassword();
    expect(screen.getAllByRole('textbox')).toEqual([textbox('Email')]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    expect(submitButton('Send reset link')).toBeDisabled();
  });

  it('says a touched empty email is required, and a malformed one is invalid', async () => {
    const user = await openForgotPassword();
    await user.click(textbox('Email'));
    await user.tab();
    expect(textbox('Email')).toHaveAccessibleDescription(messages.required);
    await user.type(textbox('Email'), 'ivy.example.com');
    expect(textbox('Email')).toHaveAccessibleDescription(messages.email);
    expect(submitButton('Send reset link')).toBeDisabled();
  });

  it('enables the submit once the email is valid', async () => {
    const user = await openForgotPassword();
    await user.type(textbox('Email'), 'ivy@example.com');
    expect(textbox('Email')).not.toHaveAccessibleDescription();
    expect(submitButton('Send reset link')).toBeEnabled();
  });
});
