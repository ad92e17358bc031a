import fp from 'fastify-plugin';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit/limiter';
import { createMemoryStore } from '../lib/rate-limit/memory-store';
import { createRedisStore } from '../lib/rate-limit/redis-store';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: RateLimiter;
  }
}

/** Rate limits, counted in Redis when configured so that every instance shares them (record 0008). */
export const rateLimiterPlugin = fp(
  async (app) => {
    const { config, clock } = app.deps;
    const store = config.redisUrl
      ? createRedisStore(config.redisUrl, {
          prefix: `${config.redisPrefix}rl:`,
          onError: (err) => app.log.warn({ err }, 'rate-limit store (Redis) unreachable'),
        })
      : createMemoryStore();
    const limiter = createRateLimiter(store, clock);
    app.decorate('limiter', limiter);
    app.addHook('onClose', () => limiter.close());
  },
  { name: 'rate-limiter' },
);
