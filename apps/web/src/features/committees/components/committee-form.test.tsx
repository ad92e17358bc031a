import type { CommitteeRecord } from '@portal/shared/committees';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditedByAda } from '@web/testing/fixtures';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { CommitteeForm } from './committee-form';

const finance = (alias: string | null): CommitteeRecord => ({
  id: 4,
  name: 'Finance',
  alias,
  ...auditedByAda,
});

describe('committee form', () => {
  it('says the name is required, and submits without an alias', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommitteeForm />);
    expect(submitButton('Submit')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    await user.type(textbox('Name'), ' ');
    expect(textbox('Name')).toHaveAccessibleDescription(messages.required);
    await user.type(textbox('Name'), 'Finance');
    expect(submitButton('Submit')).toBeEnabled();
    expect(textbox('Alias (optional)')).toHaveValue('');
  });

  it('marks the name required and the alias optional', () => {
    renderWithProviders(<CommitteeForm />);
    expect(textbox('Name')).toBeRequired();
    expect(textbox('Alias (optional)')).not.toBeRequired();
  });

  it('lets an alias be typed then erased without a message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommitteeForm />);
    await user.type(textbox('Name'), 'Finance');
    await user.type(textbox('Alias (optional)'), 'FIN');
    await user.clear(textbox('Alias (optional)'));
    expect(textbox('Alias (optional)')).not.toHaveAccessibleDescription();
    expect(submitButton('Submit')).toBeEnabled();
  });

  it('says when the alias is too long', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CommitteeForm />);
    await user.type(textbox('Name'), 'Finance');
    await user.click(textbox('Alias (optional)'));
    await user.paste('x'.repeat(101));
    expect(textbox('Alias (optional)')).toHaveAccessibleDescription(messages.maxLength(100));
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('is prefilled with the committee being edited, a missing alias as blank', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<CommitteeForm committee={finance('FIN')} />);
    expect(textbox('Name')).toHaveValue('Finance');
    expect(textbox('Alias (optional)')).toHaveValue('FIN');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
    await user.clear(textbox('Name'));
    expect(textbox('Name')).toHaveAccessibleDescription(messages.required);
    expect(submitButton('Submit')).toBeDisabled();
    unmount();

    renderWithProviders(<CommitteeForm committee={finance(null)} />);
    expect(textbox('Alias (optional)')).toHaveValue('');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
  });

  it('Cancel goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CommitteeForm />, '/account/create-committee');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account/committees');
  });
});
