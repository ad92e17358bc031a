import fp from 'fastify-plugin';
import { createForgetting, type Forgetting } from '../lib/forgetting';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes every instance forget its sessions and keys before a write answers (record 0040). */
    forgetting: Forgetting;
  }
}

/** The channel on which instances tell each other to forget (record 0040); Redis when configured. */
export const forgettingPlugin = fp(
  async (app) => {
    const { redisUrl, redisPrefix } = app.deps.config;
    const forgetting = createForgetting({
      redisUrl,
      redisPrefix,
      onError: (err) => app.log.warn({ err }, 'forgetting channel (Redis) unreachable'),
    });
    app.decorate('forgetting', forgetting);
    app.addHook('onClose', () => forgetting.close());
  },
  { name: 'forgetting' },
);
