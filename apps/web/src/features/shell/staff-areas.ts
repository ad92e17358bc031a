import type { CurrentUser } from '@portal/shared/current-user';
import { isGroup, sidebarFor, type SidebarLink } from './sidebar-items';

/**
 * Whether the account works for the authority: its role grants a back-office permission or it
 * sits on a committee (docs/product.md, "The dashboard"). Staff are not onboarded as applicants.
 */
export const isStaff = (user: CurrentUser): boolean =>
  user.permissions.length > 0 || user.committees.length > 0;

const flat = (permissions: readonly string[], onCommittee: boolean): SidebarLink[] =>
  sidebarFor(permissions, { onCommittee }).flatMap((entry) =>
    isGroup(entry) ? entry.links : [entry],
  );

/** The back-office screens the user's role opens beyond what every account has. */
export function staffAreasOf(user: CurrentUser): SidebarLink[] {
  const everyone = new Set(flat([], false).map((link) => link.to));
  return flat(user.permissions, user.committees.length > 0).filter(
    (link) => !everyone.has(link.to),
  );
}
