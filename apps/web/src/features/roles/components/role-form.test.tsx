import type { RoleRecord } from '@portal/shared/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditedByAda } from '../../../testing/fixtures';
import { messages, submitButton, textbox } from '../../../testing/form-queries';
import { renderWithProviders } from '../../../testing/render-app';
import { RoleForm } from './role-form';

const auditor: RoleRecord = {
  id: 9,
  name: 'Auditor',
  ...auditedByAda,
};

describe('role form', () => {
  it('says the name is required, and only submits with one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoleForm />);
    expect(submitButton('Submit')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    await user.type(textbox('Name'), ' ');
    expect(textbox('Name')).toHaveAccessibleDescription(messages.required);
    await user.type(textbox('Name'), 'Auditor');
    expect(submitButton('Submit')).toBeEnabled();
  });

  it('is prefilled with the role being edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoleForm role={auditor} />);
    expect(textbox('Name')).toHaveValue('Auditor');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
    await user.clear(textbox('Name'));
    expect(textbox('Name')).toHaveAccessibleDescription(messages.required);
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('Cancel goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<RoleForm />, '/account/create-role');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account/roles');
  });
});
