import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';

function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log("hi")');
  return root;
}

const { app } = await buildTestApp({ webRoot: fakeBuild() });

describe('serving the web app', () => {
  it.each(['/', '/landing/home', '/account/users', '/auth/recover-password/abc', '/no/such/page'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves hashed bundles with a long cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("hi")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not answer unknown API paths with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' });
  });

  it('does not answer a POST to a client route with the page', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/landing/home',
      headers: { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'a' },
    });
    expect(res.statusCode).toBe(404);
  });
});
