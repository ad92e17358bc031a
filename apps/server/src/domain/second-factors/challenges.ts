import type { Kysely } from 'kysely';
import { SECRET_LIMITS } from '@portal/shared/constants';
import type { Database } from '@server/db/schema';
import { isoAfter, MINUTE, type Clock } from '@server/lib/clock';
import { hashToken, randomToken } from '@server/lib/tokens';

/** A sign-in waiting for its second factor. */
export type SignInChallenge = { id: number; userId: number; remember: boolean };

/**
 * Opens the step between a right password and the second factor, for a few minutes; answers the
 * token the client sends back with the code. Only its hash is kept. Challenges past their time
 * are cleared on the way.
 */
export async function openSignInChallenge(
  db: Kysely<Database>,
  clock: Clock,
  challenge: { userId: number; remember: boolean },
): Promise<string> {
  const token = randomToken();
  const now = clock.now().toISOString();
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sign_in_challenges')
    .values({
      user_id: challenge.userId,
      token_hash: hashToken(token),
      remember: challenge.remember ? 1 : 0,
      created_at: now,
      expires_at: isoAfter(clock, SECRET_LIMITS.signInChallengeMinutes * MINUTE),
    })
    .execute();
  return token;
}

/** The open challenge `token` names, if it is neither spent nor past its time. */
export async function findSignInChallenge(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
): Promise<SignInChallenge | undefined> {
  const row = await db
    .selectFrom('sign_in_challenges')
    .select(['id', 'user_id', 'remember'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', clock.now().toISOString())
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, remember: Boolean(row.remember) };
}

/** Spends the challenge; true for exactly one caller, however many instances try at once. */
export async function spendSignInChallenge(
  db: Kysely<Database>,
  clock: Clock,
  id: number,
): Promise<boolean> {
  const spent = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: clock.now().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}
