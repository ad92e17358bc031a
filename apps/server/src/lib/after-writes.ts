import type { FastifyInstance } from 'fastify';

/**
 * Runs `then` once each successful write of the plugin's routes (any method but GET and HEAD) has
 * answered: for memories of what those routes change, kept elsewhere on this instance.
 */
export function afterEveryWrite(app: FastifyInstance, then: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!reads && reply.statusCode < 300) then();
  });
}
