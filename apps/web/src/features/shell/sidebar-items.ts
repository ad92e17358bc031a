import { Role } from '@portal/shared/constants';
import { DASHBOARD_PATH, PROFILE_PATH } from '../../lib/guards';

export type SidebarLink = { label: string; to: string };
export type SidebarGroup = { label: string; links: SidebarLink[] };
export type SidebarEntry = SidebarLink | SidebarGroup;

export function isGroup(entry: SidebarEntry): entry is SidebarGroup {
  return 'links' in entry;
}

/**
 * The account sidebar by role (docs/product.md, "Roles"): Dashboard and Profile for all; Users,
 * APIs, Roles, Committees, the management side of Services, the parcel register
 * (decision record 0016) and the mail outbox (decision record 0019) for role 1; Services for
 * everyone.
 */
export function sidebarFor(role: number): SidebarEntry[] {
  const common: SidebarEntry[] = [
    { label: 'Dashboard', to: DASHBOARD_PATH },
    { label: 'Profile', to: PROFILE_PATH },
  ];
  if (role !== Role.Administrator) {
    return [...common, { label: 'Services', to: '/account/services' }];
  }
  return [
    ...common,
    {
      label: 'Users',
      links: [
        { label: 'Create user', to: '/account/create-user' },
        { label: 'All users', to: '/account/users' },
      ],
    },
    {
      label: 'Services',
      links: [
        { label: 'Create service', to: '/account/create-service' },
        { label: 'All services', to: '/account/services' },
      ],
    },
    {
      label: 'APIs',
      links: [
        { label: 'Create API', to: '/account/create-api' },
        { label: 'All APIs', to: '/account/apis' },
        { label: 'API documentation', to: '/account/api-documentation' },
      ],
    },
    { label: 'Roles', to: '/account/roles' },
    { label: 'Committees', to: '/account/committees' },
    {
      label: 'Parcels',
      links: [
        { label: 'Create parcel', to: '/account/create-parcel' },
        { label: 'All parcels', to: '/account/parcels' },
        { label: 'Allocations', to: '/account/parcel-allocations' },
      ],
    },
    { label: 'Mail outbox', to: '/account/mail-outbox' },
  ];
}
