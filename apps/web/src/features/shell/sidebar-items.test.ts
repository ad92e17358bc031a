import { PERMISSION_KEYS } from '@portal/shared/permissions';
import { describe, expect, it } from 'vitest';
import { activeLinkFor, isGroup, sidebarFor, type SidebarEntry } from './sidebar-items';

const flatten = (entries: SidebarEntry[]) =>
  entries.flatMap((entry) => (isGroup(entry) ? entry.links : [entry])).map((link) => link.to);

describe('sidebarFor', () => {
  it('gives a role holding every permission every management area', () => {
    const entries = sidebarFor(PERMISSION_KEYS);
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
      'Audit trail',
      'Applications',
      'Vendors',
      'Utilities',
      'Invoices',
      'Payments',
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
        '/account/audit',
        '/account/applications',
        '/account/vendor-calls',
        '/account/vendor-applications',
        '/account/utility-connections',
        '/account/utility-readings',
        '/account/import-utility-readings',
        '/account/utility-tariffs',
        '/account/utility-billing-runs',
        '/account/utility-credit-notes',
        '/account/utility-arrears',
        '/account/invoices',
      ]),
    );
  });

  it('gives the connections to whoever reads, keeps or bills them, and readings to those who keep them', () => {
    const reader = flatten(sidebarFor(['utilities.view_all']));
    expect(reader).toContain('/account/utility-connections');
    expect(reader).not.toContain('/account/utility-readings');
    expect(reader).not.toContain('/account/import-utility-readings');
    const manager = flatten(sidebarFor(['utilities.manage']));
    expect(manager).toEqual(
      expect.arrayContaining(['/account/utility-readings', '/account/import-utility-readings']),
    );
    // Keeping connections means opening them: the list is theirs too, as the server's scope is.
    expect(manager).toContain('/account/utility-connections');
    expect(flatten(sidebarFor(['payments.record']))).not.toContain('/account/utility-connections');
  });

  it('gives a role that grants nothing Dashboard, Profile, their applications of both journeys, Services and their invoices only', () => {
    expect(flatten(sidebarFor([]))).toEqual([
      '/account/dashboard',
      '/account/profile',
      '/account/my-applications',
      '/account/my-vendor-applications',
      '/account/services',
      '/account/invoices',
    ]);
  });

  it('gives To evaluate to whoever sits on a committee, whatever their role grants', () => {
    expect(flatten(sidebarFor([], { onCommittee: true }))).toContain('/account/to-evaluate');
    expect(flatten(sidebarFor([]))).not.toContain('/account/to-evaluate');
    expect(flatten(sidebarFor(PERMISSION_KEYS))).not.toContain('/account/to-evaluate');
  });

  it('gives Utilities to whoever holds a connection, and its overview to staff who read every one, once', () => {
    expect(sidebarFor([], { holdsConnection: true })).toContainEqual({
      label: 'Utilities',
      to: '/account/utilities',
    });
    expect(flatten(sidebarFor([]))).not.toContain('/account/utilities');
    const staff = sidebarFor(['utilities.view_all']);
    expect(staff.find((entry) => entry.label === 'Utilities')).toMatchObject({
      links: expect.arrayContaining([{ label: 'Overview', to: '/account/utilities' }]),
    });
    // Staff who hold a connection too see it once, under the staff's heading.
    const both = flatten(sidebarFor(['utilities.view_all'], { holdsConnection: true }));
    expect(both.filter((to) => to === '/account/utilities')).toHaveLength(1);
    expect(sidebarFor(['utilities.view_all'], { holdsConnection: true })).not.toContainEqual({
      label: 'Utilities',
      to: '/account/utilities',
    });
  });

  it('leads a vendor to its partnership, staff who run them to every one and a committee to its own', () => {
    const list = '/account/vendor-partnerships';
    expect(sidebarFor([], { holdsPartnership: true })).toContainEqual({
      label: 'Your partnership',
      to: list,
    });
    expect(flatten(sidebarFor([]))).not.toContain(list);
    for (const permission of ['vendors.view_all', 'vendors.manage', 'vendors.decide'])
      expect(sidebarFor([permission]).find((entry) => entry.label === 'Vendors')).toMatchObject({
        links: expect.arrayContaining([{ label: 'Vendor partnerships', to: list }]),
      });
    expect(flatten(sidebarFor([], { onCommittee: true }))).toContain(list);
  });

  it('gives the vendor queue to the holders of vendors.view_all and to committee members', () => {
    expect(flatten(sidebarFor(['vendors.view_all']))).toContain('/account/vendor-applications');
    expect(flatten(sidebarFor(['vendors.view_all']))).not.toContain(
      '/account/my-vendor-applications',
    );
    expect(flatten(sidebarFor([], { onCommittee: true }))).toContain(
      '/account/vendor-applications',
    );
    expect(flatten(sidebarFor(['vendors.decide']))).not.toContain('/account/vendor-applications');
    expect(flatten(sidebarFor(['vendors.manage']))).toContain('/account/vendor-calls');
  });

  it('gives the billing screens, under Utilities, to whoever bills, reads every bill or records payments', () => {
    const utilitiesOf = (permissions: string[]) =>
      sidebarFor(permissions)
        .filter(isGroup)
        .find((group) => group.label === 'Utilities')
        ?.links.map((link) => link.label);
    expect(utilitiesOf(['utilities.bill'])).toEqual([
      'Connections',
      'Billing runs',
      'Credit notes',
      'Arrears',
    ]);
    expect(utilitiesOf(['utilities.view_all'])).toEqual(
      expect.arrayContaining(['Billing runs', 'Arrears']),
    );
    expect(utilitiesOf(['utilities.view_all'])).not.toContain('Credit notes');
    expect(utilitiesOf(['payments.record'])).toEqual(['Arrears']);
    // Held together, the permissions that open one screen give it one link.
    expect(
      flatten(sidebarFor(['utilities.bill', 'utilities.view_all', 'payments.record'])).filter(
        (to) => to === '/account/utility-arrears',
      ),
    ).toHaveLength(1);
  });

  it('gives the applications queue to the holders of applications.view_all only', () => {
    expect(flatten(sidebarFor(['applications.view_all']))).toContain('/account/applications');
    expect(flatten(sidebarFor(['applications.decide']))).not.toContain('/account/applications');
    // They work from the queue, not from a list of their own applications.
    expect(flatten(sidebarFor(['applications.view_all']))).not.toContain(
      '/account/my-applications',
    );
  });

  it('gives each permission its own screens and nothing else', () => {
    expect(flatten(sidebarFor(['mail.view']))).toEqual([
      '/account/dashboard',
      '/account/profile',
      '/account/my-applications',
      '/account/my-vendor-applications',
      '/account/services',
      '/account/mail-outbox',
      '/account/invoices',
    ]);
    expect(flatten(sidebarFor(['audit.view']))).toContain('/account/audit');
    expect(sidebarFor(['users.view']).map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Profile',
      'My applications',
      'My vendor applications',
      'Users',
      'Services',
      'Invoices',
    ]);
    expect(flatten(sidebarFor(['users.view']))).not.toContain('/account/create-user');
    // Whoever manages services has the management group instead of the catalogue link.
    expect(flatten(sidebarFor(['services.manage']))).toEqual([
      '/account/dashboard',
      '/account/profile',
      '/account/my-applications',
      '/account/my-vendor-applications',
      '/account/create-service',
      '/account/services',
      '/account/invoices',
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
