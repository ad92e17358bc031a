import { Role } from '@portal/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../lib/session';
import { makeProfile, makeUser } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { stubFetch } from '../testing/stub-fetch';

// GET /profile for Ivy, as the server has her now: her role's permissions were changed.
const profileGranting = (permissions: string[]) =>
  makeProfile({ country_code: null, phone: null, designation: null, permissions });

const answeringProfile = (permissions: string[]) =>
  stubFetch({
    'GET /api/profile': {
      body: { status: 'success', message: '', data: profileGranting(permissions) },
    },
  });

const sidebar = () => within(screen.getByRole('navigation', { name: 'Account' }));

describe('permissions kept fresh in the account area', () => {
  it('shows an area in the sidebar once the role grants it, without signing in again', async () => {
    answeringProfile(['roles.manage', 'users.view']);
    renderApp('/account/profile', { user: makeUser({ permissions: [] }) });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });

    expect(await sidebar().findByRole('link', { name: 'Roles' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'All users' })).toBeInTheDocument();
    expect(getCurrentUser()?.permissions).toEqual(['roles.manage', 'users.view']);
    expect(getCurrentUser()?.token).toBe('token-ivy');
  });

  it('takes an area away from the sidebar once the role no longer grants it', async () => {
    answeringProfile([]);
    renderApp('/account/profile', { user: makeUser({ permissions: ['roles.manage'] }) });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });

    await waitFor(() => expect(sidebar().queryByRole('link', { name: 'Roles' })).toBeNull());
    expect(getCurrentUser()?.permissions).toEqual([]);
  });

  it('follows a role changed while the app stays open: asked again when the window regains focus', async () => {
    let granted: string[] = [];
    stubFetch({
      get 'GET /api/profile'() {
        return { body: { status: 'success', message: '', data: profileGranting(granted) } };
      },
    });
    renderApp('/account/profile', { user: makeUser({ permissions: [] }) });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await waitFor(() => expect(getCurrentUser()?.permissions).toEqual([]));
    expect(sidebar().queryByRole('link', { name: 'Roles' })).toBeNull();

    // An administrator grants the role more while Ivy's window is in the background.
    granted = ['roles.manage'];
    window.dispatchEvent(new Event('focus'));

    expect(await sidebar().findByRole('link', { name: 'Roles' })).toBeInTheDocument();
    expect(getCurrentUser()?.token).toBe('token-ivy');
  });

  it('leaves a screen the role no longer opens for the dashboard', async () => {
    answeringProfile([]);
    const { router } = renderApp('/account/roles', {
      user: makeUser({ permissions: ['roles.manage'] }),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/dashboard'));
    expect(getCurrentUser()?.permissions).toEqual([]);
  });

  it('asks nothing of an account that must verify its email first', async () => {
    const calls = stubFetch({});
    const unverified = makeUser({ role: Role.RegisteredUser, email_verified_at: null });
    renderApp('/account/verify-email', { user: unverified });
    await screen.findByRole('heading', { level: 1, name: 'Verify email' });

    const asked = calls.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(asked).not.toContain('/api/profile');
    expect(getCurrentUser()).not.toBeNull();
  });
});
