import { Role } from '@portal/shared/constants';
import { accountWithRole, browserOf, signInAs } from './support/accounts';
import { ADMIN, expect, test } from './support/fixtures';
import { fitsEachSize, photograph } from './support/fit';
import { startLinkedService } from './support/linked-service';
import { serviceByApi } from './support/services';

test('an administrator registers a linked service as a client, and an investor signs in to it by OpenID Connect, asked once', async ({
  page,
  browser,
  baseURL,
  request,
  portal,
}) => {
  const linked = await startLinkedService(portal.url);
  const errors: string[] = [];
  try {
    const { admin, service } = await serviceByApi(request, 'Water Board', linked.url);

    // The administrator registers the client on the service's page: its secret is shown once.
    const desk = await browserOf(browser, baseURL, ADMIN, errors);
    await desk.goto(`/account/edit-service/${service.id}`);
    const panel = desk.getByRole('region', { name: 'OpenID Connect client' });
    await panel.getByRole('button', { name: 'Register a client' }).click();
    const form = desk.getByRole('dialog', { name: 'Register an OpenID Connect client' });
    await form.getByRole('textbox', { name: /^Redirect addresses/ }).fill(linked.callback);
    await fitsEachSize(desk, 'registering a client');
    await photograph(desk, 'oidc-client-form');
    await form.getByRole('button', { name: 'Register client' }).click();
    const shown = desk.getByRole('dialog', { name: 'OpenID Connect client secret' });
    const clientId = (await shown.locator('code').first().textContent())!;
    linked.state.oidcClient = {
      client_id: clientId,
      client_secret: (await shown.getByLabel('Secret').textContent())!,
    };
    await fitsEachSize(desk, 'the client secret, shown once');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toContainText(`Client id ${clientId}`);
    await photograph(desk, 'oidc-client-panel');
    await desk.context().close();

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
    expect(errors).toEqual([]);
  } finally {
    await linked.close();
  }
});
