import './app/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';

/**
 * Public pages arrive prerendered (scripts/prerender.mjs). Hydrating them needs the same tree the
 * build rendered, so the lazy route modules of the page are loaded before the router starts;
 * otherwise it would render its loading fallback over the page first.
 */
async function loadRouteModules(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  if (prerendered) await loadRouteModules();
  const app = (
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
