import { vi } from 'vitest';

/** A JSON answer, or a file's text with its type and name (`text/csv`, a download). */
export type Answer =
  { status?: number; body: unknown } | { file: string; type: string; name: string };

/**
 * Answers the app's calls from a table keyed by `METHOD /api/path` (web tests reach no server);
 * any other call fails as the network would. Answers the spy, to read what was sent.
 */
export function stubFetch(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
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
