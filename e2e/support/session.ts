import type { Page } from '@playwright/test';
import type { CurrentUser } from '@portal/shared/current-user';

export { makeUser } from '../../apps/web/src/testing/fixtures';

/**
 * Puts a made-up user in local storage, for screens that only read the stored user (guards,
 * chrome). Screens that call the server need a real session: `signInAs` in accounts.ts.
 */
export async function storeCurrentUser(page: Page, user: CurrentUser): Promise<void> {
  await page.goto('/landing/home');
  await page.evaluate((value) => localStorage.setItem('currentUser', JSON.stringify(value)), user);
}
