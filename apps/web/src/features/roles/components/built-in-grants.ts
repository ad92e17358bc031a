import { Role } from '@portal/shared/constants';

/**
 * Why the permissions of the two roles the code relies on cannot be chosen (record 0029): the
 * server refuses any other set for them.
 */
export function fixedGrantsReason(roleId: number | undefined): string | undefined {
  if (roleId === Role.Administrator) {
    return 'The Administrator holds every permission: none can be taken from it.';
  }
  if (roleId === Role.RegisteredUser) {
    return 'New sign-ups hold this role, so it grants nothing.';
  }
  return undefined;
}
