import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, passwordInput, submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { RegisterForm } from './register-form';

// The lists GET /unpaginated-items-home answers, given to the form as its route does.
const accountTypes = [
  { id: 1, name: 'Investor' },
  { id: 2, name: 'Company' },
];
const countries = [
  { id: 1, name: 'Kenya', code: '+254', iso_code: 'KE' },
  { id: 2, name: 'United States', code: '+1', iso_code: 'US' },
  { id: 3, name: 'Canada', code: '+1', iso_code: 'CA' },
];

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(
    <RegisterForm
      accountTypes={accountTypes}
      countries={countries}
      loading={false}
      onSuccess={vi.fn()}
    />,
  );
  return user;
}

const combobox = (name: string) => screen.getByRole('combobox', { name });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('register form with its lists', () => {
  it('lists the countries with their dialling codes, and finds them by code', async () => {
    const user = renderForm();
    await user.click(combobox('Country code'));
    expect(optionNames()).toEqual(['Kenya (+254)', 'United States (+1)', 'Canada (+1)']);

    await user.type(combobox('Country code'), '+1');
    expect(optionNames()).toEqual(['United States (+1)', 'Canada (+1)']);
  });

  it('tells apart countries that share a dialling code', async () => {
    const user = renderForm();
    await user.click(combobox('Country code'));
    await user.click(screen.getByRole('option', { name: 'Canada (+1)' }));
    expect(combobox('Country code')).toHaveValue('Canada (+1)');
    expect(combobox('Country code')).not.toHaveAccessibleDescription();
  });

  it('lists the account types', async () => {
    const user = renderForm();
    await user.click(combobox('Account type'));
    expect(optionNames()).toEqual(['Investor', 'Company']);
    await user.click(screen.getByRole('option', { name: 'Company' }));
    expect(combobox('Account type')).toHaveValue('Company');
  });

  it('enables Register once every field is valid and the terms are accepted', async () => {
    const user = renderForm();
    await user.click(combobox('Account type'));
    await user.click(screen.getByRole('option', { name: 'Investor' }));
    await user.type(textbox('Name'), 'Ivy Investor');
    await user.type(textbox('Email'), 'ivy@example.com');
    await user.click(combobox('Country code'));
    await user.click(screen.getByRole('option', { name: 'Kenya (+254)' }));
    await user.type(textbox('Phone'), '712345678');
    await user.type(passwordInput('Password'), 'secret1');
    await user.type(passwordInput('Confirm password'), 'secret1');
    expect(submitButton('Register')).toBeDisabled();

    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
    await user.click(terms);
    expect(submitButton('Register')).toBeEnabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();

    await user.click(terms);
    expect(submitButton('Register')).toBeDisabled();
    expect(terms).toHaveAccessibleDescription(messages.acceptTerms);
  });
});
