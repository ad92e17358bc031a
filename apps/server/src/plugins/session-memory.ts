import fp from 'fastify-plugin';
import { createSessionMemory, type SessionMemory } from '../lib/session-memory';
import type { RememberedSession } from './authentication';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed-in calls' session look-ups, forgotten at every write (record 0032). */
    sessions: SessionMemory<RememberedSession>;
  }
}

/** Remembers session look-ups between calls until any instance writes (records 0032 and 0040). */
export const sessionMemoryPlugin = fp(
  async (app) => {
    app.decorate(
      'sessions',
      createSessionMemory<RememberedSession>({ forgetting: app.forgetting }),
    );
  },
  { name: 'session-memory', dependencies: ['forgetting'] },
);
