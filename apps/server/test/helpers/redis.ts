import { connect } from 'node:net';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether the Redis tests run: when a server answers, and always in CI (where a missing server is
 * a failure, not a skip). Outside CI a missing server is skipped with a printed notice.
 */
export async function redisTestsRun(): Promise<boolean> {
  const url = new URL(testRedisUrl);
  const up = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 1000 });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
  const ci = Boolean(process.env.CI) && process.env.CI !== 'false';
  if (!up && !ci) console.warn(`Redis not reachable at ${url.host}: skipping the Redis tests`);
  return up || ci;
}
