import type { Kysely } from 'kysely';
import { SECRET_LIMITS } from '@portal/shared/constants';
import { withRoleAndStatusNames } from '../db/joined-names';
import type { Database, User } from '../db/schema';
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

/**
 * How a holder proved who they are (records 0065 and 0066): the password, an authenticator code,
 * a recovery code or a passkey. A session records them in order; the first two are named as
 * OpenID Connect's `amr` names them.
 */
export type AuthMethod = 'pwd' | 'otp' | 'recovery' | 'passkey';

export type NewSession = {
  userId: number;
  remember: boolean;
  ip: string;
  userAgent?: string;
  /** The password alone when not given. */
  methods?: readonly AuthMethod[];
};

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
      authenticated_at: now,
      auth_methods: (session.methods ?? ['pwd']).join(' '),
    })
    .execute();
  return token;
}

/**
 * A session as signed-in calls need it: its clock, and its user as they were when it was looked up,
 * with the names of their role and status.
 */
export type FoundSession = {
  sessionId: number;
  remember: boolean;
  lastUsedAt: number;
  expiresAt: number;
  /** When its holder last signed in or re-authenticated. */
  authenticatedAt: number;
  /** How the holder proved who they are then, in order. */
  methods: AuthMethod[];
  /** Whether the holder's account has a second factor now (an authenticator app or a passkey). */
  hasSecondFactor: boolean;
  user: User;
  roleName: string;
  statusName: string;
};

/** The unrevoked session whose token hashes to `tokenHash`, with its user, in one query. */
export async function lookUpSession(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<FoundSession | undefined> {
  const row = await db
    .selectFrom('users')
    .$call(withRoleAndStatusNames)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.remember as session_remember',
      'sessions.last_used_at as session_last_used_at',
      'sessions.expires_at as session_expires_at',
      'sessions.created_at as session_created_at',
      'sessions.authenticated_at as session_authenticated_at',
      'sessions.auth_methods as session_methods',
      (eb) =>
        eb
          .or([
            eb.exists(
              eb
                .selectFrom('totp_authenticators')
                .select('totp_authenticators.id')
                .whereRef('totp_authenticators.user_id', '=', 'users.id')
                .where('totp_authenticators.confirmed_at', 'is not', null),
            ),
            eb.exists(
              eb
                .selectFrom('passkeys')
                .select('passkeys.id')
                .whereRef('passkeys.user_id', '=', 'users.id'),
            ),
          ])
          .as('session_second_factor'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    session_id,
    session_remember,
    session_last_used_at,
    session_expires_at,
    session_created_at,
    session_authenticated_at,
    session_methods,
    session_second_factor,
    user_role,
    account_status,
    ...user
  } = row;
  return {
    sessionId: session_id,
    remember: Boolean(session_remember),
    lastUsedAt: Date.parse(session_last_used_at),
    expiresAt: Date.parse(session_expires_at),
    authenticatedAt: Date.parse(session_authenticated_at ?? session_created_at),
    methods: (session_methods ?? 'pwd').split(' ') as AuthMethod[],
    hasSecondFactor: Boolean(session_second_factor),
    user,
    roleName: user_role,
    statusName: account_status,
  };
}

/**
 * Whether `session` is live now: not past its absolute expiry nor idle too long (sessions without
 * remember-me; an idle one is revoked). A live session's use is recorded, at most once a minute.
 */
export async function stillLive(
  db: Kysely<Database>,
  clock: Clock,
  session: FoundSession,
): Promise<boolean> {
  const now = clock.now();
  if (now.getTime() >= session.expiresAt) return false;
  const idleMs = now.getTime() - session.lastUsedAt;
  if (!session.remember && idleMs > SESSION_LIMITS.idleMs) {
    await revokeSession(db, clock, session.sessionId);
    return false;
  }
  if (idleMs > SESSION_LIMITS.touchEveryMs) {
    session.lastUsedAt = now.getTime();
    await db
      .updateTable('sessions')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', session.sessionId)
      .execute();
  }
  return true;
}

/** The holder of session `id` has just proved who they are again (record 0065). */
export async function markAuthenticated(
  db: Kysely<Database>,
  clock: Clock,
  id: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ authenticated_at: clock.now().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends session `id` if it is still open, and, given `userId`, only if it is one of theirs (the
 * holder or an administrator ending it by its id); answers whether it did.
 */
export async function revokeSession(
  db: Kysely<Database>,
  clock: Clock,
  id: number,
  userId?: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: clock.now().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId!))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Signs a user out everywhere (password change or reset, blocking, a reset of their second
 * factors), or everywhere but session `except` (the holder ending their other sessions).
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  except?: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: clock.now().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(except !== undefined, (query) => query.where('id', '!=', except!))
    .execute();
}
