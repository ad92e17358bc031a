import { AccountStatus, Role } from '@portal/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../lib/session';
import { admin, makeUser } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { accountScreens, authScreens, landingScreens } from './route-table';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const HOME_HEADING = /^Welcome to the TechCity One-Stop Shop/;

describe('app router', () => {
  it.each(['/', '/home', '/landing'])('sends %s to the public home page', async (path) => {
    const { router } = renderApp(path);
    expect(await heading(HOME_HEADING)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landing/home');
  });

  it('shows the 404 page for an unknown path', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await heading('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error/404');
  });

  it('shows the status code and decoded status text of a common error', async () => {
    renderApp('/error/common/503/Service%20Unavailable');
    expect(await heading('503')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it.each(['/error/404', '/error/common/500/Internal%20Server%20Error'])(
    '%s sits in the public header and footer and offers the home page and sign-in',
    async (path) => {
      const user = userEvent.setup();
      const { router } = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute(
        'href',
        '/landing/home',
      );
      await user.click(main.getByRole('link', { name: 'Sign in' }));
      expect(await heading('Login')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
    },
  );

  it('Go Back returns to the previous page, or home when there is none', async () => {
    const user = userEvent.setup();
    const withHistory = renderApp('/error/404', { history: ['/landing/faqs'] });
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await heading('Frequently asked questions')).toBeInTheDocument();
    expect(withHistory.router.state.location.pathname).toBe('/landing/faqs');
    withHistory.unmount();

    const firstPage = renderApp('/error/404');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await heading(HOME_HEADING)).toBeInTheDocument();
    expect(firstPage.router.state.location.pathname).toBe('/landing/home');
  });

  it('sends a signed-out visitor of the account area to the login screen', async () => {
    const { router } = renderApp('/account/dashboard');
    expect(await heading('Login')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends an unverified registered user to email verification', async () => {
    const unverified = makeUser({ role: Role.RegisteredUser, email_verified_at: null });
    const { router } = renderApp('/account/dashboard', { user: unverified });
    expect(await heading('Verify email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/verify-email');
  });

  it('opens /account on the dashboard', async () => {
    const { router } = renderApp('/account', { user: makeUser() });
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/dashboard');
  });

  it('keeps a non-administrator on the page they came from when they open an admin screen', async () => {
    const { router } = renderApp('/account/profile', { user: makeUser() });
    expect(await heading('Profile')).toBeInTheDocument();

    await act(() => router.navigate('/account/users'));
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('sends a non-administrator who opens an admin screen directly to the dashboard', async () => {
    const { router } = renderApp('/account/users', { user: makeUser() });
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/dashboard');
  });

  it('lets every signed-in user open the services screen', async () => {
    renderApp('/account/services', { user: makeUser() });
    expect(await heading('Services')).toBeInTheDocument();
  });

  it('sends a blocked account away from the dashboard without a redirect loop', async () => {
    const blocked = makeUser({ status: AccountStatus.Blocked });
    const { router } = renderApp('/account/dashboard', { user: blocked });
    expect(await heading(HOME_HEADING)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landing/home');
  });

  it('shows the administrator Users in the sidebar, and an investor not', async () => {
    const first = renderApp('/account/dashboard', { user: admin() });
    await heading('Dashboard');
    const adminSidebar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(adminSidebar).getByText('Users')).toBeInTheDocument();
    expect(within(adminSidebar).getByRole('link', { name: 'All users' })).toHaveAttribute(
      'href',
      '/account/users',
    );
    first.unmount();
    window.localStorage.clear();

    renderApp('/account/dashboard', { user: makeUser() });
    await heading('Dashboard');
    const investorSidebar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(investorSidebar).queryByText('Users')).not.toBeInTheDocument();
    expect(within(investorSidebar).getByRole('link', { name: 'Services' })).toBeInTheDocument();
    expect(within(investorSidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('signs out from the account user menu', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/account/dashboard', { user: admin() });
    await heading('Dashboard');
    await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await heading('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getCurrentUser()).toBeNull();
  });
});

describe('route table', () => {
  const withIds = (path: string) => path.replace(/:[a-z_]+/g, '42');
  const cases = [
    ...landingScreens.map((s) => ({ ...s, url: `/landing/${withIds(s.path)}` })),
    ...authScreens.map((s) => ({ ...s, url: `/auth/${withIds(s.path)}` })),
    ...accountScreens.map((s) => ({ ...s, url: `/account/${withIds(s.path)}` })),
  ];

  it.each(cases)('$url shows the $title screen', async ({ url, title, description }) => {
    const { router } = renderApp(url, { user: admin() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(url);
    await waitFor(() => expect(document.title).toBe(`${title} | TechCity One-Stop Shop`));
    const meta = document.querySelector('meta[name="description"]');
    if (description) expect(meta).toHaveAttribute('content', description);
  });
});
