import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown };

/**
 * Answers the app's calls from a table keyed by `METHOD /api/path` (web tests reach no server);
 * any other call fails as the network would. Answers the spy, to read what was sent.
 */
export function stubFetch(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}
