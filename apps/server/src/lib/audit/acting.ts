import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditTrail, scheduledJobTrail, type AuditTrail } from './trail';

/**
 * Who a change is made by, for code that both a signed-in request and the system run: a clerk
 * records a payment, a provider's callback or a scheduled job confirms one, and the same rules
 * apply (docs/payments.md). `user` is the signed-in account, or none; `trail` their audit trail.
 */
export type Acting = {
  server: FastifyInstance;
  user: { id: number; name: string } | undefined;
  trail(options?: { bySystem?: boolean }): AuditTrail;
};

export const actingOf = (request: FastifyRequest): Acting => ({
  server: request.server,
  user: request.actor?.user,
  trail: (options) => auditTrail(request, options),
});

/** The system acting on its own: a scheduled job, or a provider's confirmation (record 0043). */
export const systemActing = (server: FastifyInstance, name: string): Acting => {
  const trail = scheduledJobTrail(server.deps.clock, name);
  return { server, user: undefined, trail: () => trail };
};

/** A request or an `Acting`, as the functions that serve both take them. */
export const asActing = (by: FastifyRequest | Acting): Acting => ('raw' in by ? actingOf(by) : by);
