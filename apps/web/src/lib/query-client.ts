import { focusManager, QueryClient, type Query } from '@tanstack/react-query';

/** How often a list on a visible page asks the server again (decision record 0044). */
export const LIVE_INTERVAL_MS = 30_000;

/** The second part of every list's query key (`['roles', 'list', path]`). */
export const LIST_KEY_PART = 'list';

const isList = (query: Query) => query.queryKey[1] === LIST_KEY_PART;

/**
 * Options of a query that must follow other people's changes, as lists do (record 0044): asked
 * again whenever the window regains focus, however fresh, and every 30 s while the page shows.
 */
export const liveQueryOptions = {
  refetchOnWindowFocus: 'always',
  refetchInterval: LIVE_INTERVAL_MS,
} as const;

/**
 * Focus means the window's focus as well as the tab's visibility: someone switching between two
 * windows side by side never hides either, so TanStack's visibility alone would miss it.
 */
function listenToFocus(onFocus: () => void): () => void {
  // Called without a value, TanStack reads the page's visibility itself and asks again each time.
  const changed = () => onFocus();
  window.addEventListener('focus', changed);
  document.addEventListener('visibilitychange', changed);
  return () => {
    window.removeEventListener('focus', changed);
    document.removeEventListener('visibilitychange', changed);
  };
}

export function createQueryClient(): QueryClient {
  focusManager.setEventListener(listenToFocus);
  return new QueryClient({
    defaultOptions: {
      queries: {
        // No automatic retries (decision record 0027): every query here is one the user asked
        // for by opening a screen, so the failure and its toast show at once, with a way to try
        // again, instead of a spinner that runs on through hidden attempts.
        retry: false,
        staleTime: 30_000,
        // Every list follows other people's changes (record 0044); a record's own screen and the
        // look-ups stay as loaded, so that no form is reloaded under the person typing in it.
        refetchOnWindowFocus: (query) =>
          isList(query) ? liveQueryOptions.refetchOnWindowFocus : false,
        refetchInterval: (query) => (isList(query) ? LIVE_INTERVAL_MS : false),
      },
      mutations: { retry: false },
    },
  });
}
