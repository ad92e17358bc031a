import { describe, expect, it } from 'vitest';
import { canUpdateProfile } from '@server/features/profile/policy';

describe('canUpdateProfile', () => {
  const actor = { id: 7 };

  it('allows a user their own profile', () => {
    expect(canUpdateProfile(actor, 7, 7)).toBe(true);
  });

  it("refuses another user's profile named in the path or in the body", () => {
    expect(canUpdateProfile(actor, 8, 8)).toBe(false);
    expect(canUpdateProfile(actor, 7, 8)).toBe(false);
    expect(canUpdateProfile(actor, 8, 7)).toBe(false);
  });
});
