import { xsrf } from './app';
import type { Answer } from './portal';

export type { Answer };

/** Signs in over HTTP, as the web app does, and answers the bearer token. */
export async function signInOver(
  baseUrl: string,
  user: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { ...xsrf, ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, remember_me: false }),
  });
  const answer = (await response.json()) as Answer;
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.data.token as string;
}

/** Retries `check` until it passes, or throws its last failure after `withinMs`. */
export async function eventually(check: () => Promise<void>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
