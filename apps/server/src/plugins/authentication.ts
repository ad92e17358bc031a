import type { FastifyRequest } from 'fastify';
import { AccountStatus, Role, SECRET_LIMITS } from '@portal/shared/constants';
import { SECOND_FACTOR_REQUIRED, secondFactorMessages } from '@portal/shared/second-factors';
import type { Permission } from '@portal/shared/permissions';
import { MINUTE } from '../lib/clock';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { permissionsOfRole } from '../lib/permissions';
import { lookUpSession, revokeUserSessions, stillLive, type FoundSession } from '../lib/sessions';
import { hashToken } from '../lib/tokens';
import { actorOf, type Actor } from '../lib/http/actor';
import { owesSecondFactor } from '../domain/second-factors/state';
import type { User } from '../db/schema';

/** What a session look-up finds, as remembered between calls. */
export type RememberedSession = { session: FoundSession; permissions: ReadonlySet<Permission> };

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Resolves the bearer token to an actor, or refuses with 401. The look-up is remembered for a
 * second by the token's hash, until the next write (record 0032); the session's clock is checked on
 * every call.
 */
async function authenticate(request: FastifyRequest): Promise<Actor> {
  const { database, clock } = request.server.deps;
  const { sessions } = request.server;
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const found = await sessions.recall(tokenHash, async () => {
    const session = await lookUpSession(database.db, tokenHash);
    if (!session) return undefined;
    return { session, permissions: await permissionsOfRole(database.db, session.user.role_id) };
  });
  if (!found) throw unauthorized();
  const { session, permissions } = found;
  if (!(await stillLive(database.db, clock, session))) throw unauthorized();
  const { user } = session;
  if (user.status !== AccountStatus.Active) {
    // Blocking revokes tokens; this also closes any a concurrent request slipped past.
    await revokeUserSessions(database.db, clock, user.id);
    throw unauthorized('Your account is blocked. Contact the authority to restore it.');
  }
  return { user, permissions, session, token };
}

/** The verification rule on the server: role 2 without a verified email may only verify. */
export function mustVerifyEmail(user: User): boolean {
  return user.role_id === Role.RegisteredUser && !user.email_verified_at;
}

/** A verified, active account, whether or not it still owes its second factor. */
async function verifiedAccount(request: FastifyRequest): Promise<Actor> {
  const actor = await authenticate(request);
  if (mustVerifyEmail(actor.user)) {
    throw new AppError(403, 'email_not_verified', 'Verify your email address first.');
  }
  return actor;
}

/** Preconditions for routes (the server side of docs/product.md, "Roles"). */
export const guards = {
  /** Any live session, verified or not: logout and the email-verification calls. */
  async signedIn(request: FastifyRequest): Promise<void> {
    request.actor = await authenticate(request);
  },

  /** A verified, active account, with its second factor if it must have one: every other call. */
  async account(request: FastifyRequest): Promise<void> {
    const actor = await verifiedAccount(request);
    if (owesSecondFactor(actor.permissions.size, actor.session.hasSecondFactor)) {
      throw new AppError(403, SECOND_FACTOR_REQUIRED, secondFactorMessages.setUpFirst);
    }
    request.actor = actor;
  },

  /**
   * A verified, active account that may still owe its second factor: the calls that set one up,
   * and reading one's own profile.
   */
  async settingUp(request: FastifyRequest): Promise<void> {
    request.actor = await verifiedAccount(request);
  },

  /**
   * After a guard that signs the caller in: their session proved who they are in the last few
   * minutes, by signing in or `POST /reauthenticate` (record 0065). A sensitive change asks it.
   */
  async recentlyAuthenticated(request: FastifyRequest): Promise<void> {
    const { session } = actorOf(request);
    const since = request.server.deps.clock.now().getTime() - session.authenticatedAt;
    if (since > SECRET_LIMITS.reauthenticationMinutes * MINUTE) {
      throw new AppError(403, 'reauthentication_required', secondFactorMessages.reauthenticate);
    }
  },

  /**
   * A verified, active account whose role grants `permission`, or any of `others` (record 0029).
   * As an `onRequest` hook it refuses before the body is read, so a refused caller learns nothing
   * from validation.
   */
  permitted(permission: Permission, ...others: Permission[]) {
    const any = [permission, ...others];
    return async (request: FastifyRequest): Promise<void> => {
      await guards.account(request);
      if (!any.some((key) => request.actor?.permissions.has(key))) throw forbidden();
    };
  },
};
