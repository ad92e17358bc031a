import type { PermissionEntry } from '@portal/shared/permissions';

export type PermissionGroup = { group: string; permissions: PermissionEntry[] };

/** The catalogue by its groups, in the order the catalogue names them first. */
export function groupPermissions(catalogue: readonly PermissionEntry[]): PermissionGroup[] {
  const groups = new Map<string, PermissionEntry[]>();
  for (const entry of catalogue)
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups].map(([group, permissions]) => ({ group, permissions }));
}
