import { Role } from '@portal/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Committee details' });

// Web tests reach no server: GET /committees/4 fails here. The card with its members is tested on
// its own (committee-members); the screen around it must hold whether or not it loaded.
describe('show-committee screen', () => {
  it('has its trail and heading around word that the committee could not be loaded', async () => {
    renderApp('/account/show-committee/4', { user: admin() });
    expect(await heading()).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Committees' })).toHaveAttribute(
      'href',
      '/account/committees',
    );
    expect(trail.getByText('Show')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('This committee could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading committee' })).not.toBeInTheDocument();
  });

  it('Cancel goes back to the committees', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/account/show-committee/4', { user: admin() });
    await heading();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Committees' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/committees');
  });

  it('links to the committee’s history for whoever may read the audit trail, only them', async () => {
    renderApp('/account/show-committee/4', { user: admin() });
    await heading();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/account/audit?record_type=committee&record_id=4',
    );
  });

  it('opens for a user who is not an administrator (the server decides who may see it)', async () => {
    const member = makeUser({ role: Role.CommitteeMember, user_role: 'Committee Member' });
    const { router } = renderApp('/account/show-committee/4', { user: member });
    expect(await heading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/show-committee/4');
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });

  it("a member's Cancel goes back to their profile, where they came from", async () => {
    const user = userEvent.setup();
    const member = makeUser({
      role: Role.CommitteeMember,
      committees: [{ id: 4, name: 'Finance', role: 'Member' }],
    });
    const { router } = renderApp('/account/show-committee/4', { user: member });
    await heading();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});

describe('show-committee: members added and removed there', () => {
  const board = (members: { user_id: number; name: string; role: string }[]) => ({
    body: {
      status: 'success',
      message: 'Member added successfully.',
      data: {
        id: 4,
        name: 'Land Board',
        alias: null,
        created_at: '2026-11-20T08:00:00.000Z',
        updated_at: '2026-11-20T08:00:00.000Z',
        created_by: null,
        updated_by: null,
        members: members.map((member) => ({ ...member, updated_at: '2026-11-21T08:00:00.000Z' })),
      },
    },
  });
  const amina = { user_id: 7, name: 'Amina Otieno', role: 'Secretary' };
  it('adds a member by email with a committee role', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/committees/4': board([]),
      'POST /api/committees/4/members': board([amina]),
    });
    renderApp('/account/show-committee/4', { user: admin() });
    await user.type(
      await screen.findByRole('textbox', { name: 'Email of their account' }),
      'amina@example.com',
    );
    await user.click(screen.getByRole('combobox', { name: 'Committee role' }));
    await user.click(await screen.findByRole('option', { name: 'Secretary' }));
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect(await screen.findByRole('cell', { name: 'Amina Otieno' })).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, options]) => options?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'amina@example.com', role: 2 });
  });

  it('removes a member after "Remove?"', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/committees/4': board([amina]),
      'DELETE /api/committees/4/members/7': board([]),
    });
    renderApp('/account/show-committee/4', { user: admin() });
    await user.click(await screen.findByRole('button', { name: 'Remove Amina Otieno' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('No items')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Amina Otieno' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, options]) => options?.method === 'DELETE')).toBe(true);
  });

  it('offers neither to a member who only reads the committee', async () => {
    stubFetch({ 'GET /api/committees/4': board([amina]) });
    const member = makeUser({ role: Role.CommitteeMember, user_role: 'Committee Member' });
    renderApp('/account/show-committee/4', { user: member });
    expect(await screen.findByRole('cell', { name: 'Amina Otieno' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email of their account' })).toBeNull();
  });
});
