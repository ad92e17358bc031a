import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import { site } from '@portal/shared/site';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { deriveKey, sealer, type Sealer } from '@server/lib/sealing';

// RFC 6238 as every authenticator app reads it: SHA-1, six digits, a 30-second step; a code of
// the step before or after the server's is accepted too, for a phone whose clock drifts.
const PERIOD = 30;
const SKEW_SECONDS = PERIOD;

/** The key that seals authenticator secrets at rest, its own among APP_KEY's uses. */
export function totpSecrets(appKey: string | undefined): Sealer {
  if (!appKey) throw new Error('APP_KEY is needed to keep authenticator secrets');
  return sealer(deriveKey(appKey, 'portal second factors', 'totp secret'));
}

/**
 * Gives the account a new authenticator secret, pending until a code confirms it, in place of a
 * pending one; answers the secret and the `otpauth://` address its QR code carries. Undefined
 * when the account already has a confirmed authenticator: it must be removed first.
 */
export async function startTotpEnrolment(
  db: Kysely<Database>,
  secrets: Sealer,
  user: { id: number; email: string },
): Promise<{ secret: string; uri: string } | undefined> {
  const existing = await db
    .selectFrom('totp_authenticators')
    .select('confirmed_at')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (existing?.confirmed_at) return undefined;
  const secret = generateSecret();
  const sealed = secrets.seal(secret);
  await db
    .insertInto('totp_authenticators')
    .values({ user_id: user.id, secret: sealed })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret: sealed, last_time_step: null })
        .where('totp_authenticators.confirmed_at', 'is', null),
    )
    .execute();
  return { secret, uri: generateURI({ issuer: site.name, label: user.email, secret }) };
}

/**
 * The time step `code` belongs to, if it is right for `secret` at the clock's time, give or take
 * a step, and later than `afterTimeStep`.
 */
async function stepOf(
  clock: Clock,
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(clock.now().getTime() / 1000),
    epochTolerance: SKEW_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  // Only a TOTP check answers the step; the result's type also covers HOTP's.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/**
 * Accepts `code` once. With `pending`, it confirms the account's pending authenticator;
 * otherwise it checks the confirmed one. The step it belongs to becomes the newest accepted in
 * the same statement that checks it is newer than the last, so that of two instances given one
 * code at the same moment exactly one accepts it (record 0065).
 */
export async function acceptTotpCode(
  db: Kysely<Database>,
  clock: Clock,
  secrets: Sealer,
  userId: number,
  code: string,
  options: { pending?: boolean } = {},
): Promise<boolean> {
  const authenticator = await db
    .selectFrom('totp_authenticators')
    .select(['id', 'secret', 'last_time_step', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!authenticator || Boolean(authenticator.confirmed_at) === Boolean(options.pending)) {
    return false;
  }
  const step = await stepOf(
    clock,
    secrets.open(authenticator.secret),
    code,
    authenticator.last_time_step,
  );
  if (step === undefined) return false;
  const accepted = await db
    .updateTable('totp_authenticators')
    .set({
      last_time_step: step,
      ...(options.pending ? { confirmed_at: clock.now().toISOString() } : {}),
    })
    .where('id', '=', authenticator.id)
    .where('confirmed_at', options.pending ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', step)]))
    .executeTakeFirst();
  return accepted.numUpdatedRows > 0n;
}

/** Removes the account's authenticator, pending or confirmed; answers whether it had one. */
export async function removeTotp(db: Kysely<Database>, userId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('totp_authenticators')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}
