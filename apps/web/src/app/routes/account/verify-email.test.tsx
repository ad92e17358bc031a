import { Role } from '@portal/shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@web/testing/fixtures';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { renderApp } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { getCurrentUser } from '@web/lib/session';

const unverified = makeUser({
  role: Role.RegisteredUser,
  email: 'new.user@example.com',
  email_verified_at: null,
});

async function openVerifyEmail(user = unverified) {
  const actor = userEvent.setup();
  renderApp('/account/verify-email', { user });
  await screen.findByRole('heading', { level: 1, name: 'Verify email' });
  return actor;
}

const code = () => textbox('Verification code');

describe('verify email screen', () => {
  it("names the user's email and offers a numeric one-time code field", async () => {
    await openVerifyEmail();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to new.user@example.com.',
    );
    expect(code()).toHaveAttribute('inputmode', 'numeric');
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    expect(submitButton('Verify')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
  });

  it('says a touched empty code is required and a non-numeric one is not a code', async () => {
    const user = await openVerifyEmail();
    await user.click(code());
    await user.tab();
    expect(code()).toHaveAccessibleDescription(messages.required);
    await user.type(code(), '12a456');
    expect(code()).toHaveAccessibleDescription(messages.verificationCode);
    expect(submitButton('Verify')).toBeDisabled();
  });

  it('enables Verify for six digits, and takes no more than six', async () => {
    const user = await openVerifyEmail();
    await user.type(code(), '12345');
    expect(submitButton('Verify')).toBeDisabled();
    await user.type(code(), '67');
    expect(code()).toHaveValue('123456');
    expect(code()).not.toHaveAccessibleDescription();
    expect(submitButton('Verify')).toBeEnabled();
  });

  it('tells a user who is already verified so, sends no code, and leads to the dashboard', async () => {
    const user = await openVerifyEmail(makeUser({ email: 'ivy@example.com' }));
    expect(screen.getByText(/is already verified/)).toHaveTextContent(
      'Your email address ivy@example.com is already verified.',
    );
    expect(screen.queryByText(/We sent a 6-digit code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keeps the verified user of the answer and opens the dashboard', async () => {
    const verified = { ...unverified, email_verified_at: '2026-11-24T08:00:00.000Z' };
    const calls = stubFetch({
      'POST /api/verify-email': {
        body: { status: 'success', message: 'Verified.', user: verified, data: { user: verified } },
      },
      'GET /api/dashboard': {
        body: {
          status: 'success',
          message: '',
          data: { services: [], total_users: 0, total_services: 0, total_committees: 0 },
        },
      },
    });
    const user = await openVerifyEmail();
    await user.type(code(), '123456');
    await user.click(submitButton('Verify'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(getCurrentUser()).toEqual(verified);
    expect(JSON.parse(String(calls.mock.calls[0]![1]?.body))).toEqual({ code: '123456' });
  });
});
