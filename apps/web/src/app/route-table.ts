import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { landingPageMeta, type LandingPage } from '../features/landing/page-meta';
import { accountScreens as registeredScreens } from '../config/resources';
import { loginGuard, secondFactorGuard, verificationGuard, type Guard } from '../lib/guards';

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
export const ACCOUNT_GUARDS: readonly Guard[] = [loginGuard, verificationGuard, secondFactorGuard];

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
  'service-times': () => import('./routes/landing/service-times'),
  'cloud-solutions': () => import('./routes/landing/cloud-solutions'),
  'utility-tariffs': () => import('./routes/landing/utility-tariffs'),
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

// One chunk per screen: each file of routes/account is its own lazy module, named after the first
// segment of the screen's address in the registry (decision record 0025).
const accountModules = import.meta.glob<{ Component: ComponentType }>([
  './routes/account/*.tsx',
  '!./routes/account/*.test.tsx',
]);

function accountModule(path: string): ScreenModule {
  const load = accountModules[`./routes/account/${path.split('/')[0]}.tsx`];
  if (!load) throw new Error(`No route module for /account/${path}`);
  return load;
}

/** The /account screens, as the registry declares them. */
export const accountScreens: Screen[] = registeredScreens.map(({ screen }) => ({
  path: screen.path,
  title: screen.title,
  guards: screen.guards,
  lazy: accountModule(screen.path),
}));

/** All guards that apply to a pathname; empty outside /account. */
export function guardsForPath(pathname: string): readonly Guard[] {
  if (!matchPath({ path: '/account', end: false }, pathname)) return [];
  const screen = accountScreens.find((s) => matchPath(`/account/${s.path}`, pathname));
  return [...ACCOUNT_GUARDS, ...(screen?.guards ?? [])];
}
