import { createContext, useContext, type ReactNode } from 'react';
import styles from './island.module.css';

/** The interactive parts of a prerendered public page, each hydrated as a root of its own. */
export type IslandName =
  | 'services-menu'
  | 'header-actions'
  | 'copyright'
  | 'service-times'
  | 'vendor-calls'
  | 'cloud-solutions'
  | 'cloud-solution-changes'
  | 'utility-tariffs';

/**
 * What makes a prerendered island load its script (record 0045), so that a visitor who only reads
 * costs the page no main-thread work:
 * - `interaction`: the first pointer, touch or focus on it; a click that comes before its script
 *   is held and given to it once it has hydrated;
 * - `visible`: when it scrolls into view;
 * - `session`: at once when a session may be stored (now or later, from another tab); otherwise
 *   its prerendered content, plain links, is all a visitor needs.
 */
export type IslandWake = 'interaction' | 'visible' | 'session';

const wakes: Record<IslandName, IslandWake> = {
  'services-menu': 'interaction',
  'header-actions': 'session',
  copyright: 'visible',
  'service-times': 'visible',
  'cloud-solutions': 'visible',
  'cloud-solution-changes': 'visible',
  'vendor-calls': 'visible',
  'utility-tariffs': 'visible',
};

/**
 * True while the build prerenders a page (src/prerender.tsx): islands are left empty there, then
 * filled with their component rendered apart, exactly as the page's script hydrates it.
 */
export const PrerenderingIslands = createContext(false);

/**
 * Marks an interactive part of a public page (record 0033). `children` must be the component that
 * `app/islands.ts` registers under `name`, without props: that is what the prerendered page shows
 * and hydrates. Inside the app, the island is an ordinary part of the tree.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const prerendering = useContext(PrerenderingIslands);
  return (
    <div data-island={name} data-wake={wakes[name]} className={styles.island}>
      {prerendering ? null : children}
    </div>
  );
}
