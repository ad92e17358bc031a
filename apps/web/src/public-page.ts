/**
 * The script of a prerendered public page, inlined into it by scripts/prerender.mjs: it runs as
 * the page is parsed, before the first paint. The page is readable as it arrives; only its islands
 * need scripts (record 0033), and each loads React only when its wake comes (record 0045): a
 * visitor who only reads runs nothing more. Links to sign-in and the account area are document
 * links, whose page loads the app.
 */
import type { IslandWake } from './components/island/island';
import type { hydrateIsland } from './hydrate-islands';
import { readStoredSession, subscribeToStoredSession } from './lib/stored-session';

/** The islands' chunk, a build entry whose address the build writes beside this script. */
const hydrateAddress = (document.currentScript as HTMLScriptElement).dataset.hydrate ?? '';

function hydrate(element: HTMLElement): Promise<void> {
  return (
    import(/* @vite-ignore */ hydrateAddress) as Promise<{ hydrateIsland: typeof hydrateIsland }>
  ).then(({ hydrateIsland }) => {
    if (element.dataset.hydrated === undefined) hydrateIsland(element);
  });
}

/**
 * Hydrates on the first pointer, touch or focus. A click before the island has hydrated (a fast
 * tap, Enter on a focused button) is held back and given again to its target once it has.
 */
function onInteraction(element: HTMLElement): void {
  let hydrated = false;
  let loading: Promise<void> | undefined;
  const wake = () => (loading ??= hydrate(element).then(() => void (hydrated = true)));
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    element.addEventListener(type, () => void wake(), { once: true, passive: true });
  }
  element.addEventListener(
    'click',
    (event) => {
      if (hydrated) return;
      event.preventDefault();
      event.stopPropagation();
      const target = event.target as HTMLElement;
      void wake().then(() => target.click());
    },
    { capture: true },
  );
}

/** Hydrates when the island's content first comes within a screen's height of the viewport. */
function whenVisible(element: HTMLElement): void {
  // The island's own box is `display: contents`, which no observer sees: watch what it holds.
  const content = [...element.children];
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate(element);
    },
    { rootMargin: '100% 0px' },
  );
  content.forEach((child) => observer.observe(child));
}

/** Hydrates at once when someone may be signed in, or when another tab signs in later. */
function whenSession(element: HTMLElement): void {
  if (readStoredSession() !== null) {
    void hydrate(element);
    return;
  }
  const stop = subscribeToStoredSession(() => {
    if (readStoredSession() === null) return;
    stop();
    void hydrate(element);
  });
}

const wakes: Record<IslandWake, (element: HTMLElement) => void> = {
  interaction: onInteraction,
  visible: whenVisible,
  session: whenSession,
};

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  wakes[element.dataset.wake as IslandWake](element);
}
