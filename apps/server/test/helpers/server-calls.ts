import { xsrf } from './app';
import type { Answer } from './portal';
import { softwareAuthenticator, type SoftwareAuthenticator } from './software-authenticator';
import { signInAsStaffDo, type Post } from './staff-sign-in';

export type { Answer };

/** Staff passkeys, by the portal's origin: one device for the servers a test starts. */
const devices = new Map<string, SoftwareAuthenticator>();

/**
 * Signs in over HTTP, as the web app does, and answers the bearer token; staff with a passkey.
 * A server started without APP_URL calls itself `localhost`.
 */
export async function signInOver(
  baseUrl: string,
  user: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const origin = new URL(baseUrl.replace('127.0.0.1', 'localhost')).origin;
  if (!devices.has(origin)) devices.set(origin, softwareAuthenticator(origin));
  const post: Post = async (path, body, token) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        ...xsrf,
        ...headers,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, answer: (await response.json()) as Answer };
  };
  return (await signInAsStaffDo(post, devices.get(origin)!, user)).token as string;
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
