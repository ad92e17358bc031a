import { TextInput } from '@mantine/core';
import { LoginSchema } from '@portal/shared/auth';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { bindInput, showServerErrors, submitWith, useSchemaForm } from './form';
import { ApiError } from './http-client';

const refusal = new ApiError(422, 'The form has errors', {
  password: ['This password is too common.'],
  email: ['This email is already taken.'],
  // A field the form does not show: its message is toasted instead.
  remember_token: ['Invalid token.'],
});

/** A form whose submit fails the way a 422 answer does. */
function RefusedForm() {
  const form = useSchemaForm(LoginSchema, {
    defaultValues: { email: 'ivy@example.com', password: 'secret', remember_me: false },
  });
  const onSubmit = submitWith(form, () => Promise.reject(refusal));
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput label="Email" {...bindInput(form, 'email')} />
      <TextInput label="Password" {...bindInput(form, 'password')} />
      <p>Errors on: {Object.keys(form.formState.errors).sort().join(', ')}</p>
      <button type="submit">Send</button>
      <button type="button" onClick={() => showServerErrors(form, new Error('not a call'))}>
        Other failure
      </button>
    </form>
  );
}

describe('server field errors', () => {
  it("shows a 422 answer's messages under their fields, leaving the focus to the summary", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RefusedForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const password = screen.getByRole('textbox', { name: 'Password' });
    expect(password).toHaveAccessibleDescription('This password is too common.');
    expect(password).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This email is already taken.',
    );
    expect(screen.getByText('Errors on: email, password')).toBeInTheDocument();
    expect(await screen.findByText('Invalid token.')).toBeInTheDocument();
  });

  it('ignores failures that carry no field errors', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RefusedForm />);
    await user.click(screen.getByRole('button', { name: 'Other failure' }));
    await act(async () => {});
    expect(screen.getByText('Errors on:')).toBeInTheDocument();
  });
});
