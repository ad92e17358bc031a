import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin } from '@web/testing/fixtures';
import { openScreen } from '@web/testing/open-screen';
import { OidcClientPanel } from './oidc-client-panel';

const ok = (data: unknown, message = '') => ({ body: { status: 'success', message, data } });
const service = { id: 4, name: 'Water Board' };
const client = {
  id: 9,
  client_id: 'svc_AbCdEf',
  service_id: 4,
  service_name: 'Water Board',
  redirect_uris: ['https://water.example/callback'],
  post_logout_redirect_uris: [],
  backchannel_logout_uri: null,
  scopes: ['openid', 'email'],
  first_party: false,
  created_at: '2026-11-27T09:00:00.000Z',
  updated_at: '2026-11-27T09:00:00.000Z',
};

describe("a service's OpenID Connect client", () => {
  it('is registered from the service page, its addresses checked, its secret shown once', async () => {
    const { user, posted } = openScreen(<OidcClientPanel service={service} />, '/', admin(), {
      'GET /api/oidc-clients': ok([]),
      'POST /api/oidc-clients': {
        status: 201,
        body: {
          status: 'success',
          message: 'Client registered. Copy its secret now: it is not shown again.',
          data: { ...client, client_secret: 'the-secret-shown-once' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Register a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register an OpenID Connect client' });
    const addresses = within(dialog).getByRole('textbox', { name: /^Redirect addresses/ });
    await user.type(addresses, 'http://water.example/callback');
    await user.click(within(dialog).getByRole('button', { name: 'Register client' }));
    expect(
      await within(dialog).findAllByText(/an https address without a # part/),
    ).not.toHaveLength(0);
    expect(posted()).toEqual([]);

    await user.clear(addresses);
    await user.type(addresses, 'https://water.example/callback');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Their name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register client' }));
    const secret = await screen.findByRole('dialog', { name: 'OpenID Connect client secret' });
    expect(within(secret).getByLabelText('Secret')).toHaveTextContent('the-secret-shown-once');
    expect(secret).toHaveTextContent('signs users in as client svc_AbCdEf');
    expect(posted()).toEqual([
      [
        'POST /api/oidc-clients',
        {
          service_id: 4,
          redirect_uris: ['https://water.example/callback'],
          post_logout_redirect_uris: [],
          backchannel_logout_uri: null,
          scopes: ['openid', 'email'],
          first_party: false,
        },
      ],
    ]);
  });

  it('shows a registered client, and removes it once asked', async () => {
    const { user, posted } = openScreen(<OidcClientPanel service={service} />, '/', admin(), {
      'GET /api/oidc-clients': ok([client]),
      'DELETE /api/oidc-clients/9': ok(null, 'Client removed: its tokens no longer work.'),
    });
    expect(await screen.findByText(/Client id/)).toHaveTextContent(
      'Client id svc_AbCdEf. It may learn: openid, email.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the client' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Remove the OpenID Connect client?' }),
      ).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Client removed: its tokens no longer work.')).toBeVisible();
    expect(posted()).toEqual([['DELETE /api/oidc-clients/9', {}]]);
  });
});
