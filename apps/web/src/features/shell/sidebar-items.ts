import { areaNames, areaSpec, fullPath, screenAt, type Audience } from '@web/config/resources';

export type SidebarLink = { label: string; to: string };
export type SidebarGroup = { label: string; links: SidebarLink[] };
export type SidebarEntry = SidebarLink | SidebarGroup;

export function isGroup(entry: SidebarEntry): entry is SidebarGroup {
  return 'links' in entry;
}

/** What the sidebar knows of the account beyond its role's permissions. */
export type SidebarContext = {
  /** Sits on a committee: To evaluate lists what it is assigned. */
  onCommittee?: boolean;
  /** Holds a water or electricity connection: Utilities lists them. */
  holdsConnection?: boolean;
  /** Is the vendor of a partnership: Your partnership leads to it. */
  holdsPartnership?: boolean;
};

function reaches(
  audience: Audience,
  permissions: readonly string[],
  context: SidebarContext,
): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'committee_members') return context.onCommittee ?? false;
  if (audience === 'connection_holders') return context.holdsConnection ?? false;
  if (audience === 'partnership_holders') return context.holdsPartnership ?? false;
  if ('holdsAny' in audience) return audience.holdsAny.some((key) => permissions.includes(key));
  return 'holds' in audience
    ? permissions.includes(audience.holds)
    : !permissions.includes(audience.lacks);
}

/**
 * The account sidebar by what the user's role grants (record 0029), from the registry's
 * placements in its order: Dashboard and Profile for all; each management area for the holders
 * of its permission; To evaluate for committee members; Utilities for those who hold a
 * connection; Your partnership for a vendor; Services for everyone. Placements of one group next to each other share its
 * heading (Parcels: its register and its allocations); a screen two placements reach is linked
 * once, by the first.
 */
export function sidebarFor(
  permissions: readonly string[],
  context: SidebarContext = {},
): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  // A screen is linked once, where its first placement the user reaches puts it.
  const linked = new Set<string>();
  for (const name of areaNames) {
    const { screens, sidebar = [] } = areaSpec(name);
    for (const placement of sidebar) {
      if (!reaches(placement.audience, permissions, context)) continue;
      const links = placement.links
        .map(([key, label]) => ({ label, to: fullPath(screens[key]!) }))
        .filter((link) => !linked.has(link.to));
      if (links.length === 0) continue;
      links.forEach((link) => linked.add(link.to));
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
