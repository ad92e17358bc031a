import { hydrateRoot } from 'react-dom/client';
import { islands } from './app/islands';
import type { IslandName } from './components/island/island';

/**
 * Hydrates one island of the prerendered page as a root of its own, with the component that
 * rendered it at build time (src/prerender.tsx); the rest of the page stays static HTML. From here
 * on it answers clicks and keys (React replays those that come while it is still hydrating);
 * `data-hydrated` marks the moment for browser tests.
 */
export function hydrateIsland(element: HTMLElement): void {
  const name = element.dataset.island as IslandName;
  const Island = islands[name];
  hydrateRoot(element, <Island />, { identifierPrefix: name });
  element.dataset.hydrated = '';
}
