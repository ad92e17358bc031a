import { Role } from '@portal/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, makeUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

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
