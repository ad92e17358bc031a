import { TextInput } from '@mantine/core';
import { RoleInputSchema } from '@portal/shared/roles';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bindInput, useSchemaForm } from '../lib/form';
import { ApiError } from '../lib/http-client';
import { renderWithProviders } from '../testing/render-app';
import { useSaveAndGoBack } from './use-save-and-go-back';

type Save = (values: { name: string }) => Promise<{ message: string }>;

function RoleHarness({ save }: { save: Save }) {
  const form = useSchemaForm(RoleInputSchema, { defaultValues: { name: 'Auditor' } });
  const onSubmit = useSaveAndGoBack(form, '/account/roles', save);
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput label="Name" {...bindInput(form, 'name')} />
      <button type="submit">Submit</button>
    </form>
  );
}

async function submit(save: Save) {
  const user = userEvent.setup();
  const view = renderWithProviders(<RoleHarness save={save} />, '/account/create-role');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return view;
}

describe('save and go back', () => {
  it('saves the values, toasts the answer and goes back to the list', async () => {
    const save = vi.fn(async () => ({ message: 'Role created successfully.' }));
    const { router } = await submit(save);
    expect(save).toHaveBeenCalledWith({ name: 'Auditor' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Role created successfully.');
    expect(router.state.location.pathname).toBe('/account/roles');
  });

  it('stays on the form with the reasons under the fields when the server refuses', async () => {
    const { router } = await submit(() =>
      Promise.reject(new ApiError(422, 'The form has errors', { name: ['Taken.'] })),
    );
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Taken.',
    );
    expect(router.state.location.pathname).toBe('/account/create-role');
  });
});
