import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, passwordInput, submitButton, textbox } from '@web/testing/form-queries';
import { makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { sentBodies, stubFetch } from '@web/testing/stub-fetch';
import { scaled } from '../../../../../../e2e/support/machine';

async function openLogin() {
  const user = userEvent.setup();
  renderApp('/auth/login');
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return user;
}

describe('login screen', () => {
  it('has email, password, an unchecked remember me, and links to reset and register', async () => {
    await openLogin();
    expect(textbox('Email')).toHaveAttribute('autocomplete', 'email');
    expect(textbox('Email')).toBeRequired();
    expect(passwordInput('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordInput('Password')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });

  it('shows no error before a field is touched, and keeps Login disabled while invalid', async () => {
    await openLogin();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    expect(textbox('Email')).not.toHaveAttribute('aria-invalid');
    expect(submitButton('Login')).toBeDisabled();
  });

  it('says a touched empty email and password are required', async () => {
    const user = await openLogin();
    await user.click(textbox('Email'));
    await user.click(passwordInput('Password'));
    await user.tab();
    expect(textbox('Email')).toHaveAccessibleDescription(messages.required);
    expect(passwordInput('Password')).toHaveAccessibleDescription(messages.required);
  });

  it('says an email typed then erased is required, without leaving the field', async () => {
    const user = await openLogin();
    await user.type(textbox('Email'), 'a');
    await user.clear(textbox('Email'));
    expect(textbox('Email')).toHaveFocus();
    expect(textbox('Email')).toHaveAccessibleDescription(messages.required);
  });

  it('rejects a malformed email', async () => {
    const user = await openLogin();
    await user.type(textbox('Email'), 'ivy@');
    expect(textbox('Email')).toHaveAccessibleDescription(messages.email);
    await user.type(textbox('Email'), 'example.com');
    expect(textbox('Email')).not.toHaveAccessibleDescription();
  });

  it('enables Login once the email and password are valid', async () => {
    const user = await openLogin();
    await user.type(textbox('Email'), 'ivy@example.com');
    expect(submitButton('Login')).toBeDisabled();
    // Any password is accepted at login: the length rule is for new passwords only.
    await user.type(passwordInput('Password'), 'x');
    expect(submitButton('Login')).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(submitButton('Login')).toBeEnabled();
  });

  it('goes to the reset and register screens', async () => {
    const user = await openLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot password' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
  });

  it(
    'takes the toast of a failed attempt away once the user is in, not onto the dashboard',
    async () => {
      const user = await openLogin();
      const ivy = makeUser();
      const refused = 'These credentials do not match our records.';
      stubFetch({
        'POST /api/login': { status: 401, body: { status: 'error', message: refused } },
      });
      await user.type(textbox('Email'), ivy.email);
      await user.type(passwordInput('Password'), 'x');
      await user.click(submitButton('Login'));
      expect(await screen.findByText(refused)).toBeVisible();

      const answer = (data: unknown) => ({ body: { status: 'success', message: 'Welcome', data } });
      stubFetch({
        'POST /api/login': answer({ user: ivy, token: ivy.token }),
        'GET /api/dashboard': answer({ services: [] }),
        'GET /api/profile': answer({ ...ivy, country_code: null, designation: null }),
      });
      await user.clear(passwordInput('Password'));
      await user.type(passwordInput('Password'), 'y');
      await user.click(submitButton('Login'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      expect(await screen.findByText('Welcome')).toBeVisible();
      // A leaving toast is no longer an alert (jsdom plays no exit animation to remove it).
      const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
      await waitFor(() => expect(alerts()).not.toContain(refused));
      expect(alerts()).toContain('Welcome');
    },
    scaled(30_000),
  );

  it(
    'asks an account with a second factor for its code, offers a recovery code instead, then signs in',
    async () => {
      const user = await openLogin();
      const ivy = makeUser();
      const answer = (data: unknown, message = '') => ({
        body: { status: 'success', message, data },
      });
      const sent = stubFetch({
        'POST /api/login': answer({
          mfa_required: true,
          challenge: 'the-challenge',
          methods: ['totp', 'recovery_code'],
        }),
        'POST /api/login/second-factor': answer(
          { user: ivy, token: ivy.token },
          'Login successful.',
        ),
        'GET /api/dashboard': answer({ services: [] }),
        'GET /api/profile': answer({ ...ivy, country_code: null, designation: null }),
      });
      await user.type(textbox('Email'), ivy.email);
      await user.type(passwordInput('Password'), 'right-password');
      await user.click(submitButton('Login'));

      expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
      const code = textbox('Code from your authenticator app');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
      await user.type(textbox('Recovery code'), 'abcd-efgh-jkmn-pqrs');
      await user.click(submitButton('Continue'));

      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      expect(sentBodies(sent)).toEqual([
        ['POST /api/login', { email: ivy.email, password: 'right-password', remember_me: false }],
        [
          'POST /api/login/second-factor',
          { challenge: 'the-challenge', recovery_code: 'abcd-efgh-jkmn-pqrs' },
        ],
      ]);
    },
    scaled(30_000),
  );
});
