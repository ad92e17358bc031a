import { hash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { API_KEY_PREFIX } from '@portal/shared/api-keys';
import { AccountStatus } from '@portal/shared/constants';
import type { Database } from '@server/db/schema';
import type { ApiKeyVault } from '@server/lib/api-key-vault';
import type { Clock } from '@server/lib/clock';
import { isExpired } from './expiry';

export type KeyCheck =
  { ok: true; id: number } | { ok: false; code: 'apiKeyInvalid' | 'apiKeyExpired' };

export interface KeyVerifier {
  /** Which key this is, or why it is refused; at once when the key's look-up is remembered. */
  verify(key: string): KeyCheck | Promise<KeyCheck>;
  /** Drops every remembered key: after any write, on every instance (record 0040). */
  forgetAll(): void;
}

// What a key from `newApiKey` looks like: anything else is refused without a look-up.
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[\\w-]{43}$`);

/**
 * Verifies parcel API keys with an indexed HMAC look-up, remembered for `rememberMs` (record 0016):
 * a busy client costs one look-up a second rather than one a call. Past that, the remembered
 * answer still serves for one more period while one look-up refreshes it in the background:
 * otherwise every call that arrives during the refresh would wait for a look-up of its own, behind
 * the others' queries. Every write forgets every key, on every instance before it answers, and an
 * instance that may have missed a write uses no remembered key (`current`, record 0040). Unknown
 * keys are remembered too, in a bounded cache, so that a stream of made-up keys cannot grow memory
 * or reach the database faster than once per key per period. A key whose owner is blocked or
 * deleted stops working.
 */
export function createKeyVerifier(
  db: Kysely<Database>,
  vault: ApiKeyVault,
  clock: Clock,
  options: { rememberMs?: number; current?: () => boolean } = {},
): KeyVerifier {
  const { rememberMs = 1000, current = () => true } = options;
  type Known = { id: number; expiry_date: string } | 'unknown';

  // The context is the key's HMAC, worked out only when the database is asked.
  async function lookUp(keyHash: string): Promise<Known> {
    const row = await db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .select(['api_keys.id', 'api_keys.expiry_date'])
      .where('api_keys.key_hash', '=', keyHash)
      .where('users.status', '=', AccountStatus.Active)
      .executeTakeFirst();
    return row ?? ('unknown' as const);
  }

  const remembered = new LRUCache<string, Known, string>({
    max: 10_000,
    ttl: rememberMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    // One look-up at a time per key, however many calls want it.
    fetchMethod: (_digest, _stale, { context }) => lookUp(context),
    // A look-up that a forgetting overtook still answers its own calls; it is not kept.
    ignoreFetchAbort: true,
  });

  function judge(known: Known): KeyCheck {
    if (known === 'unknown') return { ok: false, code: 'apiKeyInvalid' };
    if (isExpired(known.expiry_date, clock)) return { ok: false, code: 'apiKeyExpired' };
    return { ok: true, id: known.id };
  }

  return {
    // Not async: a remembered key is judged without a trip through the promise queue, where
    // other calls' work would wait in front of it.
    verify(key) {
      if (!KEY_SHAPE.test(key)) return { ok: false, code: 'apiKeyInvalid' };
      // Remembered by the key's SHA-256: one call into OpenSSL and no object to collect, where an
      // HMAC on every call cost a tenth of the parcel API's time (record 0035).
      const digest = hash('sha256', key, 'base64');
      if (!current()) return lookUp(vault.lookupHash(key)).then(judge);
      const known = remembered.get(digest);
      const lookUpNow = (allowStale: boolean) =>
        remembered.fetch(digest, { context: vault.lookupHash(key), allowStale });
      const remaining = known === undefined ? 0 : remembered.getRemainingTTL(digest);
      // Stale for more than one period (no call meanwhile), it is looked up before it answers.
      if (known === undefined || remaining <= -rememberMs) {
        return lookUpNow(false).then((found) => judge(found!));
      }
      if (remaining <= 0) {
        // A failed refresh drops the entry, and the next call looks the key up itself.
        lookUpNow(true).catch(() => undefined);
      }
      return judge(known);
    },
    forgetAll: () => remembered.clear(),
  };
}
