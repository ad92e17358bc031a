import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerRouter } from '../lib/navigator';
import { routes } from './routes';

type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

/**
 * Creates the app's data router and registers it as the navigator for code outside React (HTTP
 * client, loaders). Tests pass a factory that builds a memory router from the same routes.
 */
export function createAppRouter(factory: RouterFactory = createBrowserRouter) {
  return registerRouter(() => factory(routes));
}
