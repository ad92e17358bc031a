import type { FastifyInstance } from 'fastify';
import type { Change } from './changes';
import { wroteSomething } from './writes';

/**
 * Announces `change` once each successful write of the plugin's routes has answered, for the
 * features that keep something derived from it (lib/changes.ts).
 */
export function announceAfterEveryWrite(app: FastifyInstance, change: Change): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (wroteSomething(request, reply)) app.deps.changes.announce(change);
    done();
  });
}
