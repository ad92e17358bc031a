import type { Permission } from '@portal/shared/permissions';

/** show-committee/{id}: holders of `committees.manage`, and the committee's members (record 0029). */
export function canViewCommittee(permissions: ReadonlySet<Permission>, isMember: boolean): boolean {
  return permissions.has('committees.manage') || isMember;
}
