import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { onePage } from '@web/testing/paged-lists';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { makeOpenCall, makeVendorApplicationRow } from '@web/testing/vendor-applications';

/*
 * The ways into the vendor journey (docs/product.md, "Software and cloud vendors"): the services
 * page, where the public software vendors page's Apply leads, and the dashboard's next step.
 */

const vera = makeUser({ id: 7, name: 'Vera Vendor' });
const ok = (data: unknown) => success(data);
const mine = (rows: ReturnType<typeof makeVendorApplicationRow>[]) => ({
  body: onePage('vendor-applications', rows),
});

function openServices(answers: Record<string, Answer>) {
  stubFetch({
    'GET /api/services': { body: onePage('services', []) },
    'GET /api/vendor-applications': mine([]),
    'GET /api/public/vendor-calls': ok([makeOpenCall()]),
    ...answers,
  });
  return renderApp('/account/services', { user: vera });
}

describe('applying as a software or cloud provider from the services page', () => {
  it('offers the open call to an account with no application to it', async () => {
    openServices({});
    const apply = await screen.findByRole('link', {
      name: 'Apply as a software or cloud provider',
    });
    expect(apply).toHaveAttribute('href', '/account/create-vendor-application?call_id=4');
    expect(
      screen.getByText(
        /call VEOI-2026-01, Cloud solutions for the city, is open until 31 December 2026 at 09:00 \(Nairobi time\)/,
      ),
    ).toBeVisible();
  });

  it('leads back to the vendor’s draft on the open call instead', async () => {
    openServices({ 'GET /api/vendor-applications': mine([makeVendorApplicationRow()]) });
    expect(await screen.findByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/account/edit-vendor-application/31',
    );
    expect(
      screen.queryByRole('link', { name: 'Apply as a software or cloud provider' }),
    ).not.toBeInTheDocument();
  });

  it('offers nothing while no call is open', async () => {
    openServices({ 'GET /api/public/vendor-calls': ok([]) });
    await screen.findByRole('heading', { level: 1, name: 'Services' });
    await waitFor(() => expect(screen.getByText('No items')).toBeVisible());
    expect(
      screen.queryByRole('link', { name: 'Apply as a software or cloud provider' }),
    ).not.toBeInTheDocument();
  });

  it('takes a signed-out visitor to sign in, then back to the services page', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/login': ok({ user: vera, token: vera.token }),
      'GET /api/services': { body: onePage('services', []) },
      'GET /api/vendor-applications': mine([]),
      'GET /api/public/vendor-calls': ok([makeOpenCall()]),
    });
    const { router } = renderApp('/account/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Faccount%2Fservices');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), vera.email);
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/services');
    expect(
      await screen.findByRole('link', { name: 'Apply as a software or cloud provider' }),
    ).toBeVisible();
  });
});

describe('applying as a software or cloud provider from the dashboard', () => {
  it('shows the way in under the next step while a call is open', async () => {
    stubFetch({
      'GET /api/dashboard': ok({ services: [] }),
      'GET /api/profile': ok({
        id: vera.id,
        name: vera.name,
        email: vera.email,
        user_role: vera.user_role,
        account_status: vera.account_status,
        status: vera.status,
        created_at: vera.created_at,
        country_code: '+254',
        phone: '712345678',
        designation: 'Director',
        permissions: vera.permissions,
      }),
      'GET /api/applications': { body: onePage('applications', []) },
      'GET /api/vendor-applications': mine([]),
      'GET /api/public/vendor-calls': ok([makeOpenCall()]),
    });
    renderApp('/account/dashboard', { user: vera });
    const next = within(await screen.findByRole('region', { name: 'Your next step' }));
    expect(
      await next.findByRole('heading', { level: 3, name: 'Software and cloud providers' }),
    ).toBeVisible();
    expect(
      next.getByRole('link', { name: 'Apply as a software or cloud provider' }),
    ).toHaveAttribute('href', '/account/create-vendor-application?call_id=4');
  });
});
