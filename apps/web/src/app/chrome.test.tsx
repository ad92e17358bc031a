import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../lib/session';
import { makeUser } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const page = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const HOME = /^Welcome to the TechCity One-Stop Shop/;

describe('public chrome', () => {
  it('offers the user manual in a new tab and the help line', async () => {
    renderApp('/landing/home');
    await page(HOME);
    const manual = screen.getByRole('link', { name: /^User Manual/ });
    expect(manual).toHaveAttribute('href', '/user-manual.pdf');
    expect(manual).toHaveAttribute('target', '_blank');
    expect(manual.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /^Call us:/ }).getAttribute('href')).toMatch(
      /^tel:\+\d+$/,
    );
  });

  it('names the brand in the header and leads it home', async () => {
    renderApp('/landing/faqs');
    await page('Frequently asked questions');
    const header = within(screen.getByRole('banner'));
    // A document link: the public pages are prerendered and load no router (record 0033).
    expect(header.getByRole('link', { name: /^TechCity One-Stop Shop/ })).toHaveAttribute(
      'href',
      '/landing/home',
    );
  });

  it('shows Login and Register to a visitor', async () => {
    renderApp('/landing/home');
    await page(HOME);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('welcomes a signed-in user, links the dashboard and signs out', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/landing/faqs', { user: makeUser({ name: 'Ivy Investor' }) });
    await page('Frequently asked questions');
    // The signed-in variant loads on demand: a first visit does not download it.
    expect(await screen.findByText('Welcome, Ivy Investor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/account/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await page('Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getCurrentUser()).toBeNull();
  });

  it('reaches Software Vendors through the Services menu with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderApp('/landing/home');
    await page(HOME);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const services = within(nav).getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Parcel Allocation' })).not.toBeInTheDocument();

    services.focus();
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Parcel Allocation' })).toHaveAttribute(
      'href',
      '/landing/parcel-allocation-services',
    );

    await user.tab();
    await user.tab();
    const dataCenter = within(nav).getByRole('button', { name: 'Data Center Services' });
    expect(dataCenter).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    const softwareVendors = within(nav).getByRole('link', { name: 'Software Vendors' });
    expect(softwareVendors).toHaveFocus();
    expect(softwareVendors).toHaveAttribute('href', '/landing/software-vendors');
  });

  it('closes the Services menu on Escape, back on its button, and when focus leaves it', async () => {
    const user = userEvent.setup();
    renderApp('/landing/home');
    await page(HOME);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const services = within(nav).getByRole('button', { name: 'Services' });

    await user.click(services);
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Parcel Allocation' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();

    await user.click(services);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a footer with contact details, quick links, legal links and this year', async () => {
    renderApp('/landing/home');
    await page(HOME);
    const footer = screen.getByRole('contentinfo');
    const mails = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('mailto:'));
    expect(mails).toEqual(['mailto:info@techcity.example', 'mailto:investment@techcity.example']);
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'About Us', 'FAQs']);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/landing/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/landing/terms-of-service',
    );
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} `)),
    ).toBeInTheDocument();
  });
});

describe('auth layout', () => {
  it('shows the screen in a card with a way back home', async () => {
    renderApp('/auth/forgot-password');
    await page('Forgot password');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/landing/home',
    );
  });

  it('carries the brand, says whose service it is and gives the help line', async () => {
    renderApp('/auth/login');
    await page('Login');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /^TechCity One-Stop Shop/ }),
    ).toHaveAttribute('href', '/landing/home');
    const about = within(screen.getByRole('complementary', { name: 'About this service' }));
    expect(about.getByText(/run by the TechCity Investment Authority/)).toBeInTheDocument();
    expect(about.getByRole('link', { name: /^\+\d/ }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(about.getByRole('link', { name: 'info@techcity.example' })).toHaveAttribute(
      'href',
      'mailto:info@techcity.example',
    );
  });
});

describe('account chrome', () => {
  it('has a top bar with site links, a user menu and a footer with year and version', async () => {
    const user = userEvent.setup();
    renderApp('/account/dashboard', { user: makeUser({ name: 'Ivy Investor' }) });
    await page('Dashboard');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /^TechCity One-Stop Shop/ }),
    ).toHaveAttribute('href', '/account/dashboard');
    const site = screen.getByRole('navigation', { name: 'Site' });
    expect(within(site).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/landing/about-us',
    );
    expect(within(site).getByRole('link', { name: 'FAQs' })).toHaveAttribute(
      'href',
      '/landing/faqs',
    );
    expect(within(site).getByRole('button', { name: 'Services' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ivy Investor' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`Version ${__APP_VERSION__}`)).toBeInTheDocument();
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} `)),
    ).toBeInTheDocument();
  });

  it('gives whoever sits on a committee To evaluate in the sidebar, and everyone their invoices', async () => {
    renderApp('/account/dashboard', {
      user: makeUser({
        member_of_a_committee: 'Yes',
        committees: [{ id: 3, name: 'Land committee', role: 'Member' }],
      }),
    });
    await page('Dashboard');
    const sidebar = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(sidebar.getByRole('link', { name: 'To evaluate' })).toHaveAttribute(
      'href',
      '/account/to-evaluate',
    );
    expect(sidebar.getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/account/invoices',
    );
    // The queue of every application is for those whose role grants it.
    expect(sidebar.queryByRole('link', { name: 'Applications' })).not.toBeInTheDocument();
  });
});
