import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts text at rest and opens it back; authenticated, so a changed copy does not open. */
export interface Sealer {
  seal(text: string): string;
  /** Throws when `sealed` was not sealed with this key, or was changed since. */
  open(sealed: string): string;
}

const SEALED = /^v1\.([\w-]{16})\.([\w-]*)\.([\w-]{22})$/;

/**
 * A 256-bit key of its own for each use of APP_KEY (HKDF-SHA256), so that no two uses ever share
 * one: `domain` names the kind of data, `purpose` what is done with it.
 */
export function deriveKey(appKey: string, domain: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, domain, purpose, 32));
}

/** AES-256-GCM with a random 96-bit nonce per message: `v1.<nonce>.<ciphertext>.<tag>`. */
export function sealer(key: Buffer): Sealer {
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return ['v1', iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const parts = SEALED.exec(sealed);
      if (!parts) throw new Error('Not a sealed value');
      const [, iv, body, tag] = parts.map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
