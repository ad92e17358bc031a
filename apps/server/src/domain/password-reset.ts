import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { passwordResetMail, RESET_TOKEN_MINUTES, type PasswordLinkReason } from './account-mails';
import { isoAfter, MINUTE, type Clock } from '../lib/clock';
import { hashToken, randomToken } from '../lib/tokens';

/** The web route the mailed link opens (docs/product.md, "Screens and addresses"). */
const RECOVER_PATH = '/auth/recover-password/';

/** Voids every reset link of the user: their password has just been set, or a new link replaces them. */
export async function voidPasswordResets(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/** A new reset token for the user; it voids any older one. Answers the token to mail. */
async function createPasswordReset(
  trx: Kysely<Database>,
  clock: Clock,
  userId: number,
): Promise<string> {
  const token = randomToken();
  await voidPasswordResets(trx, userId);
  await trx
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: clock.now().toISOString(),
      expires_at: isoAfter(clock, RESET_TOKEN_MINUTES * MINUTE),
    })
    .execute();
  return token;
}

/** Whose password a reset token would set, without using it up; undefined for a dead token. */
export function findPasswordResetOwner(
  db: Kysely<Database>,
  token: string,
): Promise<{ email: string; name: string } | undefined> {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.email', 'users.name'])
    .where('password_resets.token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/**
 * Uses a reset token: deletes it and answers its user's id, or undefined when it is unknown,
 * used or expired. Deleting first makes it single-use even when two requests race.
 */
export async function consumePasswordReset(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
): Promise<number | undefined> {
  const row = await db
    .deleteFrom('password_resets')
    .where('token_hash', '=', hashToken(token))
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= clock.now().toISOString()) return undefined;
  return row.user_id;
}

/**
 * Gives the user a single-use link to choose a password (forgot-password, and the accounts an
 * administrator opens or resets) and queues its mail, both in `trx`: the link exists if and only
 * if its mail will go out.
 */
export async function queuePasswordLink(
  trx: Kysely<Database>,
  server: Pick<FastifyInstance, 'deps' | 'outbox'>,
  user: { id: number; email: string; name: string },
  reason: PasswordLinkReason,
): Promise<void> {
  const token = await createPasswordReset(trx, server.deps.clock, user.id);
  const link = `${server.deps.config.appUrl}${RECOVER_PATH}${token}`;
  await server.outbox.queueMail(trx, passwordResetMail(user.email, user.name, link, reason));
}
