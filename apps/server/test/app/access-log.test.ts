import { describe, expect, it } from 'vitest';
import { buildTestApp, memoryLog } from '../helpers/app';
import { testEngine } from '../helpers/database';

const log = memoryLog();
const { app } = await buildTestApp({ logStream: log, env: { LOG_LEVEL: 'info' } });

/** The `url` of every access-log line written for the requests that `send` makes. */
async function loggedUrls(send: () => Promise<unknown>): Promise<string[]> {
  const before = log.lines.length;
  await send();
  return log.lines
    .slice(before)
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
}

const get = (url: string) => app.inject({ method: 'GET', url });
const SECRET = 'Zq8sEcReT-vAlUe_0123456789abcdefghijklmnopq';

describe(`the access log on ${testEngine}`, () => {
  it('writes the reset link without its token', async () => {
    const urls = await loggedUrls(async () => {
      await get(`/auth/recover-password/${SECRET}`);
      await get(`/auth/Recover-Password/${SECRET}?from=mail`);
      await get(`/auth/recover%2Dpassword/${SECRET}`);
    });
    expect(urls).toEqual([
      '/auth/recover-password/[REDACTED]',
      '/auth/Recover-Password/[REDACTED]?from=mail',
      '/auth/recover%2Dpassword/[REDACTED]',
    ]);
  });

  it('writes no token or API key parameter, whatever its case, spelling or position', async () => {
    const urls = await loggedUrls(async () => {
      await get(`/api/v1/parcels?apiKey=${SECRET}`);
      await get(`/api/v1/parcels?pageSize=1&APIKEY=${SECRET}&page=2`);
      await get(`/api/v1/parcels?page=1&%61pi%4Bey=${SECRET}`);
      await get(`/landing/home?Token=${SECRET}&token=${SECRET}`);
      await get(`/api/health?remember_token=${SECRET}`);
    });
    expect(urls).toEqual([
      '/api/v1/parcels?apiKey=[REDACTED]',
      '/api/v1/parcels?pageSize=1&APIKEY=[REDACTED]&page=2',
      '/api/v1/parcels?page=1&%61pi%4Bey=[REDACTED]',
      '/landing/home?Token=[REDACTED]&token=[REDACTED]',
      '/api/health?remember_token=[REDACTED]',
    ]);
    expect(log.lines.join('\n')).not.toContain(SECRET.slice(0, 12));
  });

  it('redacts a URL quoted in a message as well', () => {
    const before = log.lines.length;
    app.log.info(`Route GET:/auth/recover-password/${SECRET}?apiKey=${SECRET} not found`);
    const [line] = log.lines.slice(before).map((text) => JSON.parse(text) as { msg: string });
    expect(line?.msg).toBe(
      'Route GET:/auth/recover-password/[REDACTED]?apiKey=[REDACTED] not found',
    );
  });

  it('keeps the parameters that are not secrets', async () => {
    const urls = await loggedUrls(() => get('/api/v1/parcels?pageSize=3&tokens=2&keyword=x'));
    expect(urls).toEqual(['/api/v1/parcels?pageSize=3&tokens=2&keyword=x']);
  });
});
