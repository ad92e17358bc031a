import type { FastifyInstance } from 'fastify';
import type { Change } from './changes';

/**
 * Announces `change` once each successful write of the plugin's routes (any method but GET and
 * HEAD) has answered, for the features that keep something derived from it (lib/changes.ts).
 */
export function announceAfterEveryWrite(app: FastifyInstance, change: Change): void {
  app.addHook('onResponse', async (request, reply) => {
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!reads && reply.statusCode < 300) app.deps.changes.announce(change);
  });
}
