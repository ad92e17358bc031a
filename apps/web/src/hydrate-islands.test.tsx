import { act, render as renderInDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from './app/provider';
import { setCurrentUser } from './lib/session';
import { render } from './prerender';
import { makeUser } from './testing/fixtures';
import { stubFetch } from './testing/stub-fetch';

/**
 * A public page as the server sends it (the build's prerendered HTML), then the hydration of every
 * island, as each would be once woken (record 0045): no router, no app. Hydration mismatches are
 * console errors, which fail the test.
 */
async function openPrerendered(path: string): Promise<void> {
  document.body.innerHTML = `<div id="root">${await render(path)}</div>`;
  vi.resetModules();
  const { hydrateIsland } = await import('./hydrate-islands');
  act(() => document.querySelectorAll<HTMLElement>('[data-island]').forEach(hydrateIsland));
}

describe('a prerendered public page', () => {
  it('opens the Services menu by keyboard and closes it on Escape and when focus leaves', async () => {
    const user = userEvent.setup();
    await openPrerendered('/landing/faqs');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const services = within(nav).getByRole('button', { name: 'Services' });

    services.focus();
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Parcel Allocation' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();

    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Software Vendors' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Register of Cloud Solutions' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveFocus();
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Login and Register to a visitor, and the current year in the footer', async () => {
    await openPrerendered('/landing/home');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(
      within(screen.getByRole('contentinfo')).getByText(
        new RegExp(`© ${new Date().getFullYear()} `),
      ),
    ).toBeInTheDocument();
  });

  it('greets a signed-in visitor with Dashboard and Logout', async () => {
    setCurrentUser(makeUser({ name: 'Ivy Investor' }));
    await openPrerendered('/landing/services');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByText('Welcome, Ivy Investor')).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/account/dashboard',
    );
    expect(header.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("signs out and carries the answer's message to the login screen the page loads", async () => {
    const user = userEvent.setup();
    setCurrentUser(makeUser({ name: 'Ivy Investor' }));
    const calls = stubFetch({
      'POST /api/logout': { body: { status: 'success', message: 'You have been logged out.' } },
    });
    await openPrerendered('/landing/home');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(calls).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(sessionStorage.getItem('portal:carried-success')).toBe('You have been logged out.'),
    );

    renderInDom(<AppProvider>login screen</AppProvider>);
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(sessionStorage.getItem('portal:carried-success')).toBeNull();
  });

  it('loads the service times after hydration', async () => {
    await openPrerendered('/landing/service-times');
    // The test's origin has no server (vite.config.ts): the figures fail to load, and say so.
    expect(await screen.findByText(/The figures could not be loaded/)).toBeInTheDocument();
  });
});
