import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitle } from './app/document-title';
import { landingScreens } from './app/route-table';
import { routes } from './app/routes';

/**
 * Server-side entry used only at build time (scripts/prerender.mjs): renders the public pages to
 * HTML, so they show before any script runs and the client hydrates them.
 */
export const pages = landingScreens.map(({ path, title, description }) => ({
  path: `/landing/${path}`,
  title: documentTitle(title),
  description,
}));

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      {/* hydrate={false}: no inline hydration script, which the CSP would refuse. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
