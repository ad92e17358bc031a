import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { CurrentUser } from '@portal/shared/current-user';
import {
  softwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../apps/server/test/helpers/software-authenticator';
import { signInAsStaffDo, type Post } from '../../apps/server/test/helpers/staff-sign-in';
import type { startSmtpReceiver } from './smtp-receiver';

type Inbox = Awaited<ReturnType<typeof startSmtpReceiver>>;
export type Credentials = { email: string; password: string };

let sequence = 0;
/** An address no other test of the run uses. */
export const uniqueEmail = (label: string) =>
  `${label}.${process.pid}.${Date.now()}.${++sequence}@example.com`;

/**
 * Calls the portal's API as the web app does: the XSRF cookie is fetched first and echoed in the
 * header on state-changing calls.
 */
export async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; token?: string } = {},
) {
  await request.get('/api/health');
  const state = await request.storageState();
  const xsrf = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: {
      'x-xsrf-token': xsrf,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { data: options.body }),
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  // The answer is checked by the tests that read it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await response.json()) as { message: string; data: any };
}

/** The 6-digit code of the newest verification mail to `email`. */
export async function mailedCode(inbox: Inbox, email: string): Promise<string> {
  const mail = await inbox.waitFor(email);
  const code = /code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No verification code in: ${mail.text}`);
  return code;
}

/** Registers a self-service account through the API (role 2, unverified). */
export async function registerAccount(
  request: APIRequestContext,
  label = 'user',
): Promise<Credentials & { name: string }> {
  const account = { email: uniqueEmail(label), password: 'e2e-pass-123', name: `E2E ${label}` };
  await api(request, 'POST', '/register', {
    body: {
      account_type: 1,
      name: account.name,
      email: account.email,
      country_code: '+254',
      phone: '712345678',
      password: account.password,
      password_confirmation: account.password,
      accept_terms: true,
    },
  });
  return account;
}

/** Staff passkeys, by the portal's origin: each worker's portal is its own. */
const devices = new Map<string, SoftwareAuthenticator>();

/**
 * Signs in through the API and answers the current user, token included. Staff sign in as staff
 * do: a passkey is added at their first sign-in, and answers the second step after.
 */
export async function logIn(
  request: APIRequestContext,
  account: Credentials,
): Promise<CurrentUser> {
  const { origin } = new URL((await request.get('/api/health')).url());
  if (!devices.has(origin)) devices.set(origin, softwareAuthenticator(origin));
  const post: Post = async (path, body, token) => {
    const answer = await api(request, 'POST', path, { body, ...(token ? { token } : {}) });
    return { status: 200, answer };
  };
  return (await signInAsStaffDo(post, devices.get(origin)!, account)) as CurrentUser;
}

/** A registered account that has verified its email: what most account screens need. */
export async function verifiedAccount(request: APIRequestContext, inbox: Inbox, label = 'user') {
  const account = await registerAccount(request, label);
  const user = await logIn(request, account);
  await api(request, 'POST', '/verify-email', {
    token: user.token,
    body: { code: await mailedCode(inbox, account.email) },
  });
  return account;
}

/** Opens the portal signed in as `account`, with a real session, the way the login screen leaves it. */
export async function signInAs(page: Page, account: Credentials): Promise<CurrentUser> {
  const user = await logIn(page.request, account);
  await page.goto('/landing/home');
  await page.evaluate((value) => localStorage.setItem('currentUser', JSON.stringify(value)), user);
  return user;
}

/**
 * An account with `role`, made by the administrator (so verified at creation unless role 2):
 * what a screen that differs by role needs.
 */
export async function accountWithRole(
  request: APIRequestContext,
  adminToken: string,
  role: number,
  label = 'user',
): Promise<Credentials & { name: string; id: number }> {
  const account = { email: uniqueEmail(label), password: 'e2e-pass-123', name: `E2E ${label}` };
  const answer = await api(request, 'POST', '/users', {
    body: {
      account_type: 1,
      name: account.name,
      email: account.email,
      role,
      member_of_a_committee: 'No',
      password: account.password,
    },
    token: adminToken,
  });
  return { ...account, id: (answer.data as { id: number }).id };
}

/**
 * A browser of its own, signed in as `account` (or signed in nowhere, for null); its console
 * errors go to `errors`, as the page fixture's do (a 4xx answer the app handles aside).
 */
export async function browserOf(
  browser: Browser,
  baseURL: string | undefined,
  account: Credentials | null,
  errors: string[],
) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      errors.push(msg.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (account) await signInAs(page, account);
  return page;
}
