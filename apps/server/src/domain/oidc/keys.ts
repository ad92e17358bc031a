import type { Kysely } from 'kysely';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '@server/db/schema';
import { MINUTE } from '@server/lib/clock';
import { deriveKey, sealer, type Sealer } from '@server/lib/sealing';

const DAY = 24 * 60 * MINUTE;
/** A signing key serves this long before the next one is made. */
const KEY_LIFETIME_MS = 90 * DAY;
/** A new key is published this long before it signs, so that every instance and client has it. */
const KEY_PUBLISHED_AHEAD_MS = DAY;
/** A replaced key is still published this long, for the tokens it signed (minutes at most). */
const KEY_KEPT_AFTER_MS = DAY;

/** The key that seals the provider's signing keys at rest, its own among APP_KEY's uses. */
export function signingKeySealer(appKey: string | undefined): Sealer {
  if (!appKey) throw new Error('APP_KEY is needed to keep the OpenID provider keys');
  return sealer(deriveKey(appKey, 'portal openid provider', 'signing keys'));
}

/** A new RS256 key pair as a private JWK, named by its thumbprint. */
async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg: 'RS256', use: 'sig', kid: await calculateJwkThumbprint(jwk) };
}

async function addKey(db: Kysely<Database>, seal: Sealer, now: Date, activatesAt: Date) {
  await db
    .insertInto('oidc_keys')
    .values({
      private_jwk: seal.seal(JSON.stringify(await newSigningKey())),
      created_at: now.toISOString(),
      activates_at: activatesAt.toISOString(),
    })
    .execute();
}

/**
 * The provider's key ring at `now`: the key that signs first (the newest active one), then the
 * others it publishes, those replaced lately and one published ahead of signing. The first
 * instance to start with none makes one; two that start at once may make one each, which every
 * instance then reads in the same order. `version` changes whenever the ring does.
 */
export async function keyRing(
  db: Kysely<Database>,
  seal: Sealer,
  now: Date,
): Promise<{ keys: JWK[]; version: string }> {
  const read = () =>
    db
      .selectFrom('oidc_keys')
      .select(['id', 'private_jwk', 'activates_at'])
      .orderBy('activates_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  let rows = await read();
  if (rows.length === 0) {
    await addKey(db, seal, now, now);
    rows = await read();
  }
  const active = rows.filter((row) => Date.parse(row.activates_at) <= now.getTime());
  const pending = rows.filter((row) => Date.parse(row.activates_at) > now.getTime());
  const ordered = [...active, ...pending];
  return {
    keys: ordered.map((row) => JSON.parse(seal.open(row.private_jwk)) as JWK),
    version: ordered.map((row) => row.id).join(' '),
  };
}

/**
 * Once the signing key is old, publishes its successor a day ahead; once a successor has signed
 * for a day, the keys it replaced go. Answers what it did, for the job's log.
 */
export async function rotateSigningKeys(
  db: Kysely<Database>,
  seal: Sealer,
  now: Date,
): Promise<{ added: boolean; removed: number }> {
  const rows = await db
    .selectFrom('oidc_keys')
    .select(['id', 'activates_at'])
    .orderBy('activates_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const newest = rows[0];
  const added = !newest || now.getTime() - Date.parse(newest.activates_at) >= KEY_LIFETIME_MS;
  if (added) await addKey(db, seal, now, new Date(now.getTime() + KEY_PUBLISHED_AHEAD_MS));
  // The newest key that has signed for a day makes every key older than it spare.
  const settled = rows.find(
    (row) => now.getTime() - Date.parse(row.activates_at) >= KEY_KEPT_AFTER_MS,
  );
  if (!settled) return { added, removed: 0 };
  const removed = await db
    .deleteFrom('oidc_keys')
    .where('activates_at', '<', settled.activates_at)
    .executeTakeFirst();
  return { added, removed: Number(removed.numDeletedRows) };
}
