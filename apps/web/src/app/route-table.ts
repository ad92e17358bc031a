import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { landingPageMeta, type LandingPage } from '../features/landing/page-meta';
import { loginGuard, roleGuard, statusGuard, verificationGuard, type Guard } from '../lib/guards';

/** Route `handle`: the screen's name (document title) and the meta description of a public page. */
export type ScreenHandle = { title: string; description?: string };

/** Loads a screen's own lazy route module. */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

export type Screen = ScreenHandle & {
  path: string;
  guards?: readonly Guard[];
  lazy: ScreenModule;
};

/** Every /account screen passes these first (docs/product.md, "Screens and addresses"). */
export const ACCOUNT_GUARDS: readonly Guard[] = [loginGuard, verificationGuard];
// The status guard (active accounts only) and the role guard (administrators only).
const general = [statusGuard];
const admin = [roleGuard];
const adminAndGeneral = [roleGuard, statusGuard];

// Literal import() calls, one per page, so the bundler gives each page its own chunk.
const landingPageModules: Record<LandingPage, ScreenModule> = {
  home: () => import('./routes/landing/home'),
  services: () => import('./routes/landing/services'),
  'software-vendors': () => import('./routes/landing/software-vendors'),
  'parcel-allocation-services': () => import('./routes/landing/parcel-allocation-services'),
  'about-us': () => import('./routes/landing/about-us'),
  faqs: () => import('./routes/landing/faqs'),
  'terms-of-service': () => import('./routes/landing/terms-of-service'),
  'privacy-policy': () => import('./routes/landing/privacy-policy'),
};

// Public pages: each has its own description for search results (decision record 0012).
export const landingScreens: Screen[] = (Object.keys(landingPageMeta) as LandingPage[]).map(
  (page) => ({
    path: page,
    ...landingPageMeta[page],
    lazy: landingPageModules[page],
  }),
);

export const authScreens: Screen[] = [
  { path: 'login', title: 'Login', lazy: () => import('./routes/auth/login') },
  { path: 'register', title: 'Register', lazy: () => import('./routes/auth/register') },
  {
    path: 'forgot-password',
    title: 'Forgot password',
    lazy: () => import('./routes/auth/forgot-password'),
  },
  {
    path: 'recover-password/:remember_token',
    title: 'Recover password',
    lazy: () => import('./routes/auth/recover-password'),
  },
];

export const accountScreens: Screen[] = [
  {
    path: 'verify-email',
    title: 'Verify email',
    lazy: () => import('./routes/account/verify-email'),
  },
  {
    path: 'dashboard',
    title: 'Dashboard',
    guards: general,
    lazy: () => import('./routes/account/dashboard'),
  },
  {
    path: 'profile',
    title: 'Profile',
    guards: general,
    lazy: () => import('./routes/account/profile'),
  },
  {
    path: 'users',
    title: 'Users',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/users'),
  },
  {
    path: 'create-user',
    title: 'Create user',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/create-user'),
  },
  {
    path: 'edit-user/:id',
    title: 'Edit user',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/edit-user'),
  },
  {
    path: 'account-status/:id',
    title: 'Account status',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/account-status'),
  },
  {
    path: 'account-show/:id',
    title: 'User details',
    guards: general,
    lazy: () => import('./routes/account/account-show'),
  },
  { path: 'roles', title: 'Roles', guards: admin, lazy: () => import('./routes/account/roles') },
  {
    path: 'create-role',
    title: 'Create role',
    guards: admin,
    lazy: () => import('./routes/account/create-role'),
  },
  {
    path: 'edit-role/:id',
    title: 'Edit role',
    guards: admin,
    lazy: () => import('./routes/account/edit-role'),
  },
  // Every signed-in user: management table for role 1, catalogue for others (docs/product.md,
  // "Screens and addresses").
  { path: 'services', title: 'Services', lazy: () => import('./routes/account/services') },
  {
    path: 'create-service',
    title: 'Create service',
    guards: admin,
    lazy: () => import('./routes/account/create-service'),
  },
  {
    path: 'edit-service/:id',
    title: 'Edit service',
    guards: admin,
    lazy: () => import('./routes/account/edit-service'),
  },
  {
    path: 'committees',
    title: 'Committees',
    guards: admin,
    lazy: () => import('./routes/account/committees'),
  },
  {
    path: 'create-committee',
    title: 'Create committee',
    guards: admin,
    lazy: () => import('./routes/account/create-committee'),
  },
  {
    path: 'edit-committee/:id',
    title: 'Edit committee',
    guards: admin,
    lazy: () => import('./routes/account/edit-committee'),
  },
  {
    path: 'show-committee/:id',
    title: 'Committee details',
    guards: general,
    lazy: () => import('./routes/account/show-committee'),
  },
  {
    path: 'parcels',
    title: 'Parcels',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/parcels'),
  },
  {
    path: 'create-parcel',
    title: 'Create parcel',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/create-parcel'),
  },
  {
    path: 'edit-parcel/:id',
    title: 'Edit parcel',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/edit-parcel'),
  },
  {
    path: 'allocate-parcel/:id',
    title: 'Allocate parcel',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/allocate-parcel'),
  },
  {
    path: 'parcel-allocations',
    title: 'Parcel allocations',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/parcel-allocations'),
  },
  {
    path: 'edit-allocation/:id',
    title: 'Edit allocation',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/edit-allocation'),
  },
  {
    path: 'mail-outbox',
    title: 'Mail outbox',
    guards: adminAndGeneral,
    lazy: () => import('./routes/account/mail-outbox'),
  },
  // No guard beyond the account's own; the server still refuses a blocked account.
  {
    path: 'api-documentation',
    title: 'API documentation',
    lazy: () => import('./routes/account/api-documentation'),
  },
  // Every signed-in user manages their own keys; role 1 sees every key (docs/product.md, "Roles").
  { path: 'apis', title: 'APIs', lazy: () => import('./routes/account/apis') },
  { path: 'create-api', title: 'Create API', lazy: () => import('./routes/account/create-api') },
  { path: 'edit-api/:id', title: 'Edit API', lazy: () => import('./routes/account/edit-api') },
];

/** All guards that apply to a pathname; empty outside /account. */
export function guardsForPath(pathname: string): readonly Guard[] {
  if (!matchPath({ path: '/account', end: false }, pathname)) return [];
  const screen = accountScreens.find((s) => matchPath(`/account/${s.path}`, pathname));
  return [...ACCOUNT_GUARDS, ...(screen?.guards ?? [])];
}
