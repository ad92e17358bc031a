import { render } from '@testing-library/react';
import type { CurrentUser } from '@portal/shared/current-user';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider';
import { createAppRouter } from '../app/router';
import { setCurrentUser } from '../lib/session';

type RenderAppOptions = { user?: CurrentUser; history?: string[] };

/** Renders the whole app at `path` in a memory router built from the real route objects. */
export function renderApp(path: string, { user, history = [] }: RenderAppOptions = {}) {
  if (user) setCurrentUser(user);
  const entries = [...history, path];
  const router = createAppRouter((routes) =>
    createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 }),
  );
  const view = render(
    <AppProvider mantineEnv="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}
