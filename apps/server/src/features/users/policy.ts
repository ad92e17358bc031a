import { AccountStatus, Role } from '@portal/shared/constants';
import type { Permission } from '@portal/shared/permissions';
import type { User } from '@server/db/schema';
import { missingFrom } from '@server/lib/permissions';

type Actor = Pick<User, 'id' | 'role_id'>;
/** The caller as the reading rules see them: who, and what their role grants. */
type Viewer = { user: Pick<User, 'id'>; permissions: ReadonlySet<Permission> };
/** A user as the rules below see them. */
export type Account = Pick<User, 'id' | 'role_id' | 'status'>;

/** account-show/{id}: holders of `users.view`, and the user themself (records 0013, 0029). */
export function canViewUser({ user, permissions }: Viewer, userId: number): boolean {
  return permissions.has('users.view') || user.id === userId;
}

/** The pending verification code is for the staff's support calls, never for its own user. */
export function seesVerificationCode({ user, permissions }: Viewer, userId: number): boolean {
  return permissions.has('users.view') && user.id !== userId;
}

/**
 * Why the actor may not give or take what a role grants (record 0029), or undefined when they
 * may: nobody hands out, or acts on an account holding, a permission they do not hold
 * themselves. Otherwise a clerk who may edit users could make themself an administrator, or
 * reset an administrator's password.
 */
export function grantRefusal(
  held: ReadonlySet<Permission>,
  granted: ReadonlySet<Permission>,
  what: string,
): string | undefined {
  const missing = missingFrom(held, granted);
  if (missing.length === 0) return undefined;
  return `You cannot ${what}: it holds permissions you do not (${missing.join(', ')}).`;
}

/** Whether taking `account` out of the administrators would leave the back office without one. */
function isLastActiveAdministrator(account: Account, otherActiveAdministrators: number): boolean {
  return (
    account.role_id === Role.Administrator &&
    account.status === AccountStatus.Active &&
    otherActiveAdministrators === 0
  );
}

/** Deleting and blocking refuse alike: never the last active administrator, never oneself. */
function removalRefusal(
  actor: Actor,
  target: Account,
  otherActiveAdministrators: number,
  refusals: { lastAdministrator: string; ownAccount: string },
): string | undefined {
  if (isLastActiveAdministrator(target, otherActiveAdministrators)) {
    return refusals.lastAdministrator;
  }
  if (target.id === actor.id) return refusals.ownAccount;
  return undefined;
}

/** Why the actor may not delete `target`, or undefined when they may. */
export function deletionRefusal(
  actor: Actor,
  target: Account,
  otherActiveAdministrators: number,
): string | undefined {
  return removalRefusal(actor, target, otherActiveAdministrators, {
    lastAdministrator:
      'The last administrator cannot be deleted: make another user an administrator first.',
    ownAccount: 'You cannot delete your own account.',
  });
}

/** Why the actor may not give `target` the account status `status`, or undefined when they may. */
export function statusChangeRefusal(
  actor: Actor,
  target: Account,
  status: number,
  otherActiveAdministrators: number,
): string | undefined {
  if (status === AccountStatus.Active) return undefined;
  return removalRefusal(actor, target, otherActiveAdministrators, {
    lastAdministrator:
      'The last active administrator cannot be blocked: make another user an administrator first.',
    ownAccount: 'You cannot block your own account.',
  });
}

/** Why `target` may not be given the role `role`, or undefined when they may. */
export function roleChangeRefusal(
  target: Account,
  role: number,
  otherActiveAdministrators: number,
): string | undefined {
  if (role !== Role.Administrator && isLastActiveAdministrator(target, otherActiveAdministrators)) {
    return 'The last active administrator must keep the Administrator role: make another user an administrator first.';
  }
  return undefined;
}
