import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ssoMessages } from '@portal/shared/sso';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '@web/lib/session';
import { makeUser } from '@web/testing/fixtures';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { GetServiceButton, POPUP_BLOCKED_MESSAGE } from './get-service-button';

const HANDOFF_URL = 'https://water.example/portal/#/auth/one-time-token/Ivy%20Investor';
const service = (has_sso: boolean) => ({
  id: 5,
  name: 'Water Bills',
  link: 'https://water.example/portal',
  has_sso,
});

/** The tab window.open gives: only what Get service touches. */
function fakeTab() {
  return { opener: window as Window | null, location: { replace: vi.fn() }, close: vi.fn() };
}

function openTab() {
  const tab = fakeTab();
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

const getService = () =>
  screen.getByRole('button', { name: 'Get service: Water Bills (opens in a new tab)' });

describe('Get service', () => {
  it('hands the user over to a service with single sign-on, in the tab opened by the click', async () => {
    setCurrentUser(makeUser());
    const calls = stubFetch({
      'POST /api/services/5/handoff': {
        body: { status: 'success', message: '', data: { url: HANDOFF_URL } },
      },
    });
    const { tab, open } = openTab();
    renderWithProviders(<GetServiceButton service={service(true)} />);
    await userEvent.setup().click(getService());

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(HANDOFF_URL));
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    const [, init] = calls.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-ivy');
  });

  it('closes the tab and says why when the handoff is refused', async () => {
    setCurrentUser(makeUser());
    stubFetch({
      'POST /api/services/5/handoff': {
        status: 409,
        body: { status: 'error', message: ssoMessages.noSso },
      },
    });
    const { tab } = openTab();
    renderWithProviders(<GetServiceButton service={service(true)} />);
    await userEvent.setup().click(getService());

    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(await screen.findByText(ssoMessages.noSso)).toBeInTheDocument();
  });

  it('asks for no handoff when the browser blocks the tab', async () => {
    const calls = stubFetch({});
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<GetServiceButton service={service(true)} />);
    await userEvent.setup().click(getService());

    expect(await screen.findByText(POPUP_BLOCKED_MESSAGE)).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('links a service without single sign-on to its own site', () => {
    renderWithProviders(<GetServiceButton service={service(false)} />);
    const link = screen.getByRole('link', {
      name: 'Get service: Water Bills (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://water.example/portal');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
