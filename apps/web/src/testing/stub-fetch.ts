import { vi } from 'vitest';

/** A JSON answer, or a file's text with its type and name (`text/csv`, a download). */
export type Answer =
  { status?: number; body: unknown } | { file: string; type: string; name: string };

/**
 * Answers the app's calls from a table keyed by `METHOD /api/path`, or `METHOD /api/path?query`
 * where the query matters (web tests reach no server); any other call fails as the network would.
 * Answers the spy, to read what was sent.
 */
export function stubFetch(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    // An answer for the exact query first, where a test gives one ('GET /api/x?stage=draft').
    const answer = answers[`${call}${url.search}`] ?? answers[call];
    if (!answer) throw new TypeError('Failed to fetch');
    if ('file' in answer) {
      return new Response(answer.file, {
        headers: {
          'Content-Type': answer.type,
          'Content-Disposition': `attachment; filename="${answer.name}"`,
        },
      });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/**
 * What the app sent through `sent` but reads, as `['POST /api/x', body]`, each JSON body parsed
 * (an empty one as `{}`): what a form or a button asked the server to do.
 */
export function sentBodies(sent: ReturnType<typeof stubFetch>) {
  return sent.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => [
      `${init?.method} ${new URL(input instanceof Request ? input.url : String(input)).pathname}`,
      JSON.parse(String(init?.body ?? '{}')) as unknown,
    ]);
}
