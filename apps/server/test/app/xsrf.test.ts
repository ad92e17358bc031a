import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';

const { app } = await buildTestApp();

describe('XSRF double-submit check', () => {
  it('hands out an XSRF-TOKEN cookie that page scripts can read', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('does not replace a cookie the browser already has', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      cookies: { 'XSRF-TOKEN': 'kept' },
    });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it.each([
    ['no header', { cookie: 'XSRF-TOKEN=abc' }],
    ['no cookie', { 'x-xsrf-token': 'abc' }],
    ['a different header', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' }],
  ])('refuses a state-changing call with %s (403)', async (_, headers) => {
    const res = await app.inject({ method: 'POST', url: '/api/anything', headers, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', code: 'xsrf_token_mismatch' });
  });

  it('lets a call with the matching header through to routing', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/anything',
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('does not ask the key-authenticated parcel API for it', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/parcels', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
