import type { AdminDashboard } from '@portal/shared/dashboard';
import { generatePath, matchPath } from 'react-router';
import type { Permission } from '@portal/shared/permissions';
import { holds, permissionGuard, statusGuard, type Guard } from '../lib/guards';

/**
 * The back office's one registry (decision record 0025): each area of /account declares here,
 * once, its screens (address, title, guards, breadcrumb), its place in the sidebar and its
 * dashboard card. The route table, the sidebar, the dashboard's cards, the breadcrumbs and the
 * features' path constants are all derived from it (docs/product.md, "Screens and addresses").
 */

/** One screen: its address under /account (its file in app/routes/account is named after the
 * address's first segment), its name, its guards beyond the account's own. */
export type AccountScreen = {
  path: string;
  title: string;
  guards?: readonly Guard[];
  /** The screen's step in a breadcrumb after its area's list: 'Committees > Show'. */
  crumb?: string;
};

/**
 * Who sees a sidebar placement (record 0029): everyone, the members of a committee, the holders of
 * a permission, or those without it (the services catalogue for whoever does not manage services).
 */
export type Audience =
  | 'everyone'
  /** Whoever sits on a committee, whatever their role: they evaluate what it is assigned. */
  | 'committee_members'
  /** Whoever holds a water or electricity connection (docs/product.md, "Utilities"). */
  | 'connection_holders'
  /** The vendor of a partnership (docs/product.md, "The vendor partnership"). */
  | 'partnership_holders'
  | { holds: Permission }
  /** The holders of any of these (billing runs: those who bill and those who read every bill). */
  | { holdsAny: readonly Permission[] }
  | { lacks: Permission };

type SidebarPlacement<Key extends string> = {
  audience: Audience;
  /** A heading with its links under it; without one, each link stands alone. */
  group?: string;
  links: readonly (readonly [screen: Key, label: string])[];
};

type Area<Screens extends Record<string, AccountScreen>> = {
  /** The area's name in breadcrumbs and on its dashboard card. */
  label: string;
  screens: Screens;
  sidebar?: readonly SidebarPlacement<keyof Screens & string>[];
  /** The administrator's dashboard card counting the area's records, leading to its list. */
  insight?: { total: keyof AdminDashboard & `total_${string}`; position: number };
};

const area = <const Screens extends Record<string, AccountScreen>>(spec: Area<Screens>) => spec;

// Active accounts only; and, for the back office, the roles that grant the screen's permission.
const general = [statusGuard];
const needs = (permission: Permission) => [permissionGuard(permission), statusGuard];
const holders = (permission: Permission) => ({ holds: permission }) as const;
/** Who reads every connection: those who read, keep or bill them (the server's scope too). */
const CONNECTION_READERS: Permission[] = [
  'utilities.view_all',
  'utilities.manage',
  'utilities.bill',
];
// Screens that more than one permission opens, as the server's guard on their calls does.
const needsAny = (...permissions: Permission[]): Guard[] => [
  ({ user }) =>
    permissions.some((permission) => holds(user, permission))
      ? { kind: 'allow' }
      : { kind: 'back' },
  statusGuard,
];

/** Every area, in sidebar order. */
export const areas = {
  verifyEmail: area({
    label: 'Verify email',
    screens: { page: { path: 'verify-email', title: 'Verify email' } },
  }),
  secondFactorSetUp: area({
    label: 'Set up two-step sign-in',
    screens: {
      page: { path: 'set-up-two-step-sign-in', title: 'Set up two-step sign-in' },
    },
  }),
  linkedSignIn: area({
    label: 'Sign in to a linked service',
    screens: {
      page: { path: 'authorize/:uid', title: 'Sign in to a linked service', guards: general },
    },
  }),
  dashboard: area({
    label: 'Dashboard',
    screens: { page: { path: 'dashboard', title: 'Dashboard', guards: general } },
    sidebar: [{ audience: 'everyone', links: [['page', 'Dashboard']] }],
  }),
  profile: area({
    label: 'Profile',
    screens: { page: { path: 'profile', title: 'Profile', guards: general } },
    sidebar: [{ audience: 'everyone', links: [['page', 'Profile']] }],
  }),
  // The applicant's side of the land journey (docs/product.md, "Parcel allocation"): any account
  // may apply. The application's page serves staff too; the server says what each may see and do.
  myApplications: area({
    label: 'My applications',
    screens: {
      list: { path: 'my-applications', title: 'My applications', guards: general },
      create: { path: 'create-application', title: 'Start an application', guards: general },
      edit: {
        path: 'edit-application/:id',
        title: 'Your application',
        guards: general,
        crumb: 'Edit',
      },
      show: { path: 'show-application/:id', title: 'Application', guards: general },
    },
    // Staff who see every application work from the queue instead.
    sidebar: [
      { audience: { lacks: 'applications.view_all' }, links: [['list', 'My applications']] },
    ],
  }),
  // The vendor's side of the data centre's journey (docs/product.md, "Software and cloud
  // vendors"): any verified account may apply to an open call. The application's page serves
  // staff too; the server says what each may see and do.
  myVendorApplications: area({
    label: 'My vendor applications',
    screens: {
      list: { path: 'my-vendor-applications', title: 'My vendor applications', guards: general },
      create: {
        path: 'create-vendor-application',
        title: 'Apply as a software or cloud provider',
        guards: general,
      },
      edit: {
        path: 'edit-vendor-application/:id',
        title: 'Your vendor application',
        guards: general,
        crumb: 'Edit',
      },
      show: { path: 'show-vendor-application/:id', title: 'Vendor application', guards: general },
    },
    // Staff who see every vendor application work from the queue instead.
    sidebar: [
      { audience: { lacks: 'vendors.view_all' }, links: [['list', 'My vendor applications']] },
    ],
  }),
  users: area({
    label: 'Users',
    screens: {
      list: { path: 'users', title: 'Users', guards: needs('users.view') },
      create: { path: 'create-user', title: 'Create user', guards: needs('users.manage') },
      edit: {
        path: 'edit-user/:id',
        title: 'Edit user',
        guards: needs('users.manage'),
        crumb: 'Edit',
      },
      accountStatus: {
        path: 'account-status/:id',
        title: 'Account status',
        guards: needs('users.status'),
        crumb: 'Account status',
      },
      // Committee members open it from a committee too; they have no Users list to go back to.
      show: { path: 'account-show/:id', title: 'User details', guards: general },
    },
    sidebar: [
      { audience: holders('users.manage'), group: 'Users', links: [['create', 'Create user']] },
      { audience: holders('users.view'), group: 'Users', links: [['list', 'All users']] },
    ],
    insight: { total: 'total_users', position: 1 },
  }),
  services: area({
    label: 'Services',
    screens: {
      // Every signed-in user: management table for role 1, catalogue for others.
      list: { path: 'services', title: 'Services' },
      create: {
        path: 'create-service',
        title: 'Create service',
        guards: needs('services.manage'),
      },
      edit: {
        path: 'edit-service/:id',
        title: 'Edit service',
        guards: needs('services.manage'),
        crumb: 'Edit',
      },
    },
    sidebar: [
      {
        audience: holders('services.manage'),
        group: 'Services',
        links: [
          ['create', 'Create service'],
          ['list', 'All services'],
        ],
      },
      { audience: { lacks: 'services.manage' }, links: [['list', 'Services']] },
    ],
    insight: { total: 'total_services', position: 2 },
  }),
  // Every signed-in user manages their own keys; role 1 sees every key (docs/product.md, "Roles").
  apiKeys: area({
    label: 'APIs',
    screens: {
      list: { path: 'apis', title: 'APIs' },
      create: { path: 'create-api', title: 'Create API' },
      edit: { path: 'edit-api/:id', title: 'Edit API', crumb: 'Edit' },
    },
    sidebar: [
      {
        audience: holders('api_keys.view_all'),
        group: 'APIs',
        links: [
          ['create', 'Create API'],
          ['list', 'All APIs'],
        ],
      },
    ],
  }),
  // No guard beyond the account's own; the server still refuses a blocked account.
  apiDocumentation: area({
    label: 'API documentation',
    screens: { page: { path: 'api-documentation', title: 'API documentation' } },
    sidebar: [
      {
        audience: holders('api_keys.view_all'),
        group: 'APIs',
        links: [['page', 'API documentation']],
      },
    ],
  }),
  roles: area({
    label: 'Roles',
    screens: {
      list: { path: 'roles', title: 'Roles', guards: needs('roles.manage') },
      create: {
        path: 'create-role',
        title: 'Create role',
        guards: needs('roles.manage'),
        crumb: 'Create',
      },
      edit: {
        path: 'edit-role/:id',
        title: 'Edit role',
        guards: needs('roles.manage'),
        crumb: 'Edit',
      },
    },
    sidebar: [{ audience: holders('roles.manage'), links: [['list', 'Roles']] }],
    insight: { total: 'total_roles', position: 4 },
  }),
  committees: area({
    label: 'Committees',
    screens: {
      list: { path: 'committees', title: 'Committees', guards: needs('committees.manage') },
      create: {
        path: 'create-committee',
        title: 'Create committee',
        guards: needs('committees.manage'),
        crumb: 'Create',
      },
      edit: {
        path: 'edit-committee/:id',
        title: 'Edit committee',
        guards: needs('committees.manage'),
        crumb: 'Edit',
      },
      show: {
        path: 'show-committee/:id',
        title: 'Committee details',
        guards: general,
        crumb: 'Show',
      },
    },
    sidebar: [{ audience: holders('committees.manage'), links: [['list', 'Committees']] }],
    insight: { total: 'total_committees', position: 3 },
  }),
  // The parcel register (decision record 0016).
  parcels: area({
    label: 'Parcels',
    screens: {
      list: { path: 'parcels', title: 'Parcels', guards: needs('parcels.manage') },
      create: { path: 'create-parcel', title: 'Create parcel', guards: needs('parcels.manage') },
      edit: {
        path: 'edit-parcel/:id',
        title: 'Edit parcel',
        guards: needs('parcels.manage'),
        crumb: 'Edit',
      },
      allocate: {
        path: 'allocate-parcel/:id',
        title: 'Allocate parcel',
        guards: needs('parcels.manage'),
        crumb: 'Allocate',
      },
    },
    sidebar: [
      {
        audience: holders('parcels.manage'),
        group: 'Parcels',
        links: [
          ['create', 'Create parcel'],
          ['list', 'All parcels'],
        ],
      },
    ],
  }),
  allocations: area({
    label: 'Parcel allocations',
    screens: {
      list: {
        path: 'parcel-allocations',
        title: 'Parcel allocations',
        guards: needs('parcels.manage'),
      },
      edit: {
        path: 'edit-allocation/:id',
        title: 'Edit allocation',
        guards: needs('parcels.manage'),
        crumb: 'Edit',
      },
    },
    sidebar: [
      { audience: holders('parcels.manage'), group: 'Parcels', links: [['list', 'Allocations']] },
    ],
  }),
  // Decision record 0019.
  mailOutbox: area({
    label: 'Mail outbox',
    screens: { list: { path: 'mail-outbox', title: 'Mail outbox', guards: needs('mail.view') } },
    sidebar: [{ audience: holders('mail.view'), links: [['list', 'Mail outbox']] }],
  }),
  // Decision record 0029.
  audit: area({
    label: 'Audit trail',
    screens: { list: { path: 'audit', title: 'Audit trail', guards: needs('audit.view') } },
    sidebar: [{ audience: holders('audit.view'), links: [['list', 'Audit trail']] }],
  }),
  // The staff's side of the land journey (docs/product.md, "Parcel allocation"): the queue, and
  // for committee members what is theirs to score. The server lists to each only what they may see.
  applications: area({
    label: 'Applications',
    screens: {
      list: {
        path: 'applications',
        title: 'Applications',
        guards: needs('applications.view_all'),
      },
      toEvaluate: { path: 'to-evaluate', title: 'To evaluate', guards: general },
    },
    sidebar: [
      { audience: holders('applications.view_all'), links: [['list', 'Applications']] },
      { audience: 'committee_members', links: [['toEvaluate', 'To evaluate']] },
    ],
  }),
  // Calls for expressions of interest (docs/product.md, "Software and cloud vendors"): staff open
  // them, vendors apply to an open one and read them on the public page.
  vendorCalls: area({
    label: 'Vendor calls',
    screens: {
      list: { path: 'vendor-calls', title: 'Vendor calls', guards: needs('vendors.manage') },
      create: {
        path: 'create-vendor-call',
        title: 'Open a call',
        guards: needs('vendors.manage'),
      },
      edit: {
        path: 'edit-vendor-call/:id',
        title: 'Edit vendor call',
        guards: needs('vendors.manage'),
        crumb: 'Edit',
      },
    },
    sidebar: [
      { audience: holders('vendors.manage'), group: 'Vendors', links: [['list', 'Vendor calls']] },
    ],
  }),
  // The staff's side of the vendor journey: the queue; committee members find what is theirs to
  // score in it too, as the server lists to each only what they may see.
  vendorApplications: area({
    label: 'Vendor applications',
    screens: {
      list: {
        path: 'vendor-applications',
        title: 'Vendor applications',
        guards: general,
      },
    },
    sidebar: [
      {
        audience: holders('vendors.view_all'),
        group: 'Vendors',
        links: [['list', 'Vendor applications']],
      },
      { audience: 'committee_members', group: 'Vendors', links: [['list', 'Vendors to evaluate']] },
    ],
  }),
  // The vendor partnership (docs/product.md, "The vendor partnership"): the vendor's own, those
  // of the committee that reviews them, or every one for staff who read, run or decide them; the
  // server decides which each may see, and what each may do there. Mails link to these addresses.
  vendorPartnerships: area({
    label: 'Vendor partnerships',
    screens: {
      list: { path: 'vendor-partnerships', title: 'Vendor partnerships', guards: general },
      show: {
        path: 'show-vendor-partnership/:id',
        title: 'Vendor partnership',
        guards: general,
        crumb: 'Partnership',
      },
      workplan: {
        path: 'vendor-workplan/:id',
        title: 'Workplan',
        guards: general,
        crumb: 'Workplan',
      },
      review: {
        path: 'vendor-review/:id',
        title: 'Quarterly review',
        guards: general,
        crumb: 'Quarterly review',
      },
    },
    sidebar: [
      {
        audience: { holdsAny: ['vendors.view_all', 'vendors.manage', 'vendors.decide'] },
        group: 'Vendors',
        links: [['list', 'Vendor partnerships']],
      },
      {
        audience: 'committee_members',
        group: 'Vendors',
        links: [['list', 'Partnerships to review']],
      },
      { audience: 'partnership_holders', links: [['list', 'Your partnership']] },
    ],
  }),
  // The tenant's water and electricity (docs/product.md, "Utilities"): the connections one holds,
  // their readings, bills and statements; staff who see every connection read them all here too.
  // The server decides which connections each may see. Mails link to these addresses.
  utilities: area({
    label: 'Utilities',
    screens: {
      list: { path: 'utilities', title: 'Utilities', guards: general },
      connection: {
        path: 'utilities/connections/:id',
        title: 'Connection',
        guards: general,
        crumb: 'Connection',
      },
      bill: { path: 'utilities/bills/:id', title: 'Bill', guards: general, crumb: 'Bill' },
    },
    // Staff who see every connection find it first under Utilities; a screen is linked once.
    sidebar: [
      {
        audience: holders('utilities.view_all'),
        group: 'Utilities',
        links: [['list', 'Overview']],
      },
      { audience: 'connection_holders', links: [['list', 'Utilities']] },
    ],
  }),
  // Water and electricity connections with their meters (docs/product.md, "Utilities"): staff
  // who read utilities see every one; those who manage them open, change and close them.
  utilityConnections: area({
    label: 'Connections',
    screens: {
      list: {
        path: 'utility-connections',
        title: 'Connections',
        guards: needsAny(...CONNECTION_READERS),
      },
      create: {
        path: 'create-utility-connection',
        title: 'Add a connection',
        guards: needs('utilities.manage'),
        crumb: 'Add',
      },
      show: {
        path: 'show-utility-connection/:id',
        title: 'Connection',
        guards: needsAny(...CONNECTION_READERS),
        crumb: 'Show',
      },
      edit: {
        path: 'edit-utility-connection/:id',
        title: 'Edit connection',
        guards: needs('utilities.manage'),
        crumb: 'Edit',
      },
    },
    sidebar: [
      {
        audience: { holdsAny: CONNECTION_READERS },
        group: 'Utilities',
        links: [['list', 'Connections']],
      },
    ],
  }),
  // Meter readings: the flagged ones to review, and a reader's file to import.
  utilityReadings: area({
    label: 'Readings',
    screens: {
      list: {
        path: 'utility-readings',
        title: 'Readings to review',
        guards: needs('utilities.manage'),
      },
      import: {
        path: 'import-utility-readings',
        title: 'Import readings',
        guards: needs('utilities.manage'),
      },
    },
    sidebar: [
      {
        audience: holders('utilities.manage'),
        group: 'Utilities',
        links: [
          ['list', 'Readings to review'],
          ['import', 'Import readings'],
        ],
      },
    ],
  }),
  // Tariffs by version (docs/product.md, "Utilities"): a version that has charged a bill is kept
  // as it is, so a change of price is a newer version rather than an edit.
  utilityTariffs: area({
    label: 'Tariffs',
    screens: {
      list: { path: 'utility-tariffs', title: 'Tariffs', guards: needs('utilities.manage') },
      create: {
        path: 'create-utility-tariff',
        title: 'Add a tariff version',
        guards: needs('utilities.manage'),
        crumb: 'Add',
      },
      edit: {
        path: 'edit-utility-tariff/:id',
        title: 'Edit tariff version',
        guards: needs('utilities.manage'),
        crumb: 'Edit',
      },
    },
    sidebar: [
      { audience: holders('utilities.manage'), group: 'Utilities', links: [['list', 'Tariffs']] },
    ],
  }),
  // A month's bills (docs/product.md, "Utilities", Billing): computed as drafts, run again until
  // issued all at once; a bill as staff read it, draft or issued, with its credit note.
  utilityBillingRuns: area({
    label: 'Billing runs',
    screens: {
      list: {
        path: 'utility-billing-runs',
        title: 'Billing runs',
        guards: needsAny('utilities.bill', 'utilities.view_all'),
      },
      show: {
        path: 'show-utility-billing-run/:id',
        title: 'Billing run',
        guards: needsAny('utilities.bill', 'utilities.view_all'),
        crumb: 'Run',
      },
      bill: {
        path: 'utility-bills/:id',
        title: 'Bill',
        guards: needsAny('utilities.bill', 'utilities.view_all', 'utilities.manage'),
        crumb: 'Bill',
      },
    },
    sidebar: [
      {
        audience: { holdsAny: ['utilities.bill', 'utilities.view_all'] },
        group: 'Utilities',
        links: [['list', 'Billing runs']],
      },
    ],
  }),
  // Corrections to issued bills: raised by one biller, decided by another.
  utilityCreditNotes: area({
    label: 'Credit notes',
    screens: {
      list: {
        path: 'utility-credit-notes',
        title: 'Credit notes',
        guards: needs('utilities.bill'),
      },
    },
    sidebar: [
      {
        audience: holders('utilities.bill'),
        group: 'Utilities',
        links: [['list', 'Credit notes']],
      },
    ],
  }),
  // Money past due by age, and money received on an account (oldest bill first).
  utilityArrears: area({
    label: 'Arrears',
    screens: {
      list: {
        path: 'utility-arrears',
        title: 'Arrears',
        guards: needsAny('utilities.view_all', 'utilities.bill', 'payments.record'),
      },
      pay: {
        path: 'utility-payments/:id',
        title: 'Record a payment on an account',
        guards: needs('payments.record'),
        crumb: 'Record a payment',
      },
    },
    sidebar: [
      {
        audience: { holdsAny: ['utilities.view_all', 'utilities.bill', 'payments.record'] },
        group: 'Utilities',
        links: [['list', 'Arrears']],
      },
    ],
  }),
  // Applicants see their own invoices, finance officers every one: the server decides which.
  invoices: area({
    label: 'Invoices',
    screens: {
      list: { path: 'invoices', title: 'Invoices', guards: general },
      show: { path: 'show-invoice/:id', title: 'Invoice', guards: general },
      // An attempt to pay one online: where the card provider sends the payer back, an address
      // the server fixes (docs/payments.md). The server shows it to whoever started it.
      payment: { path: 'payments/:id', title: 'Payment', guards: general, crumb: 'Payment' },
    },
    sidebar: [{ audience: 'everyone', links: [['list', 'Invoices']] }],
  }),
  // Money a provider confirmed that settled no invoice, for finance to allocate or refund
  // (docs/payments.md).
  paymentSuspense: area({
    label: 'Money in suspense',
    screens: {
      list: {
        path: 'payment-suspense',
        title: 'Money in suspense',
        guards: needs('payments.record'),
      },
    },
    sidebar: [
      {
        audience: holders('payments.record'),
        group: 'Payments',
        links: [['list', 'Money in suspense']],
      },
    ],
  }),
  // Each day's provider statement beside what the portal recorded, its differences resolved
  // with a note (docs/payments.md).
  paymentReconciliations: area({
    label: 'Reconciliations',
    screens: {
      list: {
        path: 'payment-reconciliations',
        title: 'Reconciliations',
        guards: needs('payments.record'),
      },
      show: {
        path: 'show-payment-reconciliation/:id',
        title: 'Reconciliation',
        guards: needs('payments.record'),
        crumb: 'Day',
      },
    },
    sidebar: [
      {
        audience: holders('payments.record'),
        group: 'Payments',
        links: [['list', 'Reconciliations']],
      },
    ],
  }),
};

export type AreaName = keyof typeof areas;

/** An area seen without its literal types, for code that walks every area alike. */
export type AnyArea = Area<Record<string, AccountScreen>>;
export const areaNames = Object.keys(areas) as AreaName[];
export const areaSpec = (name: AreaName) => areas[name] as unknown as AnyArea;

/** Where a screen is: a path for a fixed address, a function of the id for a record's. */
type PathOf<Path extends string> = Path extends `${string}:id` ? (id: number) => string : string;
type PathsOf<Screens extends Record<string, AccountScreen>> = {
  [Key in keyof Screens]: PathOf<Screens[Key]['path']>;
};

const ACCOUNT = '/account';

/** A screen's full address pattern, as the router matches it. */
export const fullPath = (screen: AccountScreen) => `${ACCOUNT}/${screen.path}`;

function pathsOf<Screens extends Record<string, AccountScreen>>(screens: Screens) {
  const entries = Object.entries(screens).map(([key, screen]) => {
    const pattern = fullPath(screen);
    const to = pattern.includes(':id')
      ? (id: number) => generatePath(pattern, { id: String(id) })
      : pattern;
    return [key, to];
  });
  return Object.fromEntries(entries) as PathsOf<Screens>;
}

/** The features' path constants: `paths.roles.edit(3)` is '/account/edit-role/3'. */
export const paths = Object.fromEntries(
  Object.entries(areas).map(([name, spec]) => [name, pathsOf(spec.screens)]),
) as { [Name in AreaName]: PathsOf<(typeof areas)[Name]['screens']> };

/** A registered screen with its area. */
export type PlacedScreen = { area: AreaName; key: string; screen: AccountScreen };

/** Every screen of /account, area by area. */
export const accountScreens: PlacedScreen[] = areaNames.flatMap((name) =>
  Object.entries(areaSpec(name).screens).map(([key, screen]) => ({
    area: name,
    key,
    screen,
  })),
);

/** The registered screen at a pathname, if any. */
export function screenAt(pathname: string): PlacedScreen | undefined {
  return accountScreens.find(({ screen }) => matchPath(fullPath(screen), pathname));
}

/** A screen's breadcrumb: its area's list, then its own step ('Roles > Edit'). */
export type Trail = { list: { label: string; to: string }; current: string };

export function trailFor(pathname: string): Trail | undefined {
  const placed = screenAt(pathname);
  const list = placed && areaSpec(placed.area).screens.list;
  if (!placed?.screen.crumb || !list) return undefined;
  return {
    list: { label: areas[placed.area].label, to: fullPath(list) },
    current: placed.screen.crumb,
  };
}

/**
 * The dashboard's insight cards: a total each, leading to the list it counts, which only those
 * its guards let in are shown.
 */
export const insightCards = areaNames
  .flatMap((name) => {
    const { label, insight, screens } = areaSpec(name);
    const list = screens.list;
    return insight && list
      ? [
          {
            title: label,
            to: fullPath(list),
            guards: list.guards ?? [],
            total: insight.total,
            at: insight.position,
          },
        ]
      : [];
  })
  .sort((a, b) => a.at - b.at);
