import { Role } from '@portal/shared/constants';
import { PERMISSIONS, PERMISSION_KEYS } from '@portal/shared/permissions';
import type { RoleDetail } from '@portal/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, auditedByAda, makeUser } from '@web/testing/fixtures';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { setCurrentUser } from '@web/lib/session';
import { RoleForm } from './role-form';

const role = (id: number, name: string, permissions: string[]): RoleDetail => ({
  id,
  name,
  permissions,
  ...auditedByAda,
});

const auditor = role(9, 'Auditor', ['audit.view', 'users.view']);

const catalogue: Record<string, Answer> = {
  'GET /api/permissions': { body: { status: 'success', message: '', data: PERMISSIONS } },
};

const NOT_HELD = 'You do not hold this permission';
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const group = (name: string) => screen.getByRole('group', { name });
/** The checkboxes once GET /permissions has answered. */
const allCheckboxes = async () => {
  await screen.findByRole('checkbox', { name: PERMISSIONS[0].description });
  return screen.getAllByRole('checkbox');
};

/** What the form sent, as the server would read it. */
const sentBody = (calls: ReturnType<typeof stubFetch>, method: string) => {
  const call = calls.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

beforeEach(() => setCurrentUser(admin()));

describe('role form', () => {
  it('says the name is required, and only submits with one', async () => {
    stubFetch(catalogue);
    const user = userEvent.setup();
    renderWithProviders(<RoleForm />);
    expect(submitButton('Submit')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    await user.type(textbox('Name'), ' ');
    expect(textbox('Name')).toHaveAccessibleDescription(messages.required);
    await user.type(textbox('Name'), 'Auditor');
    expect(submitButton('Submit')).toBeEnabled();
  });

  it('lists the permissions by group, and sends the ones checked', async () => {
    const calls = stubFetch({
      ...catalogue,
      'POST /api/roles': {
        status: 201,
        body: { status: 'success', message: 'Role created.', data: auditor },
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<RoleForm />, '/account/create-role');
    expect(await allCheckboxes()).toHaveLength(PERMISSIONS.length);
    const users = within(group('Users'));
    expect(users.getAllByRole('checkbox')).toHaveLength(3);
    expect(users.getByRole('checkbox', { name: 'Block and unblock accounts' })).not.toBeChecked();
    expect(checkbox('Block and unblock accounts')).toHaveAccessibleDescription('users.status');
    expect(within(group('Oversight')).getAllByRole('checkbox')).toHaveLength(2);

    await user.type(textbox('Name'), 'Auditor');
    await user.click(checkbox('Read and download the audit trail of administrative acts'));
    await user.click(checkbox('See the users list and any user’s details'));
    await user.click(submitButton('Submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/roles'));
    expect(sentBody(calls, 'POST')).toEqual({
      name: 'Auditor',
      permissions: ['audit.view', 'users.view'],
    });
  });

  it('is prefilled with the role being edited, and sends what is left checked', async () => {
    const calls = stubFetch({
      ...catalogue,
      'PUT /api/roles/9': {
        body: { status: 'success', message: 'Role updated.', data: role(9, 'Auditor', []) },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RoleForm role={auditor} />, '/account/edit-role/9');
    expect(textbox('Name')).toHaveValue('Auditor');
    const checked = (await allCheckboxes()).filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => box.getAttribute('value'))).toEqual(['users.view', 'audit.view']);

    await user.click(checkbox('See the users list and any user’s details'));
    await user.click(submitButton('Submit'));
    await waitFor(() =>
      expect(calls.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    expect(sentBody(calls, 'PUT')).toEqual({ id: 9, name: 'Auditor', permissions: ['audit.view'] });
  });

  it('shows the Administrator with every permission, none of which can be unchecked', async () => {
    stubFetch(catalogue);
    renderWithProviders(
      <RoleForm role={role(Role.Administrator, 'Administrator', PERMISSION_KEYS)} />,
    );
    for (const box of await allCheckboxes()) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(group('Permissions')).toHaveAccessibleDescription(
      'The Administrator holds every permission: none can be taken from it.',
    );
    expect(screen.queryByText(NOT_HELD)).not.toBeInTheDocument();
  });

  it('shows Registered User granting nothing, and offers nothing to check', async () => {
    stubFetch(catalogue);
    renderWithProviders(<RoleForm role={role(Role.RegisteredUser, 'Registered User', [])} />);
    for (const box of await allCheckboxes()) {
      expect(box).not.toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(group('Permissions')).toHaveAccessibleDescription(
      'New sign-ups hold this role, so it grants nothing.',
    );
  });

  it('leaves a permission the current user does not hold as it is, and says why', async () => {
    setCurrentUser(makeUser({ permissions: ['roles.manage', 'users.view'] }));
    stubFetch(catalogue);
    renderWithProviders(<RoleForm role={auditor} />);
    await allCheckboxes();
    const audit = checkbox('Read and download the audit trail of administrative acts');
    expect(audit).toBeChecked();
    expect(audit).toBeDisabled();
    expect(audit).toHaveAccessibleDescription(expect.stringContaining('audit.view'));
    expect(audit).toHaveAccessibleDescription(expect.stringContaining(NOT_HELD));
    const users = checkbox('See the users list and any user’s details');
    expect(users).toBeEnabled();
    expect(users).toHaveAccessibleDescription('users.view');
  });

  it("shows the server's refusal of the permissions under the checkboxes, and stays", async () => {
    const refusal = 'You cannot grant or withdraw a permission you do not hold: mail.view.';
    stubFetch({
      ...catalogue,
      'PUT /api/roles/9': {
        status: 422,
        body: {
          status: 'error',
          code: 'validation_failed',
          message: 'The given data was invalid.',
          errors: { permissions: [refusal] },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<RoleForm role={auditor} />, '/account/edit-role/9');
    await allCheckboxes();
    await user.click(submitButton('Submit'));

    await waitFor(() =>
      expect(group('Permissions')).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );
    expect(router.state.location.pathname).toBe('/account/edit-role/9');
    expect(checkbox('See the users list and any user’s details')).toBeChecked();
  });

  it('Cancel goes back to the list', async () => {
    stubFetch(catalogue);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<RoleForm />, '/account/create-role');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account/roles');
  });
});
