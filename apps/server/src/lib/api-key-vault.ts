import { createHmac, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@portal/shared/api-keys';
import { deriveKey, sealer } from './sealing';

/** A new API key: the prefix, then 256 random bits, URL-safe. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export interface ApiKeyVault {
  /** The HMAC kept in `api_keys.key_hash` and looked up on every parcel API call. */
  lookupHash(key: string): string;
  /** The key encrypted for display to its owner and administrators (`api_keys.key_encrypted`). */
  seal(key: string): string;
  /** The key from `seal`'s output; throws when it was not sealed with this APP_KEY. */
  open(sealed: string): string;
}

/**
 * API keys at rest (decision record 0016): a copy of the database alone gives no working key. Both
 * secrets are derived from APP_KEY, one for each use, so that the look-up hash and the display
 * copy never share a key. The hash is an HMAC rather than a password hash: a key has 256 random
 * bits, nothing to guess, and it is looked up on every call.
 */
export function apiKeyVault(appKey: string): ApiKeyVault {
  const lookup = deriveKey(appKey, 'portal api keys', 'look-up');
  const display = sealer(deriveKey(appKey, 'portal api keys', 'display'));
  return {
    lookupHash: (key) => createHmac('sha256', lookup).update(key).digest('hex'),
    seal: display.seal,
    open: display.open,
  };
}
