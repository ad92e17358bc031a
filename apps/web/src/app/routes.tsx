import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../features/errors/components/route-error';
import { DASHBOARD_PATH, HOME_PATH, LOGIN_PATH } from '../lib/guards';
import { forwardTo } from './forward-to';
import {
  accountScreens,
  authScreens,
  landingScreens,
  type Screen,
  type ScreenHandle,
  type ScreenModule,
} from './route-table';
import { RootLayout } from './root-layout';

const NOT_FOUND_PATH = '/error/404';

// The account guards come with the screen's code: they read the validated session, which the
// public pages never download.
const guarded = (load: ScreenModule) => async () => {
  const [module, { accountGuardLoader }] = await Promise.all([load(), import('./route-guards')]);
  return { ...module, loader: accountGuardLoader };
};

// Each screen loads its own route module.
function screenRoutes(screens: Screen[], withGuards = false): RouteObject[] {
  return screens.map(({ path, title, description, lazy }) => ({
    path,
    handle: { title, description } satisfies ScreenHandle,
    lazy: withGuards ? guarded(lazy) : lazy,
  }));
}

/**
 * The route table (docs/product.md, "Screens and addresses"). Layouts and screens are lazy route
 * modules: the public pages load neither the account area nor the UI kit, which only the `app`
 * layout (sign-in, account, error screens) brings with its providers (record 0012).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...forwardTo(HOME_PATH) },
      { path: 'home', ...forwardTo(HOME_PATH) },
      {
        path: 'landing',
        lazy: () => import('./routes/landing-layout'),
        children: [{ index: true, ...forwardTo(HOME_PATH) }, ...screenRoutes(landingScreens)],
      },
      {
        // Outside /landing: the address printed on every letter and in its QR code (docs/product.md,
        // "Letters"). Not prerendered: what it shows depends on the code.
        path: 'verify',
        lazy: () => import('./routes/landing-layout'),
        children: [
          {
            index: true,
            handle: { title: 'Verify a letter' } satisfies ScreenHandle,
            lazy: () => import('./routes/verify-code'),
          },
          {
            path: ':code',
            handle: { title: 'Verify a letter' } satisfies ScreenHandle,
            lazy: () => import('./routes/verify-letter'),
          },
        ],
      },
      {
        id: 'app',
        lazy: () => import('./routes/app-layout'),
        children: [
          {
            path: 'auth',
            lazy: () => import('./routes/auth-layout'),
            children: [{ index: true, ...forwardTo(LOGIN_PATH) }, ...screenRoutes(authScreens)],
          },
          {
            path: 'account',
            lazy: guarded(() => import('./routes/account-layout')),
            children: [
              { index: true, ...forwardTo(DASHBOARD_PATH) },
              ...screenRoutes(accountScreens, true),
            ],
          },
          {
            path: 'error',
            children: [
              { index: true, ...forwardTo(NOT_FOUND_PATH) },
              {
                path: 'common/:status/:statusText',
                handle: { title: 'Error' } satisfies ScreenHandle,
                lazy: () => import('./routes/errors/status-error'),
              },
              {
                path: '404',
                handle: { title: 'Page not found' } satisfies ScreenHandle,
                lazy: () => import('./routes/errors/not-found'),
              },
            ],
          },
        ],
      },
      { path: '*', ...forwardTo(NOT_FOUND_PATH) },
    ],
  },
];
