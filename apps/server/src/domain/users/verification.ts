import { SECRET_LIMITS } from '@portal/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { VERIFICATION_CODE_MINUTES } from '../account-mails';
import { isoAfter, MINUTE, type Clock } from '@server/lib/clock';
import { randomDigits } from '@server/lib/tokens';

const MAX_CODE_ATTEMPTS = SECRET_LIMITS.verificationCodeTries;

/** Fields of a fresh verification code: 6 digits, 10 minutes, no wrong tries yet. */
export function freshVerificationCode(clock: Clock) {
  return {
    verification_code: randomDigits(6),
    verification_expires_at: isoAfter(clock, VERIFICATION_CODE_MINUTES * MINUTE),
    verification_attempts: 0,
  };
}

export async function replaceVerificationCode(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
): Promise<string> {
  const fresh = freshVerificationCode(clock);
  await db.updateTable('users').set(fresh).where('id', '=', userId).execute();
  return fresh.verification_code;
}

/**
 * Spends one of the code's tries, atomically, before the code is compared: concurrent guesses
 * cannot get more than 5 tries between them. Answers the pending code, or undefined when there
 * is none left to try (none sent, expired, or out of tries).
 */
export async function claimCodeAttempt(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
): Promise<string | undefined> {
  const claimed = await db
    .updateTable('users')
    .set((eb) => ({ verification_attempts: eb('verification_attempts', '+', 1) }))
    .where('id', '=', userId)
    .where('verification_code', 'is not', null)
    .where('verification_expires_at', '>', clock.now().toISOString())
    .where('verification_attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('verification_code')
    .executeTakeFirst();
  return claimed?.verification_code ?? undefined;
}

export async function markEmailVerified(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
): Promise<void> {
  const now = clock.now().toISOString();
  await db
    .updateTable('users')
    .set({
      email_verified_at: now,
      verification_code: null,
      verification_expires_at: null,
      verification_attempts: 0,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
