import { Role } from '@portal/shared/constants';
import { accountWithRole, logIn, signInAs } from './support/accounts';
import { ADMIN, expect, test } from './support/fixtures';
import { startLinkedService } from './support/linked-service';
import { serviceByApi } from './support/services';

test('Get service opens a linked service in a new tab, signed in as the user; the token works once', async ({
  page,
  context,
  request,
  portal,
}) => {
  const linked = await startLinkedService(portal.url);
  try {
    const { service } = await serviceByApi(request, 'Data Centre', linked.url, true);
    linked.state.serviceId = service.id;
    const admin = await logIn(request, ADMIN);
    const investor = await accountWithRole(request, admin.token, Role.Investor, 'sso');

    await signInAs(page, investor);
    await page.goto('/account/dashboard');
    const card = page.getByRole('article', { name: service.name });
    const opened = context.waitForEvent('page');
    await card.getByRole('button', { name: /Get service/ }).click();
    const tab = await opened;

    await expect(tab.locator('#status')).toHaveText(
      `Signed in as ${investor.name} (${investor.email})`,
    );
    const [token, name] = new URL(tab.url()).hash.split('/').slice(2);
    expect(decodeURIComponent(name!)).toBe(investor.name);
    // The tab's address holds a handoff token, not the user's portal session.
    const session = await page.evaluate(() => localStorage.getItem('currentUser'));
    expect(session).not.toContain(token);

    // Opening the same address again replays the token: the portal refuses it.
    await tab.reload();
    await expect(tab.locator('#status')).toHaveText('Handoff refused');
    expect(linked.state.redemptions.map((r) => r.status)).toEqual([200, 401]);
  } finally {
    await linked.close();
  }
});
