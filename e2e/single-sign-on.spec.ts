import type { Page } from '@playwright/test';
import { Role } from '@portal/shared/constants';
import { accountWithRole, logIn, signInAs } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import { dismissToast, openAsAdmin } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';
import { startLinkedService } from './support/linked-service';
import { serviceByApi } from './support/services';

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/**
 * The screen on a desktop and on a phone: nothing scrolls sideways, axe finds nothing, and a
 * screenshot is kept for a person to look at. Ends on the desktop size.
 */
async function checkScreen(page: Page, shot: string) {
  for (const size of [...SCREENS].reverse()) {
    await page.setViewportSize(size);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBe(0);
    await expectNoAxeViolation(page);
    await page.screenshot({ path: test.info().outputPath(`${shot}-${size.width}.png`) });
  }
}

/** The secret dialog as the administrator sees it: checked, copied with its button, closed. */
async function copySecretFromDialog(page: Page, shot: string) {
  const dialog = page.getByRole('dialog', { name: 'Single sign-on secret' });
  await expect(dialog).toContainText('Copy it now: it will not be shown again.');
  await checkScreen(page, shot);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Secret copied');
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe((await dialog.getByLabel('Secret').textContent())?.trim());
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

test('an administrator switches single sign-on on and copies the secret; the linked service signs users in with it, a wrong or rotated secret is refused', async ({
  page,
  context,
  browser,
  request,
  portal,
}) => {
  // Four screens, each checked at two sizes, and six sign-ins through a real linked service.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const linked = await startLinkedService(portal.url);
  try {
    const { service } = await serviceByApi(request, 'Data Centre', linked.url);
    linked.state.serviceId = service.id;
    const admin = await logIn(request, ADMIN);
    const investor = await accountWithRole(request, admin.token, Role.Investor, 'sso');

    // The administrator switches single sign-on on: the save shows the secret once.
    await openAsAdmin(page, `/account/edit-service/${service.id}`);
    await page.getByRole('checkbox', { name: 'Signs users in with single sign-on' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    linked.state.secret = await copySecretFromDialog(page, 'secret-on-save');
    await expect(page).toHaveURL('/account/services');
    await dismissToast(page, 'Service updated successfully.');

    // An investor's Get service, in a browser of their own: the linked service redeems with the
    // secret it was given.
    const investorBrowser = await browser.newContext({ baseURL: portal.url });
    const investorPage = await investorBrowser.newPage();
    await signInAs(investorPage, investor);
    const getService = async () => {
      await investorPage.goto('/account/dashboard');
      const card = investorPage.getByRole('article', { name: service.name });
      const opened = investorBrowser.waitForEvent('page');
      await card.getByRole('button', { name: /Get service/ }).click();
      return opened;
    };
    const tab = await getService();
    await expect(tab.locator('#status')).toHaveText(
      `Signed in as ${investor.name} (${investor.email})`,
    );
    const [token, name] = new URL(tab.url()).hash.split('/').slice(2);
    expect(decodeURIComponent(name!)).toBe(investor.name);
    // The tab's address holds a handoff token, not the user's portal session.
    const session = await investorPage.evaluate(() => localStorage.getItem('currentUser'));
    expect(session).not.toContain(token);

    // Opening the same address again replays the token: the portal refuses it.
    await tab.reload();
    await expect(tab.locator('#status')).toHaveText('Handoff refused');

    // A wrong secret is refused, and the token it held is still good for the right one.
    const shown = linked.state.secret;
    linked.state.secret = `${shown}-wrong`;
    const wrong = await getService();
    await expect(wrong.locator('#status')).toHaveText('Handoff refused');
    linked.state.secret = shown;
    await wrong.reload();
    await expect(wrong.locator('#status')).toHaveText(/^Signed in as /);

    // The administrator issues a new secret: the old one is refused from then on.
    await page.goto(`/account/edit-service/${service.id}`);
    await page.getByRole('button', { name: 'New secret' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'secret-panel');
    await page.getByRole('button', { name: 'New secret' }).click();
    const ask = page.getByRole('dialog', { name: 'Issue a new secret?' });
    await expect(ask).toContainText('The old secret stops working at once');
    await checkScreen(page, 'secret-ask');
    await ask.getByRole('button', { name: 'Issue new secret' }).click();
    const rotated = await copySecretFromDialog(page, 'secret-rotated');
    expect(rotated).not.toBe(shown);

    const withOld = await getService();
    await expect(withOld.locator('#status')).toHaveText('Handoff refused');
    linked.state.secret = rotated;
    await expect((await getService()).locator('#status')).toHaveText(/^Signed in as /);

    expect(linked.state.redemptions.map((r) => r.status)).toEqual([200, 401, 401, 200, 401, 200]);
    await investorBrowser.close();
  } finally {
    await linked.close();
  }
});
