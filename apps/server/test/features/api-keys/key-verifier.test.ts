import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/connection';
import { createKeyVerifier } from '@server/domain/api-keys/key-verifier';
import { apiKeyVault, newApiKey } from '@server/lib/api-key-vault';
import { manualClock } from '@server-test/helpers/clock';
import { freshDatabaseEachTest, testEngine } from '@server-test/helpers/database';

let handle: DatabaseHandle;
freshDatabaseEachTest((fresh) => (handle = fresh));

const vault = apiKeyVault('a-test-app-key-of-32-characters-or-more');

/** A stored key, as the key screens store one: its HMAC and its sealed copy. */
async function storedKey(expiry_date = '2099-12-31'): Promise<{ key: string; id: number }> {
  const { db } = handle;
  const owner = await db
    .insertInto('users')
    .values({ name: 'Owner', email: 'owner@example.test', password_hash: 'x', role_id: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = newApiKey();
  const row = await db
    .insertInto('api_keys')
    .values({
      name: 'k',
      user_id: owner.id,
      key_hash: vault.lookupHash(key),
      key_encrypted: vault.seal(key),
      key_prefix: key.slice(0, 8),
      expiry_date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { key, id: row.id };
}

/** The vault, counting the HMACs asked of it. */
function countingVault() {
  const counted = { ...vault, hmacs: 0 };
  counted.lookupHash = (key) => {
    counted.hmacs += 1;
    return vault.lookupHash(key);
  };
  return counted;
}

// A period far longer than a test: only forgetAll() makes it look again.
const LONG = 3_600_000;

describe(`API key verifier on ${testEngine}`, () => {
  it('finds a stored key once, then answers from memory without working out its HMAC again', async () => {
    const { key, id } = await storedKey();
    const counted = countingVault();
    const verifier = createKeyVerifier(handle.db, counted, manualClock(), { rememberMs: LONG });
    expect(await verifier.verify(key)).toEqual({ ok: true, id });
    expect(verifier.verify(key)).toEqual({ ok: true, id });
    expect(verifier.verify(key)).toEqual({ ok: true, id });
    expect(counted.hmacs).toBe(1);
  });

  it('refuses an unknown key of the right shape, and one of the wrong shape without a look-up', async () => {
    const counted = countingVault();
    const verifier = createKeyVerifier(handle.db, counted, manualClock(), { rememberMs: LONG });
    expect(await verifier.verify(newApiKey())).toEqual({ ok: false, code: 'apiKeyInvalid' });
    expect(verifier.verify('not-a-key')).toEqual({ ok: false, code: 'apiKeyInvalid' });
    expect(counted.hmacs).toBe(1);
  });

  it('refuses an expired key, and sees a deleted key once it forgets', async () => {
    const expired = await storedKey('2000-01-01');
    const verifier = createKeyVerifier(handle.db, vault, manualClock(), { rememberMs: LONG });
    expect(await verifier.verify(expired.key)).toEqual({ ok: false, code: 'apiKeyExpired' });
    await handle.db.deleteFrom('api_keys').execute();
    verifier.forgetAll();
    expect(await verifier.verify(expired.key)).toEqual({ ok: false, code: 'apiKeyInvalid' });
  });

  it('answers a call whose look-up a forgetting overtook, and keeps nothing from it', async () => {
    const { key, id } = await storedKey();
    const counted = countingVault();
    const verifier = createKeyVerifier(handle.db, counted, manualClock(), { rememberMs: LONG });
    const overtaken = verifier.verify(key);
    verifier.forgetAll();
    expect(await overtaken).toEqual({ ok: true, id });
    expect(await verifier.verify(key)).toEqual({ ok: true, id });
    expect(counted.hmacs).toBe(2);
  });

  it('looks every call up while this instance may have missed a write (record 0040)', async () => {
    const { key, id } = await storedKey();
    let current = true;
    const verifier = createKeyVerifier(handle.db, vault, manualClock(), {
      rememberMs: LONG,
      current: () => current,
    });
    expect(await verifier.verify(key)).toEqual({ ok: true, id });
    await handle.db.deleteFrom('api_keys').execute();
    expect(await verifier.verify(key)).toEqual({ ok: true, id });
    current = false;
    expect(await verifier.verify(key)).toEqual({ ok: false, code: 'apiKeyInvalid' });
  });
});
