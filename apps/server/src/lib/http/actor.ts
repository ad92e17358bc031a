import type { FastifyRequest } from 'fastify';
import type { Permission } from '@portal/shared/permissions';
import type { User } from '@server/db/schema';
import type { FoundSession } from '../sessions';

/**
 * Who is calling: their user row and what their role grants, as of the last write or at most a
 * second ago (so a change to a role applies to its users' next call; record 0032), and the
 * session their bearer token opened.
 */
export type Actor = {
  user: User;
  permissions: ReadonlySet<Permission>;
  session: FoundSession;
  token: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards (plugins/authentication.ts); routes without a guard never read it. */
    actor?: Actor;
  }
}

/** The actor a guarded route runs for; a route that forgot its guard fails loudly, not open. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`Route ${request.url} reads the actor but has no guard`);
  return request.actor;
}
