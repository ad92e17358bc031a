import { PERMISSION_KEYS } from '@portal/shared/permissions';
import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { isGroup, sidebarFor, type SidebarEntry } from '../features/shell/sidebar-items';
import { accountScreens, fullPath, insightCards, paths, trailFor } from '../config/resources';

/** Every full path pattern of the real route table, layouts' children included. */
function patterns(children: RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    return [...(route.path ? [here] : []), ...patterns(route.children ?? [], here)];
  });
}

const routed = patterns(routes).filter((pattern) => pattern !== '/*');
const reaches = (to: string) => routed.some((pattern) => matchPath(pattern, to));
const links = (entries: SidebarEntry[]) =>
  entries.flatMap((entry) => (isGroup(entry) ? entry.links : [entry]));

describe('the resource registry', () => {
  // Every permission, none, and each one alone: whatever a role grants, its links lead somewhere.
  const grants = [[...PERMISSION_KEYS], [], ...PERMISSION_KEYS.map((key) => [key])];
  it.each(grants.map((granted) => [granted]))('routes every sidebar link of %j', (permissions) => {
    const unrouted = links(sidebarFor(permissions)).filter((link) => !reaches(link.to));
    expect(unrouted).toEqual([]);
  });

  it('routes every dashboard card link', () => {
    expect(insightCards.map((card) => card.title)).toEqual([
      'Users',
      'Services',
      'Committees',
      'Roles',
    ]);
    expect(insightCards.filter((card) => !reaches(card.to))).toEqual([]);
  });

  it('routes every registered screen, each at exactly one route', () => {
    for (const { screen } of accountScreens) {
      const sample = fullPath(screen).replace(':id', '7');
      expect(routed.filter((pattern) => matchPath(pattern, sample))).toEqual([fullPath(screen)]);
    }
  });

  it('builds record addresses from the registered patterns', () => {
    expect(paths.roles.edit(3)).toBe('/account/edit-role/3');
    expect(paths.users.accountStatus(12)).toBe('/account/account-status/12');
    expect(paths.parcels.allocate(5)).toBe('/account/allocate-parcel/5');
    expect(paths.apiKeys.list).toBe('/account/apis');
  });

  it('gives a record screen its list in the breadcrumb, and the lists none', () => {
    expect(trailFor('/account/edit-role/3')).toEqual({
      list: { label: 'Roles', to: '/account/roles' },
      current: 'Edit',
    });
    expect(trailFor('/account/show-committee/2')).toEqual({
      list: { label: 'Committees', to: '/account/committees' },
      current: 'Show',
    });
    expect(trailFor('/account/roles')).toBeUndefined();
    expect(trailFor('/account/dashboard')).toBeUndefined();
  });
});
