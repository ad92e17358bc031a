import type { Page } from '@playwright/test';
import type { CurrentUser } from '@portal/shared/current-user';

export { admin, makeUser } from '../../apps/web/src/testing/fixtures';

/**
 * Puts a user in local storage the way a sign-in does. Issue #3 brings the real sign-in; the
 * skeleton's screens only read the stored user.
 */
export async function storeCurrentUser(page: Page, user: CurrentUser): Promise<void> {
  await page.goto('/landing/home');
  await page.evaluate((value) => localStorage.setItem('currentUser', JSON.stringify(value)), user);
}
