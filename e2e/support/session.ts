import type { Page } from '@playwright/test';
import type { CurrentUser } from '@portal/shared/current-user';

/** A signed-in user as the login call stores it; tests override what they need. */
export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: 'Amina Odhiambo',
    email: 'amina@example.com',
    status: 1,
    role: 1,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    email_verified_at: '2026-11-01T09:05:00.000Z',
    token: 'not-a-real-token',
    user_role: 'Administrator',
    account_status: 'Active',
    verification_code: null,
    phone: null,
    address: null,
    website: null,
    contact_person_name: null,
    contact_person_email: null,
    contact_person_phone: null,
    alternative_contact_person_name: null,
    alternative_contact_person_email: null,
    alternative_contact_person_phone: null,
    referring_platform: null,
    member_of_a_committee: 'No',
    committees: [],
    ...overrides,
  };
}

/**
 * Puts a user in local storage the way a sign-in does. Issue #3 brings the real sign-in; the
 * skeleton's screens only read the stored user.
 */
export async function storeCurrentUser(page: Page, user: CurrentUser): Promise<void> {
  await page.goto('/landing/home');
  await page.evaluate((value) => localStorage.setItem('currentUser', JSON.stringify(value)), user);
}
