import type { FastifyRequest } from 'fastify';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { partnershipFor } from './access';
import { partnershipAnswer } from './queries';

/** Partnership `id` read again after a step, as its caller may now see it and act on it. */
export async function partnershipAfresh(request: FastifyRequest, id: number): Promise<Partnership> {
  const { partnership, viewer } = await partnershipFor(request, id);
  const { database, clock } = request.server.deps;
  return partnershipAnswer(database.db, partnership, viewer, clock.now());
}
