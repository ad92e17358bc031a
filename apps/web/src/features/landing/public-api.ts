import { API_BASE } from '@portal/shared/constants';
import { useEffect, useState } from 'react';

/** What a public page shows of an open call: on its way, its data, none such (404), or failed. */
export type PublicAnswer<T> =
  { state: 'loading' } | { state: 'found'; data: T } | { state: 'not_found' } | { state: 'failed' };

/**
 * Reads an open call of the API (no sign-in) after hydration: the page's HTML is fixed at build
 * time (record 0012). Plain `fetch` and no schema check: a public page loads neither the HTTP
 * client nor a schema library; the answer comes from our own server. The whole answer, as a
 * paginated list's is needed whole; a null path asks nothing yet, and stays loading.
 */
export function usePublicBody<T>(path: string | null): PublicAnswer<T> {
  // Kept with the path it answers: another path is loading until its own answer arrives.
  const [answered, setAnswered] = useState<{ path: string; answer: PublicAnswer<T> } | null>(null);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const setAnswer = (answer: PublicAnswer<T>) => setAnswered({ path, answer });
    fetch(new URL(`${API_BASE}${path}`, window.location.href), {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) {
          // Read though unused: a body left unread keeps the request loading in the browser,
          // and its connection out of use, for as long as the page stays open.
          await response.text();
          return setAnswer({ state: response.status === 404 ? 'not_found' : 'failed' });
        }
        setAnswer({ state: 'found', data: (await response.json()) as T });
      })
      .catch((error: unknown) => {
        if ((error as { name?: unknown } | null)?.name !== 'AbortError')
          setAnswer({ state: 'failed' });
      });
    return () => controller.abort();
  }, [path]);
  return answered !== null && answered.path === path ? answered.answer : { state: 'loading' };
}

/** The `data` of an open call's answer (see `usePublicBody`). */
export function usePublicAnswer<T>(path: string | null): PublicAnswer<T> {
  const answer = usePublicBody<{ data: T }>(path);
  return answer.state === 'found' ? { state: 'found', data: answer.data.data } : answer;
}
