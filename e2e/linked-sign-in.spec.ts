import { Role } from '@portal/shared/constants';
import { accountWithRole, api, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { fitsEachSize, photograph } from './support/fit';
import { startLinkedService } from './support/linked-service';
import { serviceByApi } from './support/services';

test('an investor signs in to a linked service by OpenID Connect, asked once', async ({
  page,
  request,
  portal,
}) => {
  const linked = await startLinkedService(portal.url);
  try {
    const { admin, service } = await serviceByApi(request, 'Water Board', linked.url);
    const client = await api(request, 'POST', '/oidc-clients', {
      token: admin.token,
      body: {
        service_id: service.id,
        redirect_uris: [linked.callback],
        scopes: ['openid', 'profile', 'email'],
      },
    });
    linked.state.oidcClient = {
      client_id: client.data.client_id as string,
      client_secret: client.data.client_secret as string,
    };
    const investor = await accountWithRole(request, admin.token, Role.Investor, 'oidc');
    await signInAs(page, investor);

    // The service sends the investor to the portal, which asks them once.
    await page.goto(linked.oidcLogin);
    await expect(page).toHaveURL(/\/account\/authorize\/[\w-]+$/);
    const card = page.getByRole('region', { name: `${service.name} asks to sign you in` });
    await expect(card.getByRole('listitem')).toHaveText([
      'That you are signed in to the portal, and an identifier for your account',
      'Your name',
      'Your email address, and whether you have confirmed it',
    ]);
    await fitsEachSize(page, 'a linked service asks to sign you in');
    await photograph(page, 'linked-sign-in');
    await card.getByRole('button', { name: 'Allow' }).click();
    await expect(page.locator('#status')).toHaveText(
      `Signed in by OpenID Connect as ${investor.name} (${investor.email}), aal1`,
    );

    // Next time the service signs them in without a question.
    await page.goto(linked.oidcLogin);
    await expect(page.locator('#status')).toHaveText(/^Signed in by OpenID Connect as /);

    // Declining tells the service so, and signs nobody in.
    const other = await accountWithRole(request, admin.token, Role.Investor, 'declines');
    await signInAs(page, other);
    await page.goto(linked.oidcLogin);
    await page
      .getByRole('region', { name: `${service.name} asks to sign you in` })
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(page.locator('#status')).toHaveText('Sign-in refused: access_denied');
  } finally {
    await linked.close();
  }
});
