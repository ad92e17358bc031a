import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import {
  canViewUser,
  deletionRefusal,
  grantRefusal,
  roleChangeRefusal,
  seesVerificationCode,
  statusChangeRefusal,
} from '@server/features/users/policy';

const admin = { id: 1, role_id: Role.Administrator, status: AccountStatus.Active };
const investor = { id: 2, role_id: Role.Investor, status: AccountStatus.Active };
const blockedAdmin = { id: 3, role_id: Role.Administrator, status: AccountStatus.Blocked };

// Callers as the reading rules see them: a clerk whose role grants users.view, and an investor.
const clerk = { user: { id: 4 }, permissions: new Set(['users.view'] as const) };
const reader = { user: { id: investor.id }, permissions: new Set<never>() };

describe('canViewUser and seesVerificationCode', () => {
  it('lets holders of users.view see anyone, and others only themselves', () => {
    expect(canViewUser(clerk, investor.id)).toBe(true);
    expect(canViewUser(reader, investor.id)).toBe(true);
    expect(canViewUser(reader, admin.id)).toBe(false);
  });

  it("shows a pending code to holders of users.view, never to the code's own user", () => {
    expect(seesVerificationCode(clerk, investor.id)).toBe(true);
    expect(seesVerificationCode(clerk, clerk.user.id)).toBe(false);
    expect(seesVerificationCode(reader, investor.id)).toBe(false);
  });
});

describe('grantRefusal', () => {
  it('names the permissions the actor lacks, and lets a subset pass', () => {
    const held = new Set(['users.view', 'users.manage'] as const);
    expect(grantRefusal(held, new Set(['users.view'] as const), 'give this role')).toBeUndefined();
    expect(
      grantRefusal(held, new Set(['audit.view', 'users.view', 'roles.manage'] as const), 'x'),
    ).toBe('You cannot x: it holds permissions you do not (roles.manage, audit.view).');
  });
});

describe('deletionRefusal', () => {
  it('refuses the last active administrator first, then yourself', () => {
    expect(deletionRefusal(admin, admin, 0)).toMatch(/^The last administrator/);
    expect(deletionRefusal(admin, admin, 1)).toBe('You cannot delete your own account.');
  });

  it('allows anyone else, blocked administrators included', () => {
    expect(deletionRefusal(admin, investor, 0)).toBeUndefined();
    expect(deletionRefusal(admin, blockedAdmin, 0)).toBeUndefined();
  });
});

describe('statusChangeRefusal', () => {
  it('refuses blocking the last active administrator, or yourself', () => {
    expect(statusChangeRefusal(admin, admin, AccountStatus.Blocked, 0)).toMatch(
      /^The last active administrator cannot be blocked/,
    );
    expect(statusChangeRefusal(admin, admin, AccountStatus.Blocked, 1)).toBe(
      'You cannot block your own account.',
    );
  });

  it('allows activating anyone and blocking others', () => {
    expect(statusChangeRefusal(admin, admin, AccountStatus.Active, 0)).toBeUndefined();
    expect(statusChangeRefusal(admin, blockedAdmin, AccountStatus.Active, 0)).toBeUndefined();
    expect(statusChangeRefusal(admin, investor, AccountStatus.Blocked, 0)).toBeUndefined();
  });
});

describe('roleChangeRefusal', () => {
  it('keeps the Administrator role on the last active administrator', () => {
    expect(roleChangeRefusal(admin, Role.Investor, 0)).toMatch(/must keep the Administrator role/);
    expect(roleChangeRefusal(admin, Role.Administrator, 0)).toBeUndefined();
    expect(roleChangeRefusal(admin, Role.Investor, 1)).toBeUndefined();
    expect(roleChangeRefusal(investor, Role.Developer, 0)).toBeUndefined();
  });
});
