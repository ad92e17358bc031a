import type { Kysely } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { SECRET_LIMITS } from '@portal/shared/constants';
import { site } from '@portal/shared/site';
import type { Database } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/errors';
import { isoAfter, MINUTE, type Clock } from '@server/lib/clock';

// The two WebAuthn ceremonies, registering a passkey and signing in with one, through
// @simplewebauthn/server (record 0066). Each challenge is kept server-side and spent once.

const CEREMONY_MS = SECRET_LIMITS.signInChallengeMinutes * MINUTE;
/**
 * ES256, Ed25519 and RS256: what every authenticator offers. The library would also take ML-DSA,
 * which Node's crypto still calls experimental (record 0066).
 */
const ALGORITHMS = [-7, -8, -257];

/** The portal as passkeys know it: its host name scopes them, its origin is checked. */
export type RelyingParty = { id: string; name: string; origin: string };

export function relyingPartyOf(appUrl: string): RelyingParty {
  const url = new URL(appUrl);
  return { id: url.hostname, name: site.name, origin: url.origin };
}

type Purpose = 'register' | 'sign-in';

/** WebAuthn options in JSON, for the browser, with their one-time challenge. */
export type CeremonyOptions = { challenge: string; [option: string]: unknown };

async function keepChallenge(
  db: Kysely<Database>,
  clock: Clock,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
): Promise<void> {
  const now = clock.now().toISOString();
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge,
      purpose,
      user_id: userId,
      created_at: now,
      expires_at: isoAfter(clock, CEREMONY_MS),
    })
    .execute();
}

/**
 * Spends the challenge the browser signed, if the portal gave it for this purpose and account and
 * it is neither spent nor past its time; answers it. True for one caller only.
 */
async function spendChallenge(
  db: Kysely<Database>,
  clock: Clock,
  clientDataJSON: string,
  purpose: Purpose,
  userId: number | null,
): Promise<string | undefined> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return undefined;
  }
  const spent = await db
    .updateTable('passkey_challenges')
    .set({ used_at: clock.now().toISOString() })
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('user_id', userId === null ? 'is' : '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', clock.now().toISOString())
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n ? challenge : undefined;
}

const transportsOf = (json: string | null): string[] | undefined =>
  json ? (JSON.parse(json) as string[]) : undefined;

/** `userId`'s passkeys as WebAuthn options name them: the ones to exclude, or to allow. */
async function credentialsOf(db: Kysely<Database>, userId: number) {
  const held = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
  return held.map((passkey) => ({
    id: passkey.credential_id,
    transports: transportsOf(passkey.transports),
  }));
}

/**
 * What the browser needs to create a passkey for `user`: one it does not hold already, found by
 * the browser itself at a password-free sign-in (a discoverable credential).
 */
export async function registrationOptions(
  db: Kysely<Database>,
  clock: Clock,
  rp: RelyingParty,
  user: { id: number; email: string; name: string },
): Promise<CeremonyOptions> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    // The account's id: stable, so a browser replaces, not adds, the account's passkey on a device.
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    supportedAlgorithmIDs: ALGORITHMS,
    timeout: CEREMONY_MS,
    excludeCredentials: await credentialsOf(db, user.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(db, clock, options.challenge, 'register', user.id);
  return { ...options };
}

export type RegistrationRefusal = 'refused' | 'already-registered';

/** Checks a new passkey against its challenge and keeps it under `name`; answers its id. */
export async function registerPasskey(
  db: Kysely<Database>,
  clock: Clock,
  rp: RelyingParty,
  registration: { userId: number; name: string; response: RegistrationResponseJSON },
): Promise<number | RegistrationRefusal> {
  const { userId, name, response } = registration;
  const challenge = await spendChallenge(
    db,
    clock,
    response.response.clientDataJSON,
    'register',
    userId,
  );
  if (!challenge) return 'refused';
  const checked = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => undefined);
  if (!checked?.verified) return 'refused';
  const { credential, credentialBackedUp } = checked.registrationInfo;
  const transports = response.response.transports ?? credential.transports;
  try {
    const row = await db
      .insertInto('passkeys')
      .values({
        user_id: userId,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        sign_count: credential.counter,
        transports: transports?.length ? JSON.stringify(transports) : null,
        name,
        backed_up: credentialBackedUp ? 1 : 0,
        created_at: clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return 'already-registered';
    throw error;
  }
}

/**
 * What the browser needs to sign in with a passkey: one of `userId`'s, for the second step of a
 * sign-in, or any the browser holds for the portal, for a sign-in without a password (which then
 * asks the device's own lock, so that the passkey alone is two factors). Undefined when
 * `userId` has no passkey.
 */
export async function signInOptions(
  db: Kysely<Database>,
  clock: Clock,
  rp: RelyingParty,
  userId: number | null,
): Promise<CeremonyOptions | undefined> {
  const allowed = userId === null ? [] : await credentialsOf(db, userId);
  if (userId !== null && allowed.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_MS,
    userVerification: userId === null ? 'required' : 'preferred',
    allowCredentials: allowed,
  });
  await keepChallenge(db, clock, options.challenge, 'sign-in', userId);
  return { ...options };
}

/**
 * Checks a passkey's signature over a challenge the portal gave (to `userId`, or to anyone for a
 * password-free sign-in); answers whose passkey it is. The signature counter must move on: a
 * passkey that counts and goes back or stands still has been copied, and is refused.
 */
export async function acceptPasskey(
  db: Kysely<Database>,
  clock: Clock,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  userId: number | null,
): Promise<{ userId: number } | undefined> {
  const passkey = await db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'credential_id', 'public_key', 'sign_count', 'transports'])
    .where('credential_id', '=', response.id)
    .executeTakeFirst();
  if (!passkey || (userId !== null && passkey.user_id !== userId)) return undefined;
  const challenge = await spendChallenge(
    db,
    clock,
    response.response.clientDataJSON,
    'sign-in',
    userId,
  );
  if (!challenge) return undefined;
  const checked = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: passkey.sign_count,
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: userId === null,
  }).catch(() => undefined);
  if (!checked?.verified) return undefined;
  const { newCounter, credentialBackedUp } = checked.authenticationInfo;
  // Guarded by the counter read: of two signatures with one count, only the first is taken.
  const moved = await db
    .updateTable('passkeys')
    .set({
      sign_count: newCounter,
      last_used_at: clock.now().toISOString(),
      backed_up: credentialBackedUp ? 1 : 0,
    })
    .where('id', '=', passkey.id)
    .where('sign_count', '=', passkey.sign_count)
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return undefined;
  return { userId: passkey.user_id };
}
