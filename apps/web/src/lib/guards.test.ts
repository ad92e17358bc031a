import { AccountStatus, Role } from '@portal/shared/constants';
import { describe, expect, it } from 'vitest';
import { admin, makeUser } from '../testing/fixtures';
import {
  afterSignIn,
  loginGuard,
  resolveBack,
  permissionGuard,
  runGuards,
  statusGuard,
  secondFactorGuard,
  verificationGuard,
} from './guards';

const at = (path: string, user = makeUser()) => ({ user, path });

describe('loginGuard', () => {
  it('sends a signed-out visitor to the login screen', () => {
    expect(loginGuard({ user: null, path: '/account/dashboard' })).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
  });

  it('tells the login screen which account page to come back to', () => {
    expect(loginGuard({ user: null, path: '/account/services/' })).toEqual({
      kind: 'redirect',
      to: '/auth/login?next=%2Faccount%2Fservices',
    });
  });

  it('lets a signed-in user through', () => {
    expect(loginGuard(at('/account/dashboard'))).toEqual({ kind: 'allow' });
  });
});

describe('afterSignIn', () => {
  it('returns to the account page the visitor was sent from', () => {
    expect(afterSignIn('?next=%2Faccount%2Fservices')).toBe('/account/services');
  });

  it.each([
    '',
    '?next=https%3A%2F%2Fevil.example',
    '?next=%2F%2Fevil.example',
    '?next=%2Fauth%2Flogin',
  ])('leads to the dashboard from %j: only a page of the account area is returned to', (search) => {
    expect(afterSignIn(search)).toBe('/account/dashboard');
  });
});

describe('verificationGuard', () => {
  const unverified = makeUser({ role: Role.RegisteredUser, email_verified_at: null });

  it('sends an unverified registered user to email verification', () => {
    expect(verificationGuard(at('/account/dashboard', unverified))).toEqual({
      kind: 'redirect',
      to: '/account/verify-email',
    });
  });

  it('lets the unverified user stay on the verification screen', () => {
    expect(verificationGuard(at('/account/verify-email', unverified))).toEqual({ kind: 'allow' });
    expect(verificationGuard(at('/account/verify-email/', unverified))).toEqual({ kind: 'allow' });
  });

  it('lets a verified registered user through', () => {
    const verified = makeUser({ role: Role.RegisteredUser });
    expect(verificationGuard(at('/account/dashboard', verified))).toEqual({ kind: 'allow' });
  });

  it('does not ask other roles to verify', () => {
    const investor = makeUser({ role: Role.Investor, email_verified_at: null });
    expect(verificationGuard(at('/account/dashboard', investor))).toEqual({ kind: 'allow' });
  });
});

describe('secondFactorGuard', () => {
  const staff = makeUser({ permissions: ['users.view'], must_set_up_second_factor: true });

  it('sends staff without a second factor to set one up, from any account screen', () => {
    expect(secondFactorGuard(at('/account/users', staff))).toEqual({
      kind: 'redirect',
      to: '/account/set-up-two-step-sign-in',
    });
    expect(secondFactorGuard(at('/account/set-up-two-step-sign-in/', staff))).toEqual({
      kind: 'allow',
    });
  });

  it('lets through everyone the server does not ask', () => {
    expect(secondFactorGuard(at('/account/dashboard'))).toEqual({ kind: 'allow' });
    expect(secondFactorGuard({ user: null, path: '/account/dashboard' })).toEqual({
      kind: 'allow',
    });
  });
});

describe('permissionGuard', () => {
  const usersList = permissionGuard('users.view');

  it('lets through a user whose role grants the permission, administrator or not', () => {
    expect(usersList(at('/account/users', admin()))).toEqual({ kind: 'allow' });
    const clerk = makeUser({ permissions: ['users.view'] });
    expect(usersList(at('/account/users', clerk))).toEqual({ kind: 'allow' });
  });

  it('sends anyone else back', () => {
    const auditor = makeUser({ permissions: ['audit.view'] });
    expect(usersList(at('/account/users', auditor))).toEqual({ kind: 'back' });
    expect(usersList(at('/account/users'))).toEqual({ kind: 'back' });
    expect(usersList({ user: null, path: '/account/users' })).toEqual({ kind: 'back' });
  });
});

describe('statusGuard', () => {
  it('lets an active account through', () => {
    expect(statusGuard(at('/account/profile'))).toEqual({ kind: 'allow' });
  });

  it('sends a blocked account back', () => {
    const blocked = makeUser({ status: AccountStatus.Blocked });
    expect(statusGuard(at('/account/profile', blocked))).toEqual({ kind: 'back' });
  });
});

describe('runGuards', () => {
  it('returns the first refusal, in order', () => {
    expect(
      runGuards([loginGuard, permissionGuard('users.view')], {
        user: null,
        path: '/account/users',
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/auth/login?next=%2Faccount%2Fusers',
    });
    expect(runGuards([loginGuard, permissionGuard('users.view')], at('/account/users'))).toEqual({
      kind: 'back',
    });
    expect(
      runGuards([loginGuard, permissionGuard('users.view')], at('/account/users', admin())),
    ).toEqual({
      kind: 'allow',
    });
  });
});

describe('resolveBack', () => {
  const allowAll = () => true;

  it('returns to the page the user came from', () => {
    expect(resolveBack('/account/profile?tab=password', '/account/users', allowAll)).toBe(
      '/account/profile?tab=password',
    );
  });

  it('falls back to the dashboard when there is no previous page', () => {
    expect(resolveBack(null, '/account/users', allowAll)).toBe('/account/dashboard');
  });

  it('never returns to the refused page itself', () => {
    expect(resolveBack('/account/users/', '/account/users', allowAll)).toBe('/account/dashboard');
  });

  it('skips a previous page and a dashboard that are refused too', () => {
    const onlyPublic = (path: string) => !path.startsWith('/account');
    expect(resolveBack('/account/profile', '/account/users', onlyPublic)).toBe('/landing/home');
    expect(resolveBack(null, '/account/dashboard', allowAll)).toBe('/landing/home');
  });
});
