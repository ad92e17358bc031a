import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '@portal/shared/api-keys';
import { apiKeyVault, newApiKey } from '@server/lib/api-key-vault';

const vault = apiKeyVault('an-app-key-of-at-least-thirty-two-characters');

describe('API keys', () => {
  it('start with the prefix and carry 256 random bits, never twice the same', () => {
    const keys = Array.from({ length: 100 }, newApiKey);
    for (const key of keys) {
      expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(Buffer.from(key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    }
    expect(new Set(keys).size).toBe(100);
  });

  it('are found by a hash that depends on APP_KEY and shows nothing of the key', () => {
    const key = newApiKey();
    const hash = vault.lookupHash(key);
    expect(vault.lookupHash(key)).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key.slice(API_KEY_PREFIX.length, 12));
    const otherApp = apiKeyVault('another-app-key-of-thirty-two-characters-or-more');
    expect(otherApp.lookupHash(key)).not.toBe(hash);
  });

  it('are sealed for display differently each time and opened back only with the same APP_KEY', () => {
    const key = newApiKey();
    const sealed = vault.seal(key);
    expect(sealed).not.toContain(key.slice(API_KEY_PREFIX.length));
    expect(vault.seal(key)).not.toBe(sealed);
    expect(vault.open(sealed)).toBe(key);

    const otherApp = apiKeyVault('another-app-key-of-thirty-two-characters-or-more');
    expect(() => otherApp.open(sealed)).toThrow();
  });

  it('refuse to open a copy that was tampered with', () => {
    const sealed = vault.seal(newApiKey());
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => vault.open([version, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => vault.open('not sealed')).toThrow('Not a sealed value');
  });
});
