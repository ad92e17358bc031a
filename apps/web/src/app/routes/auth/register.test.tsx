import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/http-client';
import { messages, passwordInput, submitButton, textbox } from '@web/testing/form-queries';
import { renderApp } from '@web/testing/render-app';

// Web tests reach no server: the lookups fail here as they would offline, and the form must
// still work. Choosing from the lists is tested with the form given its data (register-form).
async function openRegister() {
  const user = userEvent.setup();
  renderApp('/auth/register');
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  return user;
}

const combobox = (name: string) => screen.getByRole('combobox', { name });
const terms = () => screen.getByRole('checkbox', { name: 'I accept the terms of service' });

describe('register screen', () => {
  it('shows every field, links the terms and login, and says when the lists failed', async () => {
    await openRegister();
    expect(combobox('Account type')).toBeInTheDocument();
    expect(textbox('Name')).toBeInTheDocument();
    expect(textbox('Email')).toBeInTheDocument();
    expect(combobox('Country code')).toBeInTheDocument();
    expect(textbox('Phone')).toHaveAttribute('type', 'tel');
    expect(passwordInput('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordInput('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    expect(terms()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/landing/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    expect(submitButton('Register')).toBeDisabled();
  });

  it('says each touched empty field is required', async () => {
    const user = await openRegister();
    await user.click(combobox('Account type'));
    await user.click(textbox('Name'));
    await user.click(textbox('Email'));
    await user.click(combobox('Country code'));
    await user.click(textbox('Phone'));
    await user.click(passwordInput('Password'));
    await user.click(passwordInput('Confirm password'));
    await user.click(screen.getByRole('heading', { level: 1, name: 'Register' }));
    for (const field of [
      combobox('Account type'),
      textbox('Name'),
      textbox('Email'),
      combobox('Country code'),
      textbox('Phone'),
      passwordInput('Password'),
      passwordInput('Confirm password'),
    ]) {
      // The phone's hint ("Digits only, …") comes with its message.
      expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.required));
    }
    expect(submitButton('Register')).toBeDisabled();
  });

  it('checks the email, the phone and the password length', async () => {
    const user = await openRegister();
    await user.type(textbox('Email'), 'not-an-email');
    expect(textbox('Email')).toHaveAccessibleDescription(messages.email);

    await user.type(textbox('Phone'), '71234567');
    const phone = textbox('Phone');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(messages.minPhoneLength));
    await user.type(phone, '8');
    expect(phone).toHaveAccessibleDescription('Digits only, without the country code.');
    await user.type(phone, 'x');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(messages.phoneDigits));

    await user.type(passwordInput('Password'), 'abcde');
    expect(passwordInput('Password')).toHaveAccessibleDescription(messages.minLength6);
    await user.type(passwordInput('Password'), 'f');
    expect(passwordInput('Password')).not.toHaveAccessibleDescription();
  });

  it('says when the confirmation does not match, also after the password changes', async () => {
    const user = await openRegister();
    await user.type(passwordInput('Password'), 'secret1');
    await user.type(passwordInput('Confirm password'), 'secret2');
    expect(passwordInput('Confirm password')).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
    await user.clear(passwordInput('Password'));
    await user.type(passwordInput('Password'), 'secret2');
    expect(passwordInput('Confirm password')).not.toHaveAccessibleDescription();
  });

  it('asks to accept the terms once the box is unchecked again', async () => {
    const user = await openRegister();
    await user.click(terms());
    expect(terms()).not.toHaveAccessibleDescription();
    await user.click(terms());
    expect(terms()).toHaveAccessibleDescription(messages.acceptTerms);
  });
});
