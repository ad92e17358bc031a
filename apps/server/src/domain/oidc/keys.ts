import type { Kysely } from 'kysely';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '@server/db/schema';
import { deriveKey, sealer, type Sealer } from '@server/lib/sealing';

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

/**
 * The provider's signing keys, newest first: it signs with the first and publishes them all, so
 * tokens signed with an older one still verify. The first instance to start makes one; two that
 * start at once may make one each, which every instance then reads in the same order.
 */
export async function signingKeys(db: Kysely<Database>, seal: Sealer): Promise<JWK[]> {
  const read = () =>
    db.selectFrom('oidc_keys').select('private_jwk').orderBy('id', 'desc').execute();
  let rows = await read();
  if (rows.length === 0) {
    await db
      .insertInto('oidc_keys')
      .values({ private_jwk: seal.seal(JSON.stringify(await newSigningKey())) })
      .execute();
    rows = await read();
  }
  return rows.map((row) => JSON.parse(seal.open(row.private_jwk)) as JWK);
}
