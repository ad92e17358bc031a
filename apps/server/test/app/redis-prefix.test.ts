import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetChannel } from '@server/lib/forgetting';
import { buildTestApp, xsrf } from '../helpers/app';
import { testEngine } from '../helpers/database';
import { redisTestsRun, testRedisUrl } from '../helpers/redis';

// Two deployments (production and staging, say) sharing one Redis, each under its own prefix.
const run = randomUUID();
const deployment = (name: string) =>
  buildTestApp({
    env: { REDIS_URL: testRedisUrl, REDIS_PREFIX: `test:${run}:${name}:`, AUTH_RATE_LIMIT: '2' },
  });

const signIn = (app: Awaited<ReturnType<typeof buildTestApp>>['app']) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    headers: xsrf,
    payload: { email: 'nobody@example.com', password: 'not-the-password' },
  });

describe.runIf(testEngine === 'sqlite' && (await redisTestsRun()))(
  'deployments sharing one Redis',
  () => {
    it('count their rate limits apart: one locked out leaves the other open', async () => {
      const production = await deployment('production');
      const productionToo = await deployment('production');
      const staging = await deployment('staging');
      // The same client address everywhere: 127.0.0.1, as inject() makes it.
      expect((await signIn(production.app)).statusCode).toBe(401);
      expect((await signIn(production.app)).statusCode).toBe(401);
      // A second instance of the same deployment shares its counts.
      expect((await signIn(productionToo.app)).statusCode).toBe(429);
      expect((await signIn(staging.app)).statusCode).toBe(401);
    });

    it("hear only their own deployment's writes on the forgetting channel", async () => {
      const production = await deployment('production-2');
      const channels = [`test:${run}:production-2:`, `test:${run}:staging-2:`].map(forgetChannel);
      const listener = new Redis(testRedisUrl);
      afterAll(() => listener.disconnect());
      const heard: string[] = [];
      listener.on('message', (channel: string, message: string) => {
        if (!/^(alive|ack) /.test(message)) heard.push(`${channel} ${message.split(' ')[0]}`);
      });
      await listener.subscribe(...channels);
      await production.app.forgetting.everywhere();
      // Redis delivers in order: a marker sent after the write is heard after anything it sent.
      const marker = new Redis(testRedisUrl);
      await marker.publish(channels[1]!, 'marker');
      marker.disconnect();
      await expect.poll(() => heard).toContain(`${channels[1]} marker`);
      expect(heard).toEqual([`${channels[0]} forget`, `${channels[1]} marker`]);
    });
  },
);
