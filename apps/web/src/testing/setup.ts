import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { scaled } from '../../../../e2e/support/machine';
import { disposeQueryClients } from './query-clients';

// findBy* waits for lazy route modules, which a busy machine can take seconds to load: the
// ceiling follows the machine (record 0045). The machine is measured before the suites start, and
// the server's suite beside this one then halves the share of a core each gets: a screen's first
// render took over 5 s in a clean clone's CI run.
configure({ asyncUtilTimeout: scaled(10_000) });

// jsdom lacks these browser APIs that Mantine and react-router call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// index.html's description, which the app keeps in step with the page on display. Once: the
// files of a worker share one document (vite.config.ts).
if (!document.head.querySelector('meta[name="description"]')) {
  document.head.append(Object.assign(document.createElement('meta'), { name: 'description' }));
}

// Any console.error during a test (React warnings, failed prop types, act() misuse) fails it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  // What a test mounted by hand (a prerendered page, an island) goes too: the next file of the
  // worker starts from an empty page.
  document.body.replaceChildren();
  await disposeQueryClients();
  window.localStorage.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
