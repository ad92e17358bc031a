import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@portal/shared/apis';

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

const SEALED = /^v1\.([\w-]{16})\.([\w-]+)\.([\w-]{22})$/;

/**
 * API keys at rest (SPEC-NOTES.md): a copy of the database alone gives no working key. Both
 * secrets are derived from APP_KEY, one for each use, so that the look-up hash and the display
 * copy never share a key. The hash is an HMAC rather than a password hash: a key has 256 random
 * bits, nothing to guess, and it is looked up on every call.
 */
export function apiKeyVault(appKey: string): ApiKeyVault {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', appKey, 'portal api keys', purpose, 32));
  const lookup = derive('look-up');
  const display = derive('display');
  return {
    lookupHash: (key) => createHmac('sha256', lookup).update(key).digest('hex'),
    seal(key) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', display, iv);
      const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      return ['v1', iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const parts = SEALED.exec(sealed);
      if (!parts) throw new Error('Not a sealed API key');
      const [, iv, body, tag] = parts.map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', display, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
