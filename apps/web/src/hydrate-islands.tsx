import { hydrateRoot } from 'react-dom/client';
import { islands } from './app/islands';
import type { IslandName } from './components/island/island';

// Each island of the prerendered page is a root of its own, hydrated with the component that
// rendered it at build time (src/prerender.tsx); the rest of the page stays static HTML.
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as IslandName;
  const Island = islands[name];
  hydrateRoot(element, <Island />, { identifierPrefix: name });
}
// From here on the islands answer clicks and keys (React replays those that come while it is
// still hydrating); before, the page is plain HTML. Marked so that browser tests wait for it.
document.documentElement.dataset.islands = 'hydrated';
