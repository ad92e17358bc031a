import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import {
  canViewUser,
  deletionRefusal,
  roleChangeRefusal,
  seesVerificationCode,
  statusChangeRefusal,
} from '../../../src/features/users/policy';

const admin = { id: 1, role_id: Role.Administrator, status: AccountStatus.Active };
const investor = { id: 2, role_id: Role.Investor, status: AccountStatus.Active };
const blockedAdmin = { id: 3, role_id: Role.Administrator, status: AccountStatus.Blocked };

describe('canViewUser and seesVerificationCode', () => {
  it('lets administrators see anyone, and users only themselves', () => {
    expect(canViewUser(admin, investor.id)).toBe(true);
    expect(canViewUser(investor, investor.id)).toBe(true);
    expect(canViewUser(investor, admin.id)).toBe(false);
  });

  it("shows a pending code to administrators, never to the code's own user", () => {
    expect(seesVerificationCode(admin, investor.id)).toBe(true);
    expect(seesVerificationCode(admin, admin.id)).toBe(false);
    expect(seesVerificationCode(investor, investor.id)).toBe(false);
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
