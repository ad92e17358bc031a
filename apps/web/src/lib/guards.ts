import { AccountStatus, Role } from '@portal/shared/constants';
import type { CurrentUser } from '@portal/shared/current-user';
import type { Permission } from '@portal/shared/permissions';

/**
 * Route guards (docs/product.md, "Screens and addresses"), as pure functions; the router turns
 * decisions into navigation.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'back' };
export type GuardContext = { user: CurrentUser | null; path: string };
export type Guard = (context: GuardContext) => GuardDecision;

export const LOGIN_PATH = '/auth/login';
export const VERIFY_EMAIL_PATH = '/account/verify-email';
export const SECOND_FACTOR_SETUP_PATH = '/account/set-up-two-step-sign-in';
export const DASHBOARD_PATH = '/account/dashboard';
export const PROFILE_PATH = '/account/profile';
export const HOME_PATH = '/landing/home';

const allow: GuardDecision = { kind: 'allow' };
const back: GuardDecision = { kind: 'back' };

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The login screen, told which account page to return to once signed in (the public software
 * vendors page's Apply leads to the services page through it); the dashboard, where signing in
 * leads anyway, goes unsaid.
 */
export const signInFor = (path: string): string =>
  path === DASHBOARD_PATH ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;

/**
 * Where signing in leads: the account page the visitor was sent from (`?next=`), else the
 * dashboard. Only a page of the account area: any other address would make the login screen a
 * way to send people to another site.
 */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/account\/[\w\-/]*$/.test(next) ? next : DASHBOARD_PATH;
}

/** Signed out visitors go to the login screen, and come back once signed in. */
export const loginGuard: Guard = ({ user, path }) =>
  user ? allow : { kind: 'redirect', to: signInFor(withoutTrailingSlash(path)) };

/** Self-registered users (role 2) must verify their email before anything else in /account. */
export const mustVerifyEmail = (user: CurrentUser | null): boolean =>
  user?.role === Role.RegisteredUser && !user.email_verified_at;

export const verificationGuard: Guard = ({ user, path }) => {
  if (!mustVerifyEmail(user) || withoutTrailingSlash(path) === VERIFY_EMAIL_PATH) return allow;
  return { kind: 'redirect', to: VERIFY_EMAIL_PATH };
};

/**
 * Accounts that act for the authority set up a second factor before anything else in /account
 * (docs/product.md, "Two-step sign-in"); the server refuses their other calls meanwhile.
 */
export const secondFactorGuard: Guard = ({ user, path }) => {
  if (!user?.must_set_up_second_factor) return allow;
  if (withoutTrailingSlash(path) === SECOND_FACTOR_SETUP_PATH) return allow;
  return { kind: 'redirect', to: SECOND_FACTOR_SETUP_PATH };
};

/** Whether the user's role grants `permission` (record 0029); the server decides again. */
export const holds = (user: CurrentUser | null | undefined, permission: Permission): boolean =>
  user?.permissions.includes(permission) ?? false;

/** Screens of the back office: open to the roles that grant their permission (record 0029). */
export const permissionGuard =
  (permission: Permission): Guard =>
  ({ user }) =>
    holds(user, permission) ? allow : back;

/** Screens closed to blocked accounts. */
export const statusGuard: Guard = ({ user }) =>
  user?.status === AccountStatus.Active ? allow : back;

/** Runs guards in order; the first one that does not allow decides. */
export function runGuards(guards: readonly Guard[], context: GuardContext): GuardDecision {
  for (const guard of guards) {
    const decision = guard(context);
    if (decision.kind !== 'allow') return decision;
  }
  return allow;
}

/**
 * Where "go back" lands: the page the user came from when it is a different page that they may
 * still open, else the dashboard, else the public home page (which nobody is refused), so a
 * refusal can never bounce between two refused pages.
 */
export function resolveBack(
  previous: string | null,
  refusedPath: string,
  isAllowed: (path: string) => boolean,
): string {
  if (previous !== null) {
    const previousPath = withoutTrailingSlash(previous.split(/[?#]/)[0] ?? previous);
    if (previousPath !== withoutTrailingSlash(refusedPath) && isAllowed(previousPath))
      return previous;
  }
  if (withoutTrailingSlash(refusedPath) !== DASHBOARD_PATH && isAllowed(DASHBOARD_PATH)) {
    return DASHBOARD_PATH;
  }
  return HOME_PATH;
}
