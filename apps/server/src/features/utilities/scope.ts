import type { FastifyRequest } from 'fastify';
import { actorOf } from '@server/lib/http/actor';

/** Whose connections, readings and bills a caller sees: every one, or those they hold. */
export type UtilityScope = 'all' | { holderId: number };

/**
 * Staff of utilities and finance see every connection (docs/product.md, "Utilities"); anyone
 * else, those whose account they hold. Another holder's connection does not exist for them (404, not 403).
 */
export function utilityScopeOf(request: FastifyRequest): UtilityScope {
  const { user, permissions } = actorOf(request);
  // Finance sees every invoice, bills included: it sees the accounts they are on.
  const staff = (
    ['utilities.view_all', 'utilities.manage', 'utilities.bill', 'payments.record'] as const
  ).some((permission) => permissions.has(permission));
  return staff ? 'all' : { holderId: user.id };
}
