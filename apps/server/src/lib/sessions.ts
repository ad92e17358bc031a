import type { Kysely } from 'kysely';
import { SECRET_LIMITS } from '@portal/shared/constants';
import type { Database, Session } from '../db/schema';
import { isoAfter, MINUTE, type Clock } from './clock';
import { hashToken, randomToken } from './tokens';

const HOUR = 60 * MINUTE;
/** Token lifetimes (decision record 0005; OWASP ASVS 3.3, Keycloak's defaults). */
export const SESSION_LIMITS = {
  absoluteMs: SECRET_LIMITS.sessionHours * HOUR,
  idleMs: SECRET_LIMITS.sessionIdleMinutes * MINUTE,
  rememberMs: SECRET_LIMITS.rememberMeDays * 24 * HOUR,
  /** last_used_at is written at most this often: one write a minute, not one per request. */
  touchEveryMs: MINUTE,
} as const;

export type NewSession = { userId: number; remember: boolean; ip: string; userAgent?: string };

/** Opens a session and answers its bearer token; only the token's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  clock: Clock,
  session: NewSession,
): Promise<string> {
  const token = randomToken();
  const now = clock.now().toISOString();
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: hashToken(token),
      remember: session.remember ? 1 : 0,
      created_at: now,
      last_used_at: now,
      expires_at: isoAfter(
        clock,
        session.remember ? SESSION_LIMITS.rememberMs : SESSION_LIMITS.absoluteMs,
      ),
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return token;
}

/**
 * The live session a bearer token names, or undefined: unknown, revoked, past its absolute
 * expiry, or idle too long (sessions without remember-me). A live session's use is recorded.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
): Promise<Session | undefined> {
  const now = clock.now();
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!session) return undefined;

  const idleMs = now.getTime() - Date.parse(session.last_used_at);
  if (!session.remember && idleMs > SESSION_LIMITS.idleMs) {
    await revokeSession(db, clock, session.id);
    return undefined;
  }
  if (idleMs > SESSION_LIMITS.touchEveryMs) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', session.id)
      .execute();
  }
  return session;
}

export async function revokeSession(db: Kysely<Database>, clock: Clock, id: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: clock.now().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Signs a user out everywhere: password change or reset, blocking. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: clock.now().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
