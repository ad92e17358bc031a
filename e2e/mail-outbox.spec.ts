import type { Page, TestInfo } from '@playwright/test';
import { api, logIn, registerAccount } from './support/accounts';
import { expectNoAxeViolation } from './support/axe';
import { listScreen, openAsAdmin, toast } from './support/back-office';
import { ADMIN, expect, test } from './support/fixtures';

/** Attaches a full-page screenshot at `width` x `height`, and checks nothing scrolls sideways. */
async function shoot(page: Page, testInfo: TestInfo, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await testInfo.attach(`mail-outbox-${width}px`, {
    body: await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${width}.png`) }),
    contentType: 'image/png',
  });
}

test('a mail SMTP refused shows as undelivered with its error; once SMTP is back, Retry delivers it', async ({
  page,
  request,
  portal,
}, testInfo) => {
  const outbox = listScreen(page, 'Mail outbox');
  await portal.inbox.close();
  let email: string;
  try {
    ({ email } = await registerAccount(request, 'outage'));
    // The first attempt fails at once; the list shows the mail from then on.
    const admin = await logIn(request, ADMIN);
    await expect
      .poll(async () => {
        const list = await api(request, 'GET', '/mail-outbox', { token: admin.token });
        return (list.data as { recipient: string }[]).map((mail) => mail.recipient);
      })
      .toContain(email);

    await openAsAdmin(page, '/account/mail-outbox');
    const row = outbox.rowOf(email);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('ECONNREFUSED');
    await expect(row).toContainText(/verification code/);
    await expectNoAxeViolation(page);
    await shoot(page, testInfo, 1280, 800);
    await shoot(page, testInfo, 360, 740);
    await page.setViewportSize({ width: 1280, height: 800 });
  } finally {
    await portal.inbox.resume();
  }

  await outbox
    .rowOf(email)
    .getByRole('button', { name: /^Retry mail/ })
    .click();
  await expect(toast(page, 'Mail sent.')).toBeVisible();
  await expect(outbox.rowOf(email)).toHaveCount(0);
  const mail = await portal.inbox.waitFor(email);
  expect(mail.text).toMatch(/Your verification code is \d{6}\./);

  // A search still finds it, now sent.
  await outbox.search(email);
  await expect(outbox.rowOf(email)).toContainText('Sent');
  await expectNoAxeViolation(page);
});

test('the administrator’s sidebar links the mail outbox', async ({ page }) => {
  await openAsAdmin(page, '/account/dashboard');
  await page.getByRole('link', { name: 'Mail outbox' }).click();
  await expect(page).toHaveURL('/account/mail-outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
});
