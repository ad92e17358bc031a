import { Role } from '@portal/shared/constants';
import { describe, expect, it } from 'vitest';
import { activeLinkFor, isGroup, sidebarFor, type SidebarEntry } from './sidebar-items';

const flatten = (entries: SidebarEntry[]) =>
  entries.flatMap((entry) => (isGroup(entry) ? entry.links : [entry])).map((link) => link.to);

describe('sidebarFor', () => {
  it('gives the administrator every management area', () => {
    const entries = sidebarFor(Role.Administrator);
    expect(entries.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Profile',
      'Users',
      'Services',
      'APIs',
      'Roles',
      'Committees',
      'Parcels',
      'Mail outbox',
    ]);
    expect(flatten(entries)).toEqual(
      expect.arrayContaining([
        '/account/create-user',
        '/account/users',
        '/account/create-api',
        '/account/apis',
        '/account/api-documentation',
        '/account/create-service',
        '/account/create-parcel',
        '/account/parcels',
        '/account/parcel-allocations',
        '/account/mail-outbox',
      ]),
    );
  });

  it.each([
    Role.RegisteredUser,
    Role.SoftwareVendor,
    Role.Developer,
    Role.CommitteeMember,
    Role.Investor,
  ])('gives role %i Dashboard, Profile and Services only', (role) => {
    expect(flatten(sidebarFor(role))).toEqual([
      '/account/dashboard',
      '/account/profile',
      '/account/services',
    ]);
  });
});

describe('activeLinkFor', () => {
  it.each([
    ['/account/roles', '/account/roles'],
    ['/account/edit-role/3', '/account/roles'],
    ['/account/create-committee', '/account/committees'],
    ['/account/show-committee/2', '/account/committees'],
    ['/account/create-user', '/account/create-user'],
    ['/account/edit-user/4', '/account/users'],
    ['/account/allocate-parcel/5', '/account/parcels'],
    ['/account/edit-allocation/6', '/account/parcel-allocations'],
    ['/account/edit-api/7', '/account/apis'],
  ])('keeps %s under the sidebar link %s', (pathname, link) => {
    expect(activeLinkFor(pathname)).toBe(link);
  });
});
