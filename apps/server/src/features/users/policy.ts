import { AccountStatus, Role } from '@portal/shared/constants';
import type { User } from '../../db/schema';

type Actor = Pick<User, 'id' | 'role_id'>;
/** A user as the rules below see them. */
export type Account = Pick<User, 'id' | 'role_id' | 'status'>;

/** account-show/{id}: administrators, and the user themself (decision record 0013). */
export function canViewUser(actor: Actor, userId: number): boolean {
  return actor.role_id === Role.Administrator || actor.id === userId;
}

/** The pending verification code is for administrators' support calls, never for its own user. */
export function seesVerificationCode(actor: Actor, userId: number): boolean {
  return actor.role_id === Role.Administrator && actor.id !== userId;
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
