import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../features/errors/components/route-error';
import { DASHBOARD_PATH, HOME_PATH, LOGIN_PATH } from '../lib/guards';
import { accountGuardLoader, forwardTo } from './route-guards';
import {
  accountScreens,
  authScreens,
  landingScreens,
  type Screen,
  type ScreenHandle,
} from './route-table';
import { RootLayout } from './root-layout';

const NOT_FOUND_PATH = '/error/404';

// A screen loads its own route module; screens of later issues share one placeholder module,
// which reads the screen's name from the route's handle.
function screenRoutes(screens: Screen[], loader?: RouteObject['loader']): RouteObject[] {
  return screens.map(({ path, title, issue, lazy }) => ({
    path,
    handle: { title, issue } satisfies ScreenHandle,
    lazy: lazy ?? (() => import('./routes/placeholder')),
    ...(loader ? { loader } : {}),
  }));
}

/**
 * Spec section 2's route table. Layouts and screens are lazy route modules, so the public pages
 * never download the account area's code.
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
        path: 'auth',
        lazy: () => import('./routes/auth-layout'),
        children: [{ index: true, ...forwardTo(LOGIN_PATH) }, ...screenRoutes(authScreens)],
      },
      {
        path: 'account',
        loader: accountGuardLoader,
        lazy: () => import('./routes/account-layout'),
        children: [
          { index: true, ...forwardTo(DASHBOARD_PATH) },
          ...screenRoutes(accountScreens, accountGuardLoader),
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
      { path: '*', ...forwardTo(NOT_FOUND_PATH) },
    ],
  },
];
