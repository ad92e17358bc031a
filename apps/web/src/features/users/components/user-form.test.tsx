import type { UserLookups, UserRecord } from '@portal/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countries, makeUserRecord } from '@web/testing/fixtures';
import { messages, passwordInput, submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { UserForm } from './user-form';

// The lists GET /unpaginated-items-users answers, given to the form as its route does.
const lookups: UserLookups = {
  committees: [
    { id: 1, name: 'Finance' },
    { id: 2, name: 'Planning' },
  ],
  committee_roles: [
    { id: 1, name: 'Chairperson' },
    { id: 3, name: 'Member' },
  ],
  roles: [
    { id: 1, name: 'Administrator' },
    { id: 6, name: 'Investor' },
  ],
  account_types: [
    { id: 1, name: 'Investor' },
    { id: 2, name: 'Company' },
  ],
  account_statuses: [
    { id: 1, name: 'Active', alias: 'active' },
    { id: 2, name: 'Blocked', alias: 'blocked' },
  ],
};

const carol = makeUserRecord({
  member_of_a_committee: 'Yes',
  user_committees: [{ committee_id: 1, name: 'Finance', role_id: 1, role: 'Chairperson' }],
});

type Events = ReturnType<typeof userEvent.setup>;

const combobox = (name: string) => screen.getByRole('combobox', { name });
const addedCommittees = () => screen.queryByRole('table', { name: 'Added committees' });

/**
 * Renders the form and finds its fields once: role queries are slow on a form this size, and a
 * busy machine runs these tests close to their time ceiling.
 */
function renderForm(user?: UserRecord) {
  const events = userEvent.setup();
  renderWithProviders(
    <UserForm lookups={lookups} user={user} countries={countries} loadingCountries={false} />,
  );
  const fields = {
    accountType: combobox('Account type'),
    role: combobox('Role'),
    name: textbox('Name'),
    email: textbox('Email'),
    yes: screen.getByRole('radio', { name: 'Yes' }),
    no: screen.getByRole('radio', { name: 'No' }),
    password: passwordInput('Password (optional)'),
    submit: submitButton('Submit'),
  };
  return { events, ...fields };
}

/** The committee sub-form, once Yes has been answered. */
function committeeFields() {
  return {
    committee: combobox('Committee'),
    committeeRole: combobox('Committee role'),
    add: screen.getByRole('button', { name: 'Add committee' }),
  };
}

async function choose(events: Events, select: HTMLElement, option: string) {
  await events.click(select);
  await events.click(await screen.findByRole('option', { name: option }));
}

/** Types a whole value at once: what each keystroke does is the business of a few tests only. */
async function enter(events: Events, field: HTMLElement, value: string) {
  await events.click(field);
  await events.paste(value);
}

/** Fills every field but the committees with valid values. */
async function fillIn(form: ReturnType<typeof renderForm>) {
  await choose(form.events, form.accountType, 'Company');
  await choose(form.events, form.role, 'Investor');
  await enter(form.events, form.name, 'Carol Chair');
  await enter(form.events, form.email, 'carol@example.com');
}

async function addCommittee(events: Events, committee: string, role: string) {
  const fields = committeeFields();
  await choose(events, fields.committee, committee);
  await choose(events, fields.committeeRole, role);
  await events.click(fields.add);
}

describe('user form', () => {
  it('says the shared validation messages once a field is changed', async () => {
    const { events, name, email, yes, no, submit } = renderForm();
    expect(submit).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();

    await events.type(name, ' ');
    expect(name).toHaveAccessibleDescription(messages.required);
    await events.type(email, 'c');
    expect(email).toHaveAccessibleDescription(messages.email);
    await events.clear(email);
    expect(email).toHaveAccessibleDescription(messages.required);
    await events.click(yes);
    await events.click(no);
    expect(no).not.toHaveAccessibleDescription();
  });

  it('enables Submit once the required fields are filled in, without a password', async () => {
    const form = renderForm();
    await fillIn(form);
    expect(form.submit).toBeDisabled();
    await form.events.click(form.no);
    expect(form.submit).toBeEnabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
  });

  it('sends each committee line as {name, role}: the committee id and the role id', async () => {
    const calls = stubFetch({
      'POST /api/users': { status: 201, body: { status: 'success', message: '', data: carol } },
    });
    const form = renderForm();
    await fillIn(form);
    await form.events.click(form.yes);
    await addCommittee(form.events, 'Planning', 'Member');
    await form.events.click(form.submit);

    await waitFor(() => expect(calls).toHaveBeenCalled());
    const [, init] = calls.mock.calls[0]!;
    const sent = JSON.parse(String(init?.body)) as { committees: unknown };
    expect(sent.committees).toEqual([{ name: 2, role: 3 }]);
  });

  it('takes an optional password of at least 6 characters', async () => {
    const { events, password, submit } = renderForm(carol);
    await waitFor(() => expect(submit).toBeEnabled());
    await events.type(password, 'abc');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(messages.minLength6));
    expect(submit).toBeDisabled();
    await events.type(password, 'def');
    await waitFor(() =>
      expect(password).not.toHaveAccessibleDescription(
        expect.stringContaining(messages.minLength6),
      ),
    );
    expect(submit).toBeEnabled();
  });

  it('marks the password optional and the other fields required', () => {
    const { name, email, accountType, role, password } = renderForm();
    for (const field of [name, email, accountType, role]) expect(field).toBeRequired();
    expect(password).not.toBeRequired();
    expect(textbox('Phone (optional)')).not.toBeRequired();
    expect(combobox('Country code')).not.toBeRequired();
    // Reset password belongs to the edit form only.
    expect(screen.queryByRole('checkbox', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('shows the committee sub-form for Yes only, and asks for a committee', async () => {
    const form = renderForm();
    expect(screen.queryByRole('group', { name: 'Committees' })).not.toBeInTheDocument();
    await form.events.click(form.yes);
    expect(screen.getByRole('group', { name: 'Committees' })).toBeInTheDocument();
    expect(screen.getByText(messages.committeeNeeded)).toBeInTheDocument();
    expect(form.submit).toBeDisabled();
  });

  it('No takes the committees away with their sub-form', async () => {
    const { events, yes, no, submit } = renderForm(carol);
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(no);
    expect(screen.queryByRole('group', { name: 'Committees' })).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    await events.click(yes);
    expect(addedCommittees()).not.toBeInTheDocument();
    expect(screen.getByText(messages.committeeNeeded)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('requires both a committee and a role to add a line', async () => {
    const { events, yes } = renderForm();
    await events.click(yes);
    const { committee, committeeRole, add } = committeeFields();
    await events.click(add);
    expect(committee).toHaveAccessibleDescription(messages.required);
    expect(committeeRole).toHaveAccessibleDescription(messages.required);
    expect(addedCommittees()).not.toBeInTheDocument();

    await addCommittee(events, 'Finance', 'Chairperson');
    const added = within(addedCommittees()!);
    expect(added.getByRole('row', { name: 'Finance Chairperson Remove' })).toBeInTheDocument();
    // The sub-form is ready for the next line.
    expect(committee).toHaveValue('');
    expect(committee).not.toHaveAccessibleDescription();
    expect(screen.queryByText(messages.committeeNeeded)).not.toBeInTheDocument();
  });

  it("refuses a committee already in the list with 'Committee already added'", async () => {
    const { events, submit } = renderForm(carol);
    await waitFor(() => expect(submit).toBeEnabled());
    await addCommittee(events, 'Finance', 'Member');
    const { committee, add } = committeeFields();
    expect(committee).toHaveAccessibleDescription(messages.committeeAlreadyAdded);
    expect(within(addedCommittees()!).getAllByRole('row')).toHaveLength(2);

    await choose(events, committee, 'Planning');
    expect(committee).not.toHaveAccessibleDescription();
    await events.click(add);
    expect(within(addedCommittees()!).getAllByRole('row')).toHaveLength(3);
    expect(submit).toBeEnabled();
  });

  it('takes a removed committee off the list, and asks for one when none is left', async () => {
    const { events, submit } = renderForm(carol);
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Remove Finance' }));
    expect(addedCommittees()).not.toBeInTheDocument();
    expect(screen.getByText(messages.committeeNeeded)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('is prefilled with the user being edited, and adds reset password', async () => {
    const { events, accountType, role, name, email, yes, submit } = renderForm(carol);
    expect(accountType).toHaveValue('Company');
    expect(role).toHaveValue('Investor');
    expect(name).toHaveValue('Carol Chair');
    expect(email).toHaveValue('carol@example.com');
    expect(yes).toBeChecked();
    expect(
      within(addedCommittees()!).getByRole('row', { name: 'Finance Chairperson Remove' }),
    ).toBeInTheDocument();
    const phone = textbox('Phone (optional)');
    expect(phone).toHaveValue('712345678');
    expect(combobox('Country code')).toHaveValue('Kenya (+254)');
    expect(phone).not.toBeRequired();
    const reset = screen.getByRole('checkbox', { name: 'Reset password' });
    expect(reset).not.toBeChecked();
    expect(reset).toHaveAccessibleDescription(/signs them out/);
    await waitFor(() => expect(submit).toBeEnabled());

    await events.clear(phone);
    expect(submit).toBeEnabled();
    await events.type(phone, '1');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(messages.minPhoneLength));
    expect(submit).toBeDisabled();
  });

  it('Cancel goes back to the list', async () => {
    const events = userEvent.setup();
    const { router } = renderWithProviders(
      <UserForm lookups={lookups} countries={countries} loadingCountries={false} />,
      '/account/create-user',
    );
    await events.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account/users');
  });

  it('asks for the country code of a phone, also for a user saved before codes were asked for', async () => {
    const { events, submit } = renderForm({ ...carol, country: null });
    const country = combobox('Country code');
    expect(country).toHaveValue('');
    expect(country).toBeRequired();
    // Said at once: the form arrives with the phone that needs it.
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(country).toHaveAccessibleDescription(messages.required);
    expect(submit).toBeDisabled();
    await choose(events, country, 'Kenya (+254)');
    expect(country).not.toHaveAccessibleDescription();
    expect(submit).toBeEnabled();
  });

  it("puts a 422 answer's messages under their fields, nested ones too, and toasts the rest", async () => {
    stubFetch({
      'PUT /api/users/12': {
        status: 422,
        body: {
          status: 'error',
          code: 'validation_failed',
          message: 'The given data was invalid.',
          errors: {
            phone: ['Enter a valid phone number for the chosen country.'],
            'committees.0.role': ['Choose one of the listed committee roles.'],
            id: ['The id does not match the address.'],
          },
        },
      },
    });
    const { events, submit } = renderForm(carol);
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);

    const phone = textbox('Phone (optional)');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(messages.phoneForCountry)),
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: /^Phone \(optional\): / })).toBeVisible();
    // A line of the committees shows as a row: its message goes under the list.
    expect(screen.getByRole('group', { name: 'Committees' })).toHaveAccessibleDescription(
      'Choose one of the listed committee roles.',
    );
    // The form has no field for the id: its message is toasted with the answer's.
    expect(await screen.findByText('The id does not match the address.')).toBeInTheDocument();
    expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
  });
});
