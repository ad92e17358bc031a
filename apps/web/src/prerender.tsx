import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { documentTitle } from './app/document-title';
import { islands } from './app/islands';
import { landingScreens } from './app/route-table';
import { PrerenderingIslands, type IslandName } from './components/island/island';
import { PublicShell } from './features/shell/components/public-shell';

/**
 * Server-side entry used only at build time (scripts/prerender.mjs): renders the public pages to
 * HTML, so they show before any script runs. The page's script hydrates only its islands
 * (src/public-page.tsx, record 0033), so each island is rendered here as a root of its own.
 */
export const pages = landingScreens.map(({ path, title, description, lazy }) => ({
  path: `/landing/${path}`,
  title: documentTitle(title),
  description,
  lazy,
}));

const emptyIsland = /<div data-island="([a-z-]+)"([^>]*)><\/div>/g;

function renderIsland(name: IslandName): string {
  const Island = islands[name];
  return renderToString(<Island />, { identifierPrefix: name });
}

export async function render(path: string): Promise<string> {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a public page`);
  const { Component } = await page.lazy();
  const html = renderToString(
    <StrictMode>
      <PrerenderingIslands value>
        <PublicShell>
          <Component />
        </PublicShell>
      </PrerenderingIslands>
    </StrictMode>,
  );
  return html.replace(
    emptyIsland,
    (_, name: IslandName, attributes: string) =>
      `<div data-island="${name}"${attributes}>${renderIsland(name)}</div>`,
  );
}
