import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveApp } from '@web/lib/leave-app';
import { makeUser } from '@web/testing/fixtures';
import { openScreen } from '@web/testing/open-screen';
import { AuthorizeCard } from './authorize-card';

const ok = (data: unknown, message = '') => ({ body: { status: 'success', message, data } });
const BACK = 'http://localhost:3000/oidc/auth/abc123';

describe('a linked service asking to sign the user in', () => {
  it('says what the service will learn, and goes back to it once the user allows it', async () => {
    const left = vi.spyOn(leaveApp, 'to').mockImplementation(() => {});
    const { user, posted } = openScreen(
      <AuthorizeCard
        uid="abc123"
        interaction={{
          client_name: 'Water Board',
          scopes: ['openid', 'email'],
          consent_needed: true,
        }}
      />,
      '/',
      makeUser(),
      { 'POST /api/oidc/interactions/abc123/confirm': ok({ redirect_to: BACK }) },
    );
    const card = screen.getByRole('region', { name: 'Water Board asks to sign you in' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'That you are signed in to the portal, and an identifier for your account',
      'Your email address, and whether you have confirmed it',
    ]);
    expect(posted()).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Allow' }));
    await vi.waitFor(() => expect(left).toHaveBeenCalledWith(BACK));
    expect(posted()).toEqual([['POST /api/oidc/interactions/abc123/confirm', {}]]);
    left.mockRestore();
  });

  it('asks nothing of a user who allowed the service before', async () => {
    const left = vi.spyOn(leaveApp, 'to').mockImplementation(() => {});
    const { posted } = openScreen(
      <AuthorizeCard
        uid="def456"
        interaction={{ client_name: 'Data Centre', scopes: ['openid'], consent_needed: false }}
      />,
      '/',
      makeUser(),
      { 'POST /api/oidc/interactions/def456/confirm': ok({ redirect_to: BACK }) },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in to Data Centre');
    expect(screen.queryByRole('button', { name: 'Allow' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(left).toHaveBeenCalledWith(BACK));
    expect(posted()).toEqual([['POST /api/oidc/interactions/def456/confirm', {}]]);
    left.mockRestore();
  });
});
