import { Select, TextInput } from '@mantine/core';
import { LoginSchema } from '@portal/shared/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bindInput, submitWith, useSchemaForm } from '../lib/form';
import { ApiError } from '../lib/http-client';
import { renderWithProviders } from '../testing/render-app';
import { FormWithSummary } from './form-with-summary';

const refusal = new ApiError(422, 'The given data was invalid.', {
  email: ['This email is already taken.'],
  password: ['This password is too common.'],
});

// What the server answers each submit in turn: a refusal, then a success.
const answers: (() => Promise<void>)[] = [];
beforeEach(() => {
  answers.splice(
    0,
    answers.length,
    () => Promise.reject(refusal),
    () => Promise.resolve(),
  );
});

/** A form whose first submit is refused as a 422 answer refuses it, and whose second succeeds. */
function SignIn() {
  const form = useSchemaForm(LoginSchema, {
    defaultValues: { email: 'ivy@example.com', password: 'secret', remember_me: false },
  });
  const onSubmit = submitWith(form, () => answers.shift()!());
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      {/* A long form: the fields sit below a phone's first screen. */}
      <Select label="Unrelated" data={['a']} />
      <TextInput label="Email" {...bindInput(form, 'email')} />
      <TextInput label="Password" {...bindInput(form, 'password')} />
      <button type="submit">Sign in</button>
    </FormWithSummary>
  );
}

describe('the error summary of every form', () => {
  it('shows nothing before a submit fails', () => {
    renderWithProviders(<SignIn />);
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('takes the focus when a submit is refused, with a link to each field that says what is wrong', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Email: This email is already taken.',
      'Password: This password is too common.',
    ]);
    const password = screen.getByRole('textbox', { name: 'Password' });
    expect(links[1]).toHaveAttribute('href', `#${password.id}`);
    await user.click(links[1]!);
    expect(password).toHaveFocus();
    // The message stays under its field too.
    expect(password).toHaveAccessibleDescription('This password is too common.');
  });

  it('goes once the field is put right and the form is sent again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert', { name: 'There is a problem' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
  });
});
