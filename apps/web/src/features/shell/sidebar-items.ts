import { areaNames, areaSpec, fullPath, screenAt, type Audience } from '@web/config/resources';

export type SidebarLink = { label: string; to: string };
export type SidebarGroup = { label: string; links: SidebarLink[] };
export type SidebarEntry = SidebarLink | SidebarGroup;

export function isGroup(entry: SidebarEntry): entry is SidebarGroup {
  return 'links' in entry;
}

function reaches(
  audience: Audience,
  permissions: readonly string[],
  onCommittee: boolean,
): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'committee_members') return onCommittee;
  if ('holdsAny' in audience) return audience.holdsAny.some((key) => permissions.includes(key));
  return 'holds' in audience
    ? permissions.includes(audience.holds)
    : !permissions.includes(audience.lacks);
}

/**
 * The account sidebar by what the user's role grants (record 0029), from the registry's
 * placements in its order: Dashboard and Profile for all; each management area for the holders
 * of its permission; To evaluate for committee members; Services for everyone. Placements of one group next to each other share its
 * heading (Parcels: its register and its allocations).
 */
export function sidebarFor(
  permissions: readonly string[],
  { onCommittee = false }: { onCommittee?: boolean } = {},
): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  for (const name of areaNames) {
    const { screens, sidebar = [] } = areaSpec(name);
    for (const placement of sidebar) {
      if (!reaches(placement.audience, permissions, onCommittee)) continue;
      const links = placement.links.map(([key, label]) => ({
        label,
        to: fullPath(screens[key]!),
      }));
      const last = entries.at(-1);
      if (!placement.group) entries.push(...links);
      else if (last && isGroup(last) && last.label === placement.group) last.links.push(...links);
      else entries.push({ label: placement.group, links });
    }
  }
  return entries;
}

/**
 * The sidebar link to show as current at a pathname: the screen's own link, or else its area's
 * list, so that a record's edit or details screen keeps its list highlighted.
 */
export function activeLinkFor(pathname: string): string | undefined {
  const placed = screenAt(pathname);
  if (!placed) return undefined;
  const { screens, sidebar = [] } = areaSpec(placed.area);
  const linked = sidebar.some((placement) => placement.links.some(([key]) => key === placed.key));
  const list = screens.list;
  return fullPath(linked || !list ? placed.screen : list);
}
