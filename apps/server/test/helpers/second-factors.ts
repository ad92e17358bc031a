import { generateSync } from 'otplib';
import { expect } from 'vitest';
import type { Portal } from './portal';

/** The code an authenticator app holding `secret` shows at the clock's time, `steps` steps off. */
export function codeAt(secret: string, clock: Portal['clock'], steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });
}

/** Sets up an authenticator app for the holder of `token` through the API; answers its secret. */
export async function enrolAuthenticator(
  portal: Pick<Portal, 'call' | 'clock'>,
  token: string,
): Promise<string> {
  const started = await portal.call('POST', '/mfa/totp', { token });
  expect(started.statusCode, started.body).toBe(200);
  const secret = started.answer.data.secret as string;
  const confirmed = await portal.call('POST', '/mfa/totp/confirm', {
    token,
    body: { code: codeAt(secret, portal.clock) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

/** The password step of a sign-in that needs a second factor: answers its challenge. */
export async function passwordStep(
  portal: Pick<Portal, 'call'>,
  user: { email: string; password: string },
  remember = false,
): Promise<string> {
  const first = await portal.call('POST', '/login', {
    body: { email: user.email, password: user.password, remember_me: remember },
  });
  expect(first.statusCode, first.body).toBe(200);
  expect(first.answer.data.mfa_required).toBe(true);
  return first.answer.data.challenge as string;
}
