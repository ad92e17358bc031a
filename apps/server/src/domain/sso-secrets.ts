import { SSO_SECRET_PREFIX } from '@portal/shared/sso';
import { hashToken, randomToken } from '../lib/tokens';

/**
 * A service's new single sign-on secret, to show once, and the only thing kept of it. Shared by
 * the services feature (saving a service) and the sso feature (rotating, proving): decision
 * record 0025.
 */
export function newSsoSecret(): { secret: string; hash: string } {
  const secret = `${SSO_SECRET_PREFIX}${randomToken()}`;
  return { secret, hash: hashToken(secret) };
}

/**
 * What saving a service does to its secret: a new one, to show once, when single sign-on goes on;
 * none when it goes off (`hash: null`); unchanged otherwise.
 */
export function secretOnSave(
  wasOn: boolean,
  isOn: boolean,
): { secret?: string; hash?: string | null } {
  if (!isOn) return { hash: null };
  return wasOn ? {} : newSsoSecret();
}
