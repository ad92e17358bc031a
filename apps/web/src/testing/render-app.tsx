import { render } from '@testing-library/react';
import type { CurrentUser } from '@portal/shared/current-user';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider, AppProviderOptions } from '../app/provider';
import { createAppRouter } from '../app/router';
import { setCurrentUser } from '../lib/session';
import { createTestQueryClient } from './query-clients';

type RenderAppOptions = { user?: CurrentUser; history?: string[] };

/** Renders the whole app at `path` in a memory router built from the real route objects. */
export function renderApp(path: string, { user, history = [] }: RenderAppOptions = {}) {
  if (user) setCurrentUser(user);
  const entries = [...history, path];
  const router = createAppRouter((routes) =>
    createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 }),
  );
  // The app's own layout route mounts the providers; tests only set their options.
  const view = render(
    <AppProviderOptions value={{ mantineEnv: 'test', queryClient: createTestQueryClient() }}>
      <RouterProvider router={router} />
    </AppProviderOptions>,
  );
  return { router, ...view };
}

/**
 * Renders one component with the app's providers, on a page of its own at `path`, for what a
 * whole route cannot show without a server (a form given the data it would have loaded).
 */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <AppProvider mantineEnv="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}
