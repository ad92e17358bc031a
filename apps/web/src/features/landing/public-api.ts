import { API_BASE } from '@portal/shared/constants';
import { useEffect, useState } from 'react';

/** What a public page shows of an open call: on its way, its data, none such (404), or failed. */
export type PublicAnswer<T> =
  { state: 'loading' } | { state: 'found'; data: T } | { state: 'not_found' } | { state: 'failed' };

/**
 * Reads an open call of the API (no sign-in) after hydration: the page's HTML is fixed at build
 * time (record 0012). Plain `fetch` and no schema check: a public page loads neither the HTTP
 * client nor a schema library; the answer comes from our own server.
 */
export function usePublicAnswer<T>(path: string): PublicAnswer<T> {
  // Kept with the path it answers: another path is loading until its own answer arrives.
  const [answered, setAnswered] = useState<{ path: string; answer: PublicAnswer<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const setAnswer = (answer: PublicAnswer<T>) => setAnswered({ path, answer });
    fetch(new URL(`${API_BASE}${path}`, window.location.href), {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (response.status === 404) return setAnswer({ state: 'not_found' });
        if (!response.ok) return setAnswer({ state: 'failed' });
        const body = (await response.json()) as { data: T };
        setAnswer({ state: 'found', data: body.data });
      })
      .catch((error: unknown) => {
        if ((error as { name?: unknown } | null)?.name !== 'AbortError')
          setAnswer({ state: 'failed' });
      });
    return () => controller.abort();
  }, [path]);
  return answered?.path === path ? answered.answer : { state: 'loading' };
}
